import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/media';
import { resolveTheme } from '../theme/tokens';
import { headingType } from '../theme/typography';

const Root = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 28px 0 8px;
  ${media.md} {
    flex-direction: ${({ $align }) => ($align === 'center' ? 'column' : 'row')};
    align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-end')};
    justify-content: space-between;
    padding: 44px 0 12px;
  }
  ${({ $align }) => $align === 'center' && 'text-align: center; align-items: center;'}
`;

const Titles = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: 8px;
  min-width: 0;
  h1 {
    margin: 0;
    ${headingType('page')}
    color: ${({ theme }) => resolveTheme(theme).colors.text};
    text-wrap: balance;
  }
  p {
    margin: 0;
    max-width: 720px;
    color: ${({ theme }) => resolveTheme(theme).colors.muted};
  }
`;

const Subtitle = styled.p`
  font-size: 18px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  flex-shrink: 0;
`;

export interface PageHeaderProps {
  title: ReactNode;
  /** The lead line under the title. */
  subtitle?: ReactNode;
  /** Further muted text under the subtitle. */
  description?: ReactNode;
  /** Slot above the title, usually `<Breadcrumbs>`. */
  breadcrumbs?: ReactNode;
  /** Slot at the end (buttons); under the titles on phones. */
  actions?: ReactNode;
  align?: 'start' | 'center';
  className?: string;
}

/** The top of an inner page (put it inside a Container): breadcrumbs, h1, subtitle, description, actions. */
export function PageHeader({ title, subtitle, description, breadcrumbs, actions, align = 'start', className }: PageHeaderProps) {
  return (
    <Root $align={align} className={className}>
      <Titles $align={align}>
        {breadcrumbs}
        <h1>{title}</h1>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {description && <p>{description}</p>}
      </Titles>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
