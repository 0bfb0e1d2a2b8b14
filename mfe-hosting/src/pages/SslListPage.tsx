import { SSL_TYPES, SSL_VALIDATION_LEVELS } from '@storefront/contracts';
import { LocaleLink, useSearchParams, useTranslation } from '@storefront/platform';
import { Button, Container, EmptyState, ErrorState, Grid, PageHeader, Section, Skeleton, Stack, Text } from '@storefront/ui';
import { PageQuestions } from '../features/plans/components/PageQuestions';
import { SslCard } from '../features/ssl/components/SslCard';
import { PillLinks } from '../shared/PillLinks';
import { comparePath, matchesSslFilters, parseSslFilters, withQuery } from '../features/ssl/ssl-filters';
import { useListSslCertificatesQuery } from '../shared/catalogue-api';
import { HOSTING_NS } from '../i18n/register';

/** /ssl — the 13 certificates from the api, filtered by type and validation level in the URL (?type=, ?validation=). */
export function SslListPage() {
  const { t } = useTranslation(HOSTING_NS);
  const [params] = useSearchParams();
  const filters = parseSslFilters(params);
  const { data, isLoading, isError, refetch } = useListSslCertificatesQuery();
  const shown = data?.filter((certificate) => matchesSslFilters(certificate, filters)) ?? [];

  const typeLinks = [null, ...SSL_TYPES].map((type) => ({
    label: type ? t(`ssl.types.${type}`) : t('ssl.filters.allTypes'),
    to: withQuery('/ssl', { type, validation: filters.validation }),
    current: filters.type === type,
  }));
  const levelLinks = [null, ...SSL_VALIDATION_LEVELS].map((validation) => ({
    label: validation ? t(`ssl.levels.${validation}`) : t('ssl.filters.allLevels'),
    to: withQuery('/ssl', { type: filters.type, validation }),
    current: filters.validation === validation,
  }));
  const filtered = filters.type !== null || filters.validation !== null;

  return (
    <>
      <Container>
        <PageHeader title={t('pages.ssl.title')} subtitle={t('pages.ssl.subtitle')} />
      </Container>
      <Section spacing="sm">
        <Container>
          <Stack gap={20}>
            <Stack gap={16}>
              <PillLinks label={t('ssl.filters.type')} links={typeLinks} filter />
              <PillLinks label={t('ssl.filters.level')} links={levelLinks} filter />
            </Stack>
            {isLoading && (
              <Grid min={260} gap={20} aria-busy="true">
                {Array.from({ length: 3 }, (_, index) => (
                  <Skeleton key={index} height={420} />
                ))}
              </Grid>
            )}
            {isError && <ErrorState title={t('errors.loadTitle')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
            {data && (
              <Stack direction="row" gap={12} align="center" justify="between" wrap>
                <Text variant="muted" role="status">
                  {t('ssl.count', { count: shown.length })}
                </Text>
                {shown.length > 1 && (
                  <Button as={LocaleLink} to={filtered ? comparePath(shown.map((certificate) => certificate.key)) : '/ssl/compare'} variant="secondary" size="sm">
                    {filtered ? t('ssl.compareShown', { count: shown.length }) : t('ssl.compareAll')}
                  </Button>
                )}
              </Stack>
            )}
            {data && shown.length === 0 && (
              <EmptyState
                title={t('ssl.empty.title')}
                description={t('ssl.empty.description')}
                action={
                  <Button as={LocaleLink} to="/ssl">
                    {t('ssl.empty.reset')}
                  </Button>
                }
              />
            )}
            {shown.length > 0 && (
              <Grid as="ul" min={260} gap={20} aria-label={t('ssl.listLabel')}>
                {shown.map((certificate) => (
                  <li key={certificate.key}>
                    <SslCard certificate={certificate} />
                  </li>
                ))}
              </Grid>
            )}
          </Stack>
        </Container>
      </Section>
      <PageQuestions page="ssl" />
    </>
  );
}
