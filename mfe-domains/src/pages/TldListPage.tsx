import { TLD_REGIONS, type TldKind } from '@storefront/contracts';
import { LocaleLink, useSearchParams, useTranslation } from '@storefront/platform';
import { Breadcrumbs, Container, EmptyState, ErrorState, Grid, PageHeader, Section, Skeleton, Stack, Text } from '@storefront/ui';
import { tldsArgs, type RegionFilter as Region } from '../features/tlds/tlds-args';
import { useListTldsQuery } from '../shared/domains-api';
import { RegionFilter } from '../features/tlds/components/RegionFilter';
import { TldCard } from '../features/tlds/components/TldCard';
import { DomainListsNav } from '../features/tlds/components/DomainListsNav';
import { DOMAINS_NS } from '../i18n/register';

function parseRegion(value: string | null): Region {
  return value && (TLD_REGIONS as readonly string[]).includes(value) ? (value as Region) : 'all';
}

/** /domain/gtld and /domain/cctld: TLDs with their register price, filtered by region. */
export function TldListPage({ kind }: { kind: TldKind }) {
  const { t } = useTranslation(DOMAINS_NS);
  const [params, setParams] = useSearchParams();
  const region = parseRegion(params.get('region'));
  const { data, isLoading, isError, refetch } = useListTldsQuery(tldsArgs({ kind, region: kind === 'country' ? region : 'all' }));
  const titleKey = kind === 'generic' ? 'gtld' : 'cctld';

  const changeRegion = (next: Region) => {
    const updated = new URLSearchParams(params);
    if (next === 'all') updated.delete('region');
    else updated.set('region', next);
    setParams(updated, { replace: true });
  };

  return (
    <Container>
      <PageHeader
        title={t(`tlds.${titleKey}.title`)}
        subtitle={t(`tlds.${titleKey}.subtitle`)}
        breadcrumbs={
          <Breadcrumbs label={t('breadcrumbs')}>
            <LocaleLink to="/domain">{t('landing.crumb')}</LocaleLink>
            <span>{t(`tlds.${titleKey}.title`)}</span>
          </Breadcrumbs>
        }
      />
      <Section>
        <Stack gap={16}>
          <DomainListsNav current={kind} />
          {kind === 'country' && <RegionFilter value={region} onChange={changeRegion} />}
        </Stack>
        {isLoading && (
          <Grid as="ul" min={200} gap={16} style={{ marginTop: 24 }} aria-busy="true">
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index}>
                <Skeleton height={168} />
              </li>
            ))}
          </Grid>
        )}
        {isError && <ErrorState title={t('errors.loadTitle')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
        {data && data.length === 0 && <EmptyState title={t('tlds.empty.title')} description={t('tlds.empty.description')} />}
        {data && data.length > 0 && (
          <Text variant="muted" role="status" style={{ marginTop: 16 }}>
            {t('tlds.count', { count: data.length })}
          </Text>
        )}
        {data && data.length > 0 && (
          <Grid as="ul" min={200} gap={16} style={{ marginTop: 24 }} aria-label={t(`tlds.${titleKey}.listLabel`)}>
            {data.map((tld) => (
              <TldCard key={tld.tld} tld={tld} />
            ))}
          </Grid>
        )}
      </Section>
    </Container>
  );
}

export const GenericTldsPage = () => <TldListPage kind="generic" />;
export const CountryTldsPage = () => <TldListPage kind="country" />;
