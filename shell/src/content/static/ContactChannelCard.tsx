import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Heading, Icon, Stack, Text, type IconName } from '@storefront/ui';

const Action = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

export interface ContactChannelCardProps {
  icon: IconName;
  title: string;
  description: string;
  /** The visible address or number. */
  value: string;
  /** A mailto: or tel: URL. */
  href: string;
  /** The accessible name of the link, e.g. "Call Bangkok, +66 2 001 2345". */
  actionLabel: string;
  badge?: ReactNode;
}

/** One way to reach support: an icon, a title, a short note and a mailto:/tel: link. */
export function ContactChannelCard({ icon, title, description, value, href, actionLabel, badge }: ContactChannelCardProps) {
  return (
    <Card as="li" padding="lg" interactive>
      <Stack gap={12}>
        <Stack direction="row" gap={12} align="center" justify="between">
          <IconTile>
            <Icon name={icon} size={22} />
          </IconTile>
          {badge}
        </Stack>
        <Heading level={3}>{title}</Heading>
        <Text variant="muted">{description}</Text>
        <Action href={href} aria-label={`${actionLabel}: ${value}`}>
          {value}
        </Action>
      </Stack>
    </Card>
  );
}
