import type { ReactNode } from 'react';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Card, Heading, Icon, Stack, Text } from '@storefront/ui';

export interface HelpCardProps {
  title: string;
  text: string;
  /** The contact button's label. */
  cta: string;
  /** Further content under the card's row (related links). */
  children?: ReactNode;
}

/** A closing card: a question, a line of help and a button to the contact page. */
export function HelpCard({ title, text, cta, children }: HelpCardProps) {
  return (
    <Card variant="flat" padding="lg">
      <Stack gap={20}>
        <Stack direction="row" gap={20} align="center" justify="between" collapseBelow="md">
          <Stack gap={6}>
            <Heading level={2} size="card">
              {title}
            </Heading>
            <Text variant="muted">{text}</Text>
          </Stack>
          <Button as={LocaleLink} to="/contact-us" startIcon={<Icon name="mail" size={18} />}>
            {cta}
          </Button>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/** "Still have a question?" with a link to the contact page, closing each policy page. */
export function HelpCallout() {
  const { t } = useTranslation('static');
  return <HelpCard title={t('common.helpTitle')} text={t('common.helpText')} cta={t('common.helpCta')} />;
}
