import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Container, StatusPage } from '@storefront/ui';
import { HOSTING_NS } from '../i18n/register';

/** What a product page shows while its feature flag is off (spec §2): the under-maintenance page, with the way home. */
export function ProductMaintenance() {
  const { t } = useTranslation(HOSTING_NS);
  return (
    <Container>
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
