import { useTranslation } from '@storefront/platform';
import { Heading, Stack, Text } from '@storefront/ui';
import { AuditList } from '../components/AuditList';

/** The one audit log (issue 18 item 9): every staff action and every change of the remote registry, filterable. */
export function AuditPage() {
  const { t } = useTranslation('staff');
  return (
    <Stack gap={16}>
      <Heading level={2}>{t('audit.title')}</Heading>
      <Text variant="muted">{t('audit.intro')}</Text>
      <AuditList title={t('audit.listTitle')} filters />
    </Stack>
  );
}
