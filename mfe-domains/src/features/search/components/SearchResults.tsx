import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { DomainSearchResponse } from '@storefront/contracts';
import { useKeepScrollPosition, useTranslation } from '@storefront/platform';
import { Button, EmptyState, ErrorState, Heading, Pagination, Skeleton, Stack, Text, media } from '@storefront/ui';
import { useFilterDomainSearchQuery } from '../../../shared/domains-api';
import { superFilterArgs, type SearchDomainsArgs } from '../search-args';
import { addAllCandidates, type AddAllItem } from '../add-all/add-all';
import type { SessionView } from '../search-session';
import { useCartDomains } from '../../cart';
import { useErrorText } from '../../../shared/error-text';
import { AddAllDialog } from './AddAllDialog';
import { useDomainChoices } from './domain-choices';
import { FilterPanel } from './FilterPanel';
import { ResultList } from './ResultList';
import { Suggestions } from './Suggestions';
import { DOMAINS_NS } from '../../../i18n/register';

const Layout = styled.div`
  display: grid;
  gap: 20px;
  ${media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
    gap: 28px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

export interface SearchResultsProps {
  args: SearchDomainsArgs;
  data: DomainSearchResponse;
  view: SessionView;
  onViewChange: (change: Partial<SessionView>) => void;
}

/**
 * The session's results (keywords × TLDs) through super-filter — filter panel with counts, a page at a time —
 * "Add all to cart", and the suggestions. The exact name is shown above, by the page.
 */
export function SearchResults({ args, data, view, onViewChange }: SearchResultsProps) {
  const { t } = useTranslation(DOMAINS_NS);
  const errorText = useErrorText();
  const inCart = useCartDomains();
  const { years } = useDomainChoices();
  const [adding, setAdding] = useState<readonly AddAllItem[] | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const filtered = view.filterKeywords.length + view.filterTlds.length + view.statuses.length > 0;

  const filter = useFilterDomainSearchQuery(
    superFilterArgs({
      domains: data.exact ? [data.exact.domain] : [],
      keywords: data.keywords,
      tlds: data.tlds,
      keyword: view.filterKeywords,
      tld: view.filterTlds,
      status: view.statuses,
      page: view.page,
    }),
  );
  const exactName = data.exact?.domain;
  const fresh = filter.data && !filter.isFetching ? filter.data : undefined;
  // Until the filtered page arrives, the unfiltered first page from the search itself is shown.
  const shown = fresh ? fresh.results.filter((result) => result.domain !== exactName) : !filtered && view.page === 1 ? data.results.slice(0, 10) : null;
  const pageCount = fresh?.pageCount ?? filter.data?.pageCount ?? 1;

  const candidates = useMemo(
    () =>
      addAllCandidates([...(data.exact ? [data.exact] : []), ...data.results], {
        inCart,
        years,
        filters: { keywords: view.filterKeywords, tlds: view.filterTlds, statuses: view.statuses },
      }),
    [data, inCart, years, view.filterKeywords, view.filterTlds, view.statuses],
  );

  useKeepScrollPosition('domain-search', Boolean(fresh) || filter.isError);

  return (
    <Stack gap={32}>
      <Layout>
        <FilterPanel facets={filter.data?.facets} view={view} onChange={onViewChange} />
        <Stack gap={16}>
          <Head ref={top}>
            <Stack gap={2}>
              <Heading level={3} as="h2">
                {t('results.title')}
              </Heading>
              <Text variant="muted" id="add-all-description">
                {candidates.length > 0 ? t('results.addAllHint', { count: candidates.length }) : t('results.addAllNone')}
              </Text>
            </Stack>
            <Button onClick={() => setAdding(candidates)} disabled={candidates.length === 0} aria-describedby="add-all-description">
              {t('results.addAll')}
            </Button>
          </Head>
          {filter.isError && !shown && (
            <ErrorState compact title={errorText(filter.error)} description={t('errors.searchDescription')} retryLabel={t('errors.retry')} onRetry={() => void filter.refetch()} />
          )}
          {!shown && !filter.isError && (
            <Stack gap={12} aria-busy="true">
              <Skeleton height={76} />
              <Skeleton height={76} />
              <Skeleton height={76} />
            </Stack>
          )}
          {shown && shown.length === 0 && (
            <EmptyState
              compact
              headingLevel={3}
              title={filtered ? t('results.emptyFiltered') : t('results.empty')}
              action={
                filtered ? (
                  <Button variant="secondary" onClick={() => onViewChange({ filterKeywords: [], filterTlds: [], statuses: [], page: 1 })}>
                    {t('filters.clear')}
                  </Button>
                ) : undefined
              }
            />
          )}
          {shown && shown.length > 0 && <ResultList results={shown} label={t('results.listLabel')} />}
          <Pagination
            page={view.page}
            pageCount={pageCount}
            onChange={(page) => {
              onViewChange({ page });
              top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
            }}
            label={t('results.pagination')}
            pageLabel={(page) => t('results.page', { page })}
            previousLabel={t('results.previous')}
            nextLabel={t('results.next')}
          />
        </Stack>
      </Layout>
      <Suggestions args={args} first={data} pages={view.suggestionPages} onPagesChange={(suggestionPages) => onViewChange({ suggestionPages })} />
      {adding && <AddAllDialog items={adding} onClose={() => setAdding(null)} />}
    </Stack>
  );
}
