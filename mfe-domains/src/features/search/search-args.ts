import type { ArgsOf, domainsEndpoints, DomainStatus } from '@storefront/contracts';

/** The search session a page of results belongs to: the typed term, the other keywords, the TLDs. */
export interface SearchDomainsArgs {
  domain: string;
  keywords: readonly string[];
  tlds: readonly string[];
}

/** The filter over a session's results: keywords, TLDs and statuses picked, and the page. */
export interface SuperFilterArgs {
  domains: readonly string[];
  keywords: readonly string[];
  tlds: readonly string[];
  keyword: readonly string[];
  tld: readonly string[];
  status: readonly DomainStatus[];
  page: number;
}

/** A list as the query string writes it ("a,b,c"), left out when empty. */
const list = (values: readonly string[]) => values.join(',') || undefined;
/** Page 1 is the default, left out of the query. */
const pageOf = (page: number) => (page > 1 ? page : undefined);

/** GET search-iu's arguments: one page of a session's suggestions (page 1 with the exact name and the session). */
export const searchArgs = ({ domain, keywords, tlds }: SearchDomainsArgs, page = 1): ArgsOf<typeof domainsEndpoints.searchDomains> => ({
  query: { domain, keywords: list(keywords), tlds: list(tlds), page: pageOf(page) },
});

/** GET super-filter's arguments. */
export const superFilterArgs = ({ domains, keywords, tlds, keyword, tld, status, page }: SuperFilterArgs): ArgsOf<typeof domainsEndpoints.filterDomainSearch> => ({
  query: { domains: list(domains), keywords: list(keywords), tlds: list(tlds), keyword: list(keyword), tld: list(tld), status: list(status), page: pageOf(page) },
});

/** GET register-info's arguments: the totals of several names in one call. */
export const registerInfoArgs = (domains: readonly string[]): ArgsOf<typeof domainsEndpoints.getRegisterInfo> => ({ query: { domain: domains.join(','), multi: '1' } });
