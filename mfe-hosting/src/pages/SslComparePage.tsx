import { LocaleLink, useSearchParams, useTranslation } from '@storefront/platform';
import { Breadcrumbs, Container, ErrorState, PageHeader, Section, Skeleton, Stack } from '@storefront/ui';
import { SslCompareChooser } from '../features/ssl/components/SslCompareChooser';
import { SslCompareTable } from '../features/ssl/components/SslCompareTable';
import { parseCompareKeys } from '../features/ssl/ssl-filters';
import { useListSslCertificatesQuery } from '../shared/catalogue-api';
import { HOSTING_NS } from '../i18n/register';

/** /ssl/compare — the certificates side by side: all of them, or those of ?keys= (in the order given). */
export function SslComparePage() {
  const { t } = useTranslation(HOSTING_NS);
  const [params] = useSearchParams();
  const keys = parseCompareKeys(params);
  const { data, isLoading, isError, refetch } = useListSslCertificatesQuery();
  const chosen = keys.length && data ? keys.flatMap((key) => data.filter((certificate) => certificate.key === key)) : (data ?? []);

  return (
    <>
      <Container>
        <PageHeader
          title={t('ssl.compare.title')}
          subtitle={t('ssl.compare.subtitle')}
          breadcrumbs={
            <Breadcrumbs label={t('ssl.breadcrumbs')}>
              <LocaleLink to="/ssl">{t('pages.ssl.title')}</LocaleLink>
              <span>{t('ssl.compare.title')}</span>
            </Breadcrumbs>
          }
        />
      </Container>
      <Section spacing="sm">
        <Container>
          <Stack gap={20}>
            {isLoading && (
              <div aria-busy="true">
                <Skeleton height={480} />
              </div>
            )}
            {isError && <ErrorState title={t('errors.loadTitle')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
            {data && <SslCompareChooser certificates={data} chosen={keys} />}
            {chosen.length > 0 && <SslCompareTable certificates={chosen} />}
          </Stack>
        </Container>
      </Section>
    </>
  );
}
