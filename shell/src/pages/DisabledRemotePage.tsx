import { Button, Container, StatusPage } from '@storefront/ui';
import { LocaleLink, useResponseStatus, useTranslation } from '@storefront/platform';
import type { DisabledMode } from '@storefront/contracts';

/** How long a crawler waits before asking again for a page under maintenance. */
const RETRY_AFTER_SECONDS = 600;

/** What a disabled remote's routes show: under maintenance or under construction. Its code is never fetched. */
export function DisabledRemotePage({ mode }: { mode: DisabledMode }) {
  const { t } = useTranslation('shell');
  const key = mode === 'construction' ? 'underConstruction' : 'underMaintenance';
  // Crawlers keep the page and come back: maintenance is temporary (a page under construction is a page).
  useResponseStatus(mode === 'construction' ? 200 : 503, mode === 'construction' ? undefined : { 'Retry-After': String(RETRY_AFTER_SECONDS) });
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
