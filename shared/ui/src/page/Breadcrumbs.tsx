import { Children, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import { resolveTheme } from '../theme/tokens';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  color: ${({ theme }) => resolveTheme(theme).colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => resolveTheme(theme).colors.brand};
    text-decoration: underline;
  }
  li:last-child {
    color: ${({ theme }) => resolveTheme(theme).colors.text};
    font-weight: 600;
  }
`;

export interface BreadcrumbsProps {
  /** Name of the navigation, e.g. "Breadcrumb" (callers translate it). */
  label: string;
  /** The trail: links (router links from the caller) and, last, the current page's text. */
  children: ReactNode;
  className?: string;
}

/** A breadcrumb trail; the last item is marked as the current page. */
export function Breadcrumbs({ label, children, className }: BreadcrumbsProps) {
  const items = Children.toArray(children);
  return (
    <nav aria-label={label} className={className}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} aria-current={last ? 'page' : undefined}>
              {item}
              {!last && <Icon name="chevron" size={14} />}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
