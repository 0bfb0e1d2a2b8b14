import { useMemo } from 'react';
import styled from 'styled-components';
import { LIMITS, TLD_REGIONS, type TldKind } from '@storefront/contracts';
import { LocaleLink, useKeepScrollPosition, useSearchParams, useTranslation } from '@storefront/platform';
import { Breadcrumbs, Container, EmptyState, ErrorState, PageHeader, Section, SegmentedControl, Select, Skeleton, Stack, Text, TextField, media } from '@storefront/ui';
import { tldsArgs, type RegionFilter as Region } from '../features/tlds/tlds-args';
import { useListTldsQuery } from '../shared/domains-api';
import { DomainListsNav } from '../features/tlds/components/DomainListsNav';
import { PricingTable } from '../features/tlds/components/PricingTable';
import { RegionFilter } from '../features/tlds/components/RegionFilter';
import { PRICING_SORTS, parseYears, pricingRows } from '../features/tlds/pricing-table';
import { DOMAINS_NS } from '../i18n/register';

const Controls = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  > :last-child {
    grid-column: 1 / -1;
  }
  ${media.md} {
    > :last-child {
      grid-column: auto;
    }
    grid-template-columns: 160px 200px minmax(0, 1fr);
    align-items: end;
  }
`;

type KindFilter = TldKind | 'all';
const KINDS: KindFilter[] = ['all', 'generic', 'country'];

const oneOf = <T extends string>(list: readonly T[], raw: string | null, fallback: T): T => (raw && (list as readonly string[]).includes(raw) ? (raw as T) : fallback);

/**
 * /domain/pricing — every TLD with the server's register, renew and transfer totals for a term of 1–10 years;
 * kind, region and TLD text filters (all in the URL); keeps its scroll position; stacked rows on phones.
 */
export function PricingPage() {
  const { t } = useTranslation(DOMAINS_NS);
  const [params, setParams] = useSearchParams();
  const years = parseYears(params.get('years'), LIMITS.priceSearchYears);
  const kind = oneOf(KINDS, params.get('kind'), 'all');
  const region = kind === 'country' ? oneOf<Region>(['all', ...TLD_REGIONS], params.get('region'), 'all') : 'all';
  const sort = oneOf(PRICING_SORTS, params.get('sort'), 'name');
  const text = params.get('q') ?? '';
  const { data, isFetching, isError, refetch } = useListTldsQuery(tldsArgs({ kind: kind === 'all' ? undefined : kind, region, years }));
  const rows = useMemo(() => (data ? pricingRows(data, { years, text, sort }) : []), [data, years, text, sort]);

  useKeepScrollPosition('domain-pricing', Boolean(data) && !isFetching);

  const change = (key: string, value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value === fallback || value === '') next.delete(key);
    else next.set(key, value);
    if (key === 'kind' && value !== 'country') next.delete('region');
    setParams(next, { replace: true });
  };

  return (
    <Container>
      <PageHeader
        title={t('pricing.title')}
        subtitle={t('pricing.subtitle')}
        breadcrumbs={
          <Breadcrumbs label={t('breadcrumbs')}>
            <LocaleLink to="/domain">{t('landing.crumb')}</LocaleLink>
            <span>{t('pricing.title')}</span>
          </Breadcrumbs>
        }
      />
      <Section spacing="sm">
        <Stack gap={20}>
          <DomainListsNav current="pricing" />
          <Controls>
            <Select
              label={t('pricing.years')}
              value={String(years)}
              onChange={(event) => change('years', event.target.value, '1')}
              options={Array.from({ length: LIMITS.priceSearchYears }, (_, index) => ({ value: String(index + 1), label: t('result.years', { count: index + 1 }) }))}
            />
            <Select
              label={t('pricing.sort')}
              value={sort}
              onChange={(event) => change('sort', event.target.value, 'name')}
              options={PRICING_SORTS.map((value) => ({ value, label: t(`pricing.sorts.${value}`) }))}
            />
            <TextField label={t('pricing.filter')} type="search" placeholder={t('pricing.filterPlaceholder')} value={text} onChange={(event) => change('q', event.target.value, '')} autoComplete="off" spellCheck={false} />
          </Controls>
          <Stack direction="row" gap={16} wrap align="center">
            <SegmentedControl label={t('pricing.kind')} value={kind} onChange={(value) => change('kind', value, 'all')} options={KINDS.map((value) => ({ value, label: t(`pricing.kinds.${value}`) }))} />
            {kind === 'country' && <RegionFilter value={region} onChange={(value) => change('region', value, 'all')} />}
          </Stack>
          {isError && <ErrorState title={t('errors.loadTitle')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
          {!data && !isError && (
            <Stack gap={8} aria-busy="true" aria-label={t('loading')}>
              {Array.from({ length: 8 }, (_, index) => (
                <Skeleton key={index} height={44} />
              ))}
            </Stack>
          )}
          {data && (
            <Text variant="muted" role="status">
              {t('pricing.count', { count: rows.length })}
            </Text>
          )}
          {data && rows.length === 0 && <EmptyState compact title={t('pricing.empty')} description={t('pricing.emptyDescription')} />}
          {data && rows.length > 0 && (
            <div aria-busy={isFetching || undefined} style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.15s' }}>
              <PricingTable rows={rows} years={years} />
            </div>
          )}
          <Text variant="caption">{t('pricing.note')}</Text>
        </Stack>
      </Section>
    </Container>
  );
}
