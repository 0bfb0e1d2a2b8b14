import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { NavLink, useLocale, useLocation, useTranslation } from '@storefront/platform';
import { Icon } from '@storefront/ui';

/** The menu's content is its own chunk, fetched the first time it opens. */
const HostingMenuPanel = lazy(() => import('./HostingMenuPanel'));

const Item = styled.li`
  position: relative;
  display: flex;
  align-items: center;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 36px;
  margin-inline-start: -8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.bg};
  }
  svg {
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

/**
 * The header's Hosting entry: the link to hosting, and a menu of every hosting kind, SSL, AWS and SMS (with
 * what each is for and its lowest price). Closed by Escape, a click elsewhere, a choice or a page change. The
 * footer and the mobile menu hold the same links for readers and crawlers without the menu.
 */
export function HostingMenu() {
  const { t } = useTranslation('shell');
  const { to } = useLocale();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <Item ref={root}>
      <NavLink to={to('/hosting/shared')}>{t('nav.hosting')}</NavLink>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={open ? panelId : undefined} aria-label={t('nav.hostingMenu')} onClick={() => setOpen((value) => !value)}>
        <Icon name="chevronDown" size={16} />
      </Toggle>
      {open && (
        <Suspense fallback={null}>
          <HostingMenuPanel id={panelId} onChoose={() => setOpen(false)} />
        </Suspense>
      )}
    </Item>
  );
}
