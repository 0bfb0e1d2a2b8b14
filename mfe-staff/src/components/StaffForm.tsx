import type { ReactNode } from 'react';
import { Card, Heading, Stack, Text } from '@storefront/ui';

export interface StaffFormProps {
  /** The form's heading and accessible name. */
  title: string;
  /** What it sets, under the heading. */
  hint?: ReactNode;
  /** Enter in a field; by default nothing (the save button asks the reason). */
  onSubmit?: () => void;
  /** Without its card, inside another one. */
  bare?: boolean;
  children: ReactNode;
}

/** A console form: a card with a named form, its heading and what it sets, then its fields and buttons. */
export function StaffForm({ title, hint, onSubmit, bare = false, children }: StaffFormProps) {
  const form = (
    <form
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <Stack gap={bare ? 12 : 16}>
        <Heading level={bare ? 4 : 3} size="card">
          {title}
        </Heading>
        {hint && <Text variant="small">{hint}</Text>}
        {children}
      </Stack>
    </form>
  );
  return bare ? form : <Card>{form}</Card>;
}

/** A name staff set in both languages: English, the Khmer under it. */
export function BilingualName({ en, km, children }: { en: string; km: string; children?: ReactNode }) {
  return (
    <>
      {en}
      <Text variant="small" lang="km">
        {km}
      </Text>
      {children}
    </>
  );
}
