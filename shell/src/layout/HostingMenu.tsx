import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { LocaleLink, NavLink, useLocale, useLocation, useTranslation } from '@storefront/platform';
import { Icon } from '@storefront/ui';
import { HOSTING_MENU_ITEMS } from './nav-items';

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

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  left: 0;
  z-index: 60;
  width: min(560px, calc(100vw - 32px));
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 40px rgba(15, 23, 42, 0.16);
  &[hidden] {
    display: none;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: grid;
    gap: 2px;
    height: 100%;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.brand};
  }
  small {
    font-size: 14px;
    font-weight: 400;
    line-height: 1.4;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The header's Hosting entry: the link to hosting, and a menu of every hosting kind, SSL, AWS and SMS (each
 * with what it is for). Closed by Escape, a click elsewhere, a choice or a page change; plain links, so the
 * server's HTML already holds them.
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
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={panelId} aria-label={t('nav.hostingMenu')} onClick={() => setOpen((value) => !value)}>
        <Icon name="chevronDown" size={16} />
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        <nav aria-label={t('nav.hostingMenuLabel')}>
          <ul>
            {HOSTING_MENU_ITEMS.map((item) => (
              <li key={item.key}>
                <LocaleLink to={item.to} onClick={() => setOpen(false)} aria-labelledby={`${panelId}-${item.key}`} aria-describedby={`${panelId}-${item.key}-about`}>
                  <span id={`${panelId}-${item.key}`}>{t(`nav.${item.key}`)}</span>
                  <small id={`${panelId}-${item.key}-about`}>{t(`nav.hostingMenuItems.${item.key}`)}</small>
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
      </Panel>
    </Item>
  );
}
