import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@storefront/ui';

/** A console page's heading and what it is for, with anything that belongs under them (a read-only notice…). */
export function StaffPageIntro({ title, intro, children }: { title: string; intro: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap={12}>
      <Heading level={2}>{title}</Heading>
      <Text variant="muted">{intro}</Text>
      {children}
    </Stack>
  );
}

/** A row of form fields side by side at 1280 px, one under the other on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" gap={12} wrap collapseBelow="md" align="start">
      {children}
    </Stack>
  );
}
