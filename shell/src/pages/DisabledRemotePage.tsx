import { Button, Container, StatusPage } from '@storefront/ui';
import { LocaleLink, useTranslation } from '@storefront/platform';
import type { DisabledMode } from '@storefront/contracts';

/** What a disabled remote's routes show: under maintenance or under construction. Its code is never fetched. */
export function DisabledRemotePage({ mode }: { mode: DisabledMode }) {
  const { t } = useTranslation('shell');
  const key = mode === 'construction' ? 'underConstruction' : 'underMaintenance';
  return (
    <Container>
      <StatusPage
        kind={mode === 'construction' ? 'construction' : 'maintenance'}
        title={t(`${key}.title`)}
        description={t(`${key}.description`)}
        actions={
          <Button as={LocaleLink} to="/">
            {t('backHome')}
          </Button>
        }
      />
    </Container>
  );
}
