import { LocaleLink, useTranslation } from '@storefront/platform';
import { Badge, Breadcrumbs, Button, Card, Container, ErrorState, Grid, Heading, IconList, PageHeader, Section, Skeleton, Stack, Text, type IconName } from '@storefront/ui';
import { SslBuyForm } from '../features/ssl/components/SslBuyForm';
import { SslFacts } from '../features/ssl/components/SslFacts';
import { SslNotFound } from '../features/ssl/components/SslNotFound';
import { SslTermPrices } from '../features/ssl/components/SslTermPrices';
import { comparePath, withQuery } from '../features/ssl/ssl-filters';
import { statusOf, useSslKey } from '../features/ssl/ssl-key';
import { useSslWords } from '../features/ssl/ssl-words';
import { useGetSslCertificateQuery, useListSslCertificatesQuery } from '../shared/catalogue-api';
import { HOSTING_NS } from '../i18n/register';

function Part({ title, items, icon }: { title: string; items: readonly string[]; icon: IconName }) {
  return (
    <Card as="section">
      <Stack gap={14}>
        <Heading level={2} size="card">
          {title}
        </Heading>
        <IconList items={items} icon={icon} tone="brand" />
      </Stack>
    </Card>
  );
}

/** /ssl/{key} — one certificate: pricing by term and ordering it, facts, specs, requirements, paperwork, disclaimers. An unknown key is the 404 page. */
export function SslDetailPage() {
  const { t } = useTranslation(HOSTING_NS);
  const words = useSslWords();
  const key = useSslKey();
  const { data: certificate, error, isError, isLoading, refetch } = useGetSslCertificateQuery({ params: { key: key ?? '' } }, { skip: !key });
  // The certificates of the same type, for the comparison link (the list page's read: cached, and in the first HTML).
  const { data: all } = useListSslCertificatesQuery(undefined, { skip: !key });

  if (!key || statusOf(error) === 404) return <SslNotFound />;
  const sameType = certificate && all ? all.filter((other) => other.type === certificate.type).map((other) => other.key) : [];

  return (
    <>
      <Container>
        <PageHeader
          title={certificate?.name ?? t('pages.ssl.title')}
          subtitle={certificate?.content.summary}
          breadcrumbs={
            <Breadcrumbs label={t('ssl.breadcrumbs')}>
              <LocaleLink to="/ssl">{t('pages.ssl.title')}</LocaleLink>
              <span>{certificate?.name ?? key}</span>
            </Breadcrumbs>
          }
          actions={
            certificate && (
              <Stack direction="row" gap={6} wrap>
                <LocaleLink to={withQuery('/ssl', { type: certificate.type })}>
                  <Badge tone="info">{words.type(certificate)}</Badge>
                </LocaleLink>
                <LocaleLink to={withQuery('/ssl', { validation: certificate.validation })}>
                  <Badge tone="success">{words.level(certificate)}</Badge>
                </LocaleLink>
              </Stack>
            )
          }
        />
      </Container>
      <Section spacing="sm">
        <Container>
          {isLoading && (
            <Grid min={300} gap={20} aria-busy="true">
              <Skeleton height={320} />
              <Skeleton height={320} />
            </Grid>
          )}
          {isError && <ErrorState title={t('errors.loadTitle')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
          {certificate && (
            <Stack gap={24}>
              <Grid min={320} gap={24} fit>
                <Card as="section" aria-labelledby="ssl-pricing">
                  <Stack gap={16}>
                    <Heading level={2} size="card" id="ssl-pricing">
                      {t('ssl.detail.pricing')}
                    </Heading>
                    <SslTermPrices certificate={certificate} />
                    <SslBuyForm certificate={certificate} />
                  </Stack>
                </Card>
                <Card as="section" aria-labelledby="ssl-facts">
                  <Stack gap={16}>
                    <Heading level={2} size="card" id="ssl-facts">
                      {t('ssl.detail.facts')}
                    </Heading>
                    <SslFacts certificate={certificate} />
                    {sameType.length > 1 && (
                      <div>
                        <Button as={LocaleLink} to={comparePath(sameType)} variant="secondary" size="sm">
                          {t('ssl.detail.compareType', { type: words.type(certificate) })}
                        </Button>
                      </div>
                    )}
                  </Stack>
                </Card>
              </Grid>
              <Grid min={300} gap={24}>
                <Part title={t('ssl.detail.specs')} items={certificate.content.specs} icon="check" />
                <Part title={t('ssl.detail.requirements')} items={certificate.content.requirements} icon="shield" />
                <Part title={t('ssl.detail.paperwork')} items={certificate.content.paperwork} icon="edit" />
              </Grid>
              <Card as="section" variant="flat" aria-labelledby="ssl-disclaimers">
                <Stack gap={14}>
                  <Heading level={2} size="card" id="ssl-disclaimers">
                    {t('ssl.detail.disclaimers')}
                  </Heading>
                  <Text as="div" variant="muted">
                    <IconList items={certificate.content.disclaimers} icon="info" tone="brand" />
                  </Text>
                </Stack>
              </Card>
            </Stack>
          )}
        </Container>
      </Section>
    </>
  );
}
