import { Button, Container, StatusPage } from '@storefront/ui';
import { LocaleLink, PageHead, useResponseStatus, useTranslation } from '@storefront/platform';
import { MAINTENANCE_RETRY_AFTER_SECONDS, type DisabledMode } from '@storefront/contracts';

/** What a disabled remote's routes show: under maintenance or under construction. Its code is never fetched. */
export function DisabledRemotePage({ mode, statusRoute = false }: { mode: DisabledMode; /** /maintenance and the like: a page of its own, answered 200. */ statusRoute?: boolean }) {
  const { t } = useTranslation('shell');
  const key = mode === 'construction' ? 'underConstruction' : 'underMaintenance';
  // Crawlers keep the page and come back: maintenance is temporary (a page under construction is a page).
  const unavailable = mode === 'maintenance' && !statusRoute;
  useResponseStatus(unavailable ? 503 : 200, unavailable ? { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) } : undefined);
  return (
    <Container>
      <PageHead title={t(`${key}.title`)} description={t(`${key}.description`)} noIndex />
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
