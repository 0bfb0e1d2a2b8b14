import { LocaleLink, PageHead, useResponseStatus, useTranslation } from '@storefront/platform';
import { Button, Container, StatusPage } from '@storefront/ui';
import { HOSTING_NS } from '../../../i18n/register';

/** Spec §2: an unknown certificate is the 404 page 'This page could not be found' (HTTP 404 from the server too). */
export function SslNotFound() {
  const { t } = useTranslation(HOSTING_NS);
  useResponseStatus(404);
  return (
    <Container>
      <PageHead title={t('ssl.notFound.title')} noIndex />
      <StatusPage
        kind="notFound"
        code="404"
        title={t('ssl.notFound.title')}
        description={t('ssl.notFound.description')}
        actions={
          <>
            <Button as={LocaleLink} to="/ssl">
              {t('ssl.notFound.list')}
            </Button>
            <Button as={LocaleLink} to="/" variant="secondary">
              {t('ssl.notFound.home')}
            </Button>
          </>
        }
      />
    </Container>
  );
}
