import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/media';
import { resolveTheme } from '../theme/tokens';
import { headingType } from '../theme/typography';
import { StatusIllustration, type StatusKind } from './StatusIllustration';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 48px 0 56px;
  text-align: center;
  ${media.md} {
    padding: 80px 0 96px;
  }
`;

const Code = styled.p`
  margin: 0;
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => resolveTheme(theme).colors.brand};
`;

const Title = styled.h1`
  margin: 0;
  max-width: 640px;
  ${headingType('page')}
  text-wrap: balance;
  color: ${({ theme }) => resolveTheme(theme).colors.text};
`;

const Description = styled.p`
  margin: 0;
  max-width: 560px;
  font-size: 17px;
  color: ${({ theme }) => resolveTheme(theme).colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 12px;
`;

export interface StatusPageProps {
  /** Picks the illustration: notFound, error, maintenance, construction, success, pending. */
  kind: StatusKind;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links, e.g. back home. */
  actions?: ReactNode;
  /** A small line above the title, e.g. "404". */
  code?: ReactNode;
  /** Extra content under the description (e.g. an order number). */
  children?: ReactNode;
  /** The title's element; h1 (default) for full pages, h2 inside a page. */
  headingAs?: 'h1' | 'h2';
  className?: string;
}

/** A full-page status: 404, generic error, under maintenance / construction, payment success / pending. */
export function StatusPage({ kind, title, description, actions, code, children, headingAs = 'h1', className }: StatusPageProps) {
  return (
    <Root className={className} data-status={kind}>
      <StatusIllustration kind={kind} />
      {code && <Code>{code}</Code>}
      <Title as={headingAs}>{title}</Title>
      {description && <Description>{description}</Description>}
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
