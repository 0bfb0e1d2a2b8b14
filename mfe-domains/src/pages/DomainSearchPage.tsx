import styled from 'styled-components';
import { Container, EmptyState, ErrorState, Heading, Section, Skeleton, Stack, Text } from '@storefront/ui';
import SearchBox from '../widgets/SearchBox';
import { useSearchDomainsQuery } from '../features/search/api/search-domains';
import { DomainResultRow } from '../features/search/components/DomainResultRow';
import { validateSearchInput } from '../features/search/validate-search-input';
import { useSearchParams, useTranslation } from '@storefront/platform';

const Results = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Top = styled.div`
  padding: 32px 0;
  background: ${({ theme }) => theme.seasonal.heroGradient};
`;

/** /domain/search?domain=: the searched name first, then the same name across popular TLDs. */
export function DomainSearchPage() {
  const { t } = useTranslation('domains');
  const [params] = useSearchParams();
  const raw = params.get('domain') ?? '';
  const tld = params.get('tld');
  const input = validateSearchInput(raw);
  const query = input.ok ? input.value : '';
  const { data, isFetching, isError, error, refetch } = useSearchDomainsQuery(query, { skip: !query });
  const apiMessage = (error as { message?: string } | undefined)?.message;

  return (
    <>
      <Top>
        <Container>
          <SearchBox key={raw} initialValue={raw || (tld ? `.${tld}` : '')} />
        </Container>
      </Top>
      <Section>
        <Container>
          {!query && (
            <EmptyState
              title={tld ? t('search.startWithTld', { tld: `.${tld}` }) : t('search.start')}
              description={raw && !input.ok ? t(`validation.${input.error}`) : t('search.startDescription')}
            />
          )}
          {query && isFetching && (
            <Stack gap={12} aria-busy="true">
              <Skeleton height={96} />
              <Skeleton height={64} />
              <Skeleton height={64} />
            </Stack>
          )}
          {query && !isFetching && isError && (
            <ErrorState title={apiMessage ?? t('errors.searchTitle')} description={t('errors.searchDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />
          )}
          {query && !isFetching && data && (
            <Stack gap={20}>
              <Heading level={1}>{t('search.title', { query: data.query })}</Heading>
              {data.exact && (
                <Results aria-label={t('search.exactLabel')}>
                  <DomainResultRow result={data.exact} exact />
                </Results>
              )}
              <Stack gap={8}>
                <Heading level={2}>{t('search.more')}</Heading>
                <Text variant="muted">{t('search.moreDescription')}</Text>
              </Stack>
              <Results aria-label={t('search.resultsLabel')}>
                {data.results.map((result) => (
                  <DomainResultRow key={result.domain} result={result} />
                ))}
              </Results>
            </Stack>
          )}
        </Container>
      </Section>
    </>
  );
}
