import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Card, Heading, Icon, Stack, Text } from '@storefront/ui';

/** "Still have a question?" with a link to the contact page, closing each policy page. */
export function HelpCallout() {
  const { t } = useTranslation('static');
  return (
    <Card variant="flat" padding="lg">
      <Stack direction="row" gap={20} align="center" justify="between" collapseBelow="md">
        <Stack gap={6}>
          <Heading level={2} size="card">
            {t('common.helpTitle')}
          </Heading>
          <Text variant="muted">{t('common.helpText')}</Text>
        </Stack>
        <Button as={LocaleLink} to="/contact-us" startIcon={<Icon name="mail" size={18} />}>
          {t('common.helpCta')}
        </Button>
      </Stack>
    </Card>
  );
}
