import { MAINTENANCE_RETRY_AFTER_SECONDS } from '@storefront/contracts';
import { LocaleLink, PageHead, useResponseStatus, useTranslation } from '@storefront/platform';
import { Button, Container, StatusPage } from '@storefront/ui';
import { HOSTING_NS } from '../i18n/register';

/**
 * What a product page shows while its feature flag is off (spec §2): the under-maintenance page, with the way home,
 * answered 503 with Retry-After and kept out of the index, as a remote under maintenance is (the product's title,
 * description and offers are not in its head).
 */
export function ProductMaintenance() {
  const { t } = useTranslation(HOSTING_NS);
  useResponseStatus(503, { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) });
  return (
    <Container>
      <PageHead title={t('maintenance.title')} description={t('maintenance.description')} noIndex />
      <StatusPage
        kind="maintenance"
        title={t('maintenance.title')}
        description={t('maintenance.description')}
        actions={
          <Button as={LocaleLink} to="/">
            {t('maintenance.home')}
          </Button>
        }
      />
    </Container>
  );
}
