import { LocaleLink, PageHead, useResponseStatus, useTranslation } from '@storefront/platform';
import { Button, Container, StatusPage } from '@storefront/ui';

/** Spec §2: a route-level failure shows the 404 page 'This page could not be found'. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  useResponseStatus(404);
  return (
    <Container>
      <PageHead title={t('notFound.title')} noIndex />
      <StatusPage
        kind="notFound"
        code="404"
        title={t('notFound.title')}
        description={t('notFound.description')}
        actions={
          <Button as={LocaleLink} to="/">
            {t('backHome')}
          </Button>
        }
      />
    </Container>
  );
}
