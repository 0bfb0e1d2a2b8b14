import { useMemo } from 'react';
import styled from 'styled-components';
import { translateMessage, useNavigate, useSearchParams, useTranslation } from '@storefront/platform';
import { Alert, Container, EmptyState, ErrorState, Heading, Section, Skeleton, Stack } from '@storefront/ui';
import { SearchBoxForm as SearchBox } from '../features/search/components/SearchBoxForm';
import { DomainChoicesProvider } from '../features/search/components/domain-choices';
import { ResultList } from '../features/search/components/ResultList';
import { SearchResults } from '../features/search/components/SearchResults';
import { SessionBar } from '../features/search/components/SessionBar';
import { parseSession, parseView, sessionSearch, sessionText, unsupportedProblem, type SearchSession, type SessionView } from '../features/search/search-session';
import { searchArgs, type SearchDomainsArgs } from '../features/search/search-args';
import { useListOwnedDomainsQuery, useListTldsQuery, useSearchDomainsQuery } from '../shared/domains-api';
import { useErrorText } from '../shared/error-text';
import { useViewer } from '../shared/use-viewer';
import { DOMAINS_NS } from '../i18n/register';

const Top = styled.div`
  padding: 24px 0 28px;
  background: ${({ theme }) => theme.seasonal.heroGradient};
`;

/**
 * /domain/search — the search session lives in the URL (?domain=&keywords=&tlds=, filters and pages too):
 * the typed name on top, the session's results with the filter panel, add all, and suggestions.
 * No footer (the shell's layout); the scroll position is kept on back/forward.
 */
export function DomainSearchPage() {
  const { t } = useTranslation(DOMAINS_NS);
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signedIn } = useViewer();
  const { session, problem: urlProblem } = useMemo(() => parseSession(params), [params]);
  const view = useMemo(() => parseView(params), [params]);
  const catalogue = useListTldsQuery({ query: {} });
  const supported = useMemo(() => (catalogue.data ? new Set(catalogue.data.map((tld) => tld.tld)) : null), [catalogue.data]);
  const problem = urlProblem ?? unsupportedProblem(session, supported);
  const args: SearchDomainsArgs = { domain: session.domain, keywords: session.keywords, tlds: session.tlds };
  // A full name or chosen TLDs are checked against the catalogue first (unless it cannot be read: the api checks).
  const waitForCatalogue = (session.domain.includes('.') || session.tlds.length > 0) && !catalogue.data && !catalogue.isError;
  const search = useSearchDomainsQuery(searchArgs(args), { skip: !session.domain || Boolean(problem) || waitForCatalogue });
  // The same arguments as the account's domains page: both read one cached answer.
  const ownedList = useListOwnedDomainsQuery({ query: { limit: 100 } }, { skip: !signedIn || !session.domain });
  const owned = useMemo(() => (ownedList.data ? Object.fromEntries(ownedList.data.map((name) => [name.domain, name])) : undefined), [ownedList.data]);
  // Only the answer for this session (a new session shows its loading state, not the previous results).
  const data = search.currentData;
  const query = sessionText(session) || (problem && 'term' in problem ? problem.term : '');

  // The query string as written (readable commas), not re-encoded by URLSearchParams.
  const changeSession = (next: SearchSession) => void navigate({ search: `?${sessionSearch(next)}` });
  const changeView = (change: Partial<SessionView>) => void navigate({ search: `?${sessionSearch(session, { ...view, ...change })}` }, { replace: true });

  return (
    <>
      <Top>
        <Container>
          <SearchBox key={params.toString()} initialValue={sessionText(session)} tld={session.tldHint} tlds={session.tlds} compact />
        </Container>
      </Top>
      <Section spacing="sm">
        <Container>
          {!session.domain && !problem && (
            <EmptyState
              headingLevel={2}
              title={session.tldHint ? t('search.startWithTld', { tld: `.${session.tldHint}` }) : t('search.start')}
              description={t('search.startDescription')}
            />
          )}
          {(session.domain || problem) && (
            <Stack gap={20}>
              <Heading level={1} size="section" style={{ overflowWrap: 'anywhere' }}>
                {t('search.title', { query })}
              </Heading>
              {problem && (
                <Alert tone="danger" title={t('search.problemTitle')}>
                  {translateMessage(t, problem.message)}
                </Alert>
              )}
              {!problem && (
                <DomainChoicesProvider owned={owned}>
                  <Stack gap={24}>
                    {search.isError && !data && (
                      <ErrorState title={errorText(search.error, t('errors.searchTitle'))} description={t('errors.searchDescription')} retryLabel={t('errors.retry')} onRetry={() => void search.refetch()} />
                    )}
                    {!data && !search.isError && (
                      <Stack gap={12} aria-busy="true" aria-label={t('search.loading')}>
                        <Skeleton height={112} />
                        <Skeleton height={96} />
                        <Skeleton height={76} />
                        <Skeleton height={76} />
                      </Stack>
                    )}
                    {data?.exact && <ResultList results={[data.exact]} label={t('search.exactLabel')} exact />}
                    {/* The chips stay while a changed session loads: the visitor keeps their place. */}
                    <SessionBar session={session} searchedTlds={data?.tlds ?? search.data?.tlds ?? []} catalogue={catalogue.data ?? []} onChange={changeSession} />
                    {data && <SearchResults args={args} data={data} view={view} onViewChange={changeView} />}
                  </Stack>
                </DomainChoicesProvider>
              )}
            </Stack>
          )}
        </Container>
      </Section>
    </>
  );
}
