import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Container, Heading, Stack, Text } from '@storefront/ui';

const Narrow = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: 40px 0 64px;
`;

/** The frame of the account pages reached from emails and links: one card, centred. */
export function AuthPageFrame({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Container>
      <Narrow>
        <Card>
          <Stack gap={16}>
            <Heading level={1}>{title}</Heading>
            {description && <Text variant="muted">{description}</Text>}
            {children}
          </Stack>
        </Card>
      </Narrow>
    </Container>
  );
}
