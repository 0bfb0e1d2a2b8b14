import { Heading, Stack, Text } from '@storefront/ui';

/** A section's title (h2, `id` for the section's aria-labelledby) and the line under it. */
export function SectionIntro({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <Stack gap={8}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      <Text variant="muted">{lead}</Text>
    </Stack>
  );
}
