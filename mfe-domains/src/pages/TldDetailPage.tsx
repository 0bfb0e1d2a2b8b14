import styled from 'styled-components';
import { formatUsd, normaliseTld } from '@storefront/contracts';
import { LocaleLink, useLocale, useParams, useResponseStatus, useTranslation } from '@storefront/platform';
import { Badge, Breadcrumbs, Button, Card, Container, ErrorState, Grid, Heading, IconList, PriceTable, Section, Skeleton, Stack, StatusPage, Text, media } from '@storefront/ui';
import { SearchBoxForm as SearchBox } from '../features/search/components/SearchBoxForm';
import { useTldWordsInLocale } from '../shared/domains-api';
import { useTldRead } from '../shared/use-tld-read';
import { statusOf, useErrorText } from '../shared/error-text';
import { DOMAINS_NS } from '../i18n/register';

const Hero = styled.section`
  padding: 28px 0 36px;
  background: ${({ theme }) => theme.seasonal.heroGradient};
  color: #fff;
  ${media.md} {
    padding: 44px 0 52px;
  }
  h1 {
    color: #fff;
    overflow-wrap: anywhere;
  }
  nav,
  nav a,
  nav li:last-child {
    color: rgba(255, 255, 255, 0.88);
  }
`;

const Lead = styled.p`
  max-width: 720px;
  margin: 0;
  font-size: 18px;
  color: rgba(255, 255, 255, 0.92);
`;

/** Spec §2: an unknown page shows the 404 page 'This page could not be found', with the way back home. */
function NotFound() {
  const { t } = useTranslation(DOMAINS_NS);
  useResponseStatus(404);
  return (
    <Container>
      <StatusPage
        kind="notFound"
        code="404"
        title={t('notFound.title')}
        description={t('notFound.description')}
        actions={
          <>
            <Button as={LocaleLink} to="/">
              {t('notFound.home')}
            </Button>
            <Button as={LocaleLink} to="/domain/pricing" variant="secondary">
              {t('notFound.pricing')}
            </Button>
          </>
        }
      />
    </Container>
  );
}

/** /domain/tld/{tld} — one TLD: what it is for, its requirements, tags, prices for 1–10 years, a search with it, redemption. */
export function TldDetailPage() {
  const { t } = useTranslation(DOMAINS_NS);
  const { locale } = useLocale();
  const errorText = useErrorText();
  const tld = normaliseTld(useParams().tld ?? '');
  useTldWordsInLocale();
  const { data, error, isError, isLoading, refetch, refused } = useTldRead(tld);

  if (!tld || refused || statusOf(error) === 404) return <NotFound />;

  const name = `.${tld}`;
  const money = (cents: number) => formatUsd(cents, locale);

  return (
    <>
      <Hero>
        <Container>
          <Stack gap={14}>
            <Breadcrumbs label={t('breadcrumbs')}>
              <LocaleLink to="/domain">{t('landing.crumb')}</LocaleLink>
              <LocaleLink to="/domain/pricing">{t('pricing.title')}</LocaleLink>
              <span>{name}</span>
            </Breadcrumbs>
            <Heading level={1}>{data?.content.title || t('tld.title', { tld: name })}</Heading>
            {data ? <Lead>{data.content.summary}</Lead> : isLoading ? <Skeleton width="60%" height={20} /> : null}
            {data && data.tags.length > 0 && (
              <Stack direction="row" gap={6} wrap>
                {data.tags.map((tag) => (
                  <Badge key={tag} tone={tag} variant="solid">
                    {t(`tags.${tag}`)}
                  </Badge>
                ))}
                {data.region && <Badge tone="info">{t(`tlds.regions.${data.region}`)}</Badge>}
              </Stack>
            )}
            <div style={{ maxWidth: 760, marginTop: 8 }}>
              <SearchBox tld={tld} compact />
            </div>
          </Stack>
        </Container>
      </Hero>
      <Section spacing="sm">
        <Container>
          {isError && <ErrorState title={errorText(error, t('errors.loadTitle'))} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
          {isLoading && (
            <Grid min={300} gap={20} fit aria-busy="true">
              <Skeleton height={280} />
              <Skeleton height={280} />
            </Grid>
          )}
          {data && (
            <Grid min={320} gap={24} fit>
              <Card padding="lg">
                <Stack gap={20}>
                  {data.content.uses.length > 0 && (
                    <Stack gap={10}>
                      <Heading level={3} as="h2">
                        {t('tld.uses', { tld: name })}
                      </Heading>
                      <IconList items={data.content.uses} />
                    </Stack>
                  )}
                  <Stack gap={8}>
                    <Heading level={3} as="h2">
                      {t('tld.requirements')}
                    </Heading>
                    <Text>{data.content.requirements || t('tld.noRequirements')}</Text>
                  </Stack>
                  <Stack gap={8}>
                    <Heading level={3} as="h2">
                      {t('tld.redemption')}
                    </Heading>
                    <Text>{t('tld.redemptionText', { count: data.redemptionLeadDays, price: money(data.redemptionPrice) })}</Text>
                  </Stack>
                  <Stack gap={8}>
                    <Heading level={3} as="h2">
                      {t('tld.transferTitle')}
                    </Heading>
                    <Text>{t('tld.transferText', { tld: name, price: money(data.transferPrice) })}</Text>
                    <div>
                      <Button as={LocaleLink} to="/domain/transfer" variant="secondary" size="sm">
                        {t('tld.transferLink')}
                      </Button>
                    </div>
                  </Stack>
                </Stack>
              </Card>
              <Card padding="lg">
                <Stack gap={12}>
                  <Heading level={3} as="h2">
                    {t('tld.prices', { tld: name })}
                  </Heading>
                  <PriceTable>
                    <caption>{t('tld.pricesCaption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('tld.term')}</th>
                        <th scope="col">{t('pricing.register')}</th>
                        <th scope="col">{t('pricing.renew')}</th>
                        <th scope="col">{t('pricing.transfer')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.prices.map((price) => (
                        <tr key={price.years}>
                          <th scope="row">{t('result.years', { count: price.years })}</th>
                          <td>{money(price.register)}</td>
                          <td>{money(price.renew)}</td>
                          <td>{money(price.transfer)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </PriceTable>
                </Stack>
              </Card>
            </Grid>
          )}
        </Container>
      </Section>
    </>
  );
}
