import { useId } from 'react';
import styled from 'styled-components';
import { LocaleLink } from '@storefront/platform';
import { InlineList } from '@storefront/ui';

const Group = styled.div`
  display: grid;
  gap: 8px;
`;

const Label = styled.span`
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const Links = styled(InlineList)`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 16px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: 14px;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface PillLink {
  label: string;
  /** The locale-less path (with its query for a filter). */
  to: string;
  current: boolean;
}

/**
 * Choices as labelled links in pills: a list's filter (the filter lives in the URL — each choice is a page of
 * its own, rendered by the server, shared by its address, usable before the page is interactive; `filter`
 * replaces the history entry and keeps the scroll) or a page's siblings. The chosen one is the current page.
 */
export function PillLinks({ label, links, filter = false }: { label: string; links: readonly PillLink[]; filter?: boolean }) {
  const id = useId();
  return (
    <Group>
      <Label id={id}>{label}</Label>
      <nav aria-labelledby={id}>
        <Links>
          {links.map((link) => (
            <li key={link.to}>
              <LocaleLink to={link.to} aria-current={link.current ? 'page' : undefined} replace={filter} preventScrollReset={filter}>
                {link.label}
              </LocaleLink>
            </li>
          ))}
        </Links>
      </nav>
    </Group>
  );
}
