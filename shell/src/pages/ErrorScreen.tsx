import { LocaleLink, PageHead, useResponseStatus, useTranslation } from '@storefront/platform';
import { Button, Container, StatusPage } from '@storefront/ui';

/** Spec §2 generic error screen: 'An Error Occurred', 'Please try following option instead', back home. */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('shell');
  useResponseStatus(500);
  return (
    <Container>
      <PageHead title={t('error.title')} noIndex />
      <StatusPage
        kind="error"
        title={t('error.title')}
        description={t('error.description')}
        actions={
          <>
            <Button as={LocaleLink} to="/">
              {t('backHome')}
            </Button>
            {onRetry && (
              <Button variant="secondary" onClick={onRetry}>
                {t('remoteFailed.retry')}
              </Button>
            )}
          </>
        }
      />
    </Container>
  );
}
