import { LocaleLink } from '@storefront/platform';
import { Button, Card, Heading, Icon, Stack, Text } from '@storefront/ui';

export interface CtaCardProps {
  title: string;
  text: string;
  /** The main button: to the contact page. */
  contact: string;
  /** A second button to another page (locale-less path). */
  secondary: { to: string; label: string };
}

/** The call to action closing a company page: talk to us, or read more. */
export function CtaCard({ title, text, contact, secondary }: CtaCardProps) {
  return (
    <Card variant="highlight" padding="lg">
      <Stack direction="row" gap={20} align="center" justify="between" collapseBelow="md">
        <Stack gap={6}>
          <Heading level={2}>{title}</Heading>
          <Text variant="muted">{text}</Text>
        </Stack>
        <Stack direction="row" gap={12} wrap>
          <Button as={LocaleLink} to="/contact-us" startIcon={<Icon name="mail" size={18} />}>
            {contact}
          </Button>
          <Button as={LocaleLink} to={secondary.to} variant="secondary">
            {secondary.label}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
