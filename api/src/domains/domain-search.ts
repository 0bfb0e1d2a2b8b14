import { DOMAIN_MESSAGES, LIMITS, formatMessage, keywordOf, type DomainSearchResponse, type domainSearchQuerySchema } from '@storefront/contracts';
import type { z } from 'zod';
import type { TldRow, UserRow } from '../db/database';
import { AppError, invalidField } from '../errors';
import type { DomainDeps } from './domain-deps';
import { checkNames, type SessionName } from './domain-results';

export const SUGGESTIONS_PER_PAGE = 8;

type SearchQuery = z.output<typeof domainSearchQuerySchema>;

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** The session's TLDs: the typed name's first, then the given ones; the most popular when none were given. */
async function sessionTlds(deps: DomainDeps, typedTld: string | null, given: string[]): Promise<TldRow[]> {
  const catalogue = await deps.tldCatalogue.all();
  const byName = new Map(catalogue.map((row) => [row.tld, row]));
  if (typedTld !== null && !byName.has(typedTld)) throw new AppError('UNSUPPORTED_TLD');
  for (const tld of given) if (!byName.has(tld)) throw new AppError('UNSUPPORTED_TLD');
  if (given.length === 0) {
    const popular = catalogue.slice(0, LIMITS.domainSearchTlds).map((row) => row.tld);
    return unique([...(typedTld ? [typedTld] : []), ...popular])
      .slice(0, LIMITS.domainSearchTlds)
      .map((tld) => byName.get(tld)!);
  }
  const names = unique([...(typedTld ? [typedTld] : []), ...given]);
  if (names.length > LIMITS.domainSearchTlds) throw invalidField('tlds', formatMessage(DOMAIN_MESSAGES.tldLimit, { max: LIMITS.domainSearchTlds }));
  return names.map((tld) => byName.get(tld)!);
}

/**
 * GET /api/domains/search-iu: the typed term (keyword or full name) and the session's other keywords under
 * the session's TLDs, the exact name apart, and a page of suggestions (the first keyword under other TLDs).
 */
export async function searchDomains(deps: DomainDeps, query: SearchQuery, user: UserRow | null): Promise<DomainSearchResponse> {
  const term = query.domain;
  const dot = term.indexOf('.');
  const typedTld = dot > 0 ? term.slice(dot + 1) : null;
  const keywords = unique([keywordOf(term), ...query.keywords]);
  if (keywords.length > LIMITS.domainSearchKeywords) {
    throw invalidField('keywords', formatMessage(DOMAIN_MESSAGES.keywordLimit, { max: LIMITS.domainSearchKeywords }));
  }
  const tlds = await sessionTlds(deps, typedTld, query.tlds);
  const sessionNames: SessionName[] = keywords.flatMap((keyword) => tlds.map((tld) => ({ domain: `${keyword}.${tld.tld}`, keyword, tld })));

  const inSession = new Set(tlds.map((tld) => tld.tld));
  const others = (await deps.tldCatalogue.all()).filter((row) => !inSession.has(row.tld));
  const start = (query.page - 1) * SUGGESTIONS_PER_PAGE;
  const suggestionNames: SessionName[] = others
    .slice(start, start + SUGGESTIONS_PER_PAGE)
    .map((tld) => ({ domain: `${keywords[0]}.${tld.tld}`, keyword: keywords[0]!, tld }));

  const checked = await checkNames(deps, [...sessionNames, ...suggestionNames], user);
  const session = checked.slice(0, sessionNames.length);
  const exact = typedTld ? (session.find((result) => result.domain === term) ?? null) : null;
  return {
    query: term,
    keywords,
    tlds: tlds.map((tld) => tld.tld),
    exact,
    results: session.filter((result) => result !== exact),
    suggestions: checked.slice(sessionNames.length),
    page: query.page,
    hasMore: start + SUGGESTIONS_PER_PAGE < others.length,
  };
}
