import { DOMAIN_STATUSES, LIMITS, keywordOf, type DomainFacet, type SuperFilterResponse, type superFilterQuerySchema } from '@storefront/contracts';
import type { z } from 'zod';
import type { UserRow } from '../db/database';
import { AppError } from '../errors';
import type { DomainDeps } from './domain-deps';
import { checkNames, type SessionName } from './domain-results';

export const SUPER_FILTER_PER_PAGE = 10;

type SuperFilterQuery = z.output<typeof superFilterQuerySchema>;

function countBy(values: string[]): DomainFacet[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** The session's names: the typed full names, then every keyword under every TLD (the popular ones when none). */
async function sessionNames(deps: DomainDeps, query: SuperFilterQuery): Promise<SessionName[]> {
  const catalogue = await deps.tldCatalogue.all();
  const byName = new Map(catalogue.map((row) => [row.tld, row]));
  const names: SessionName[] = [];
  for (const domain of query.domains) {
    const tld = await deps.tldCatalogue.tldOf(domain);
    if (!tld) throw new AppError('UNSUPPORTED_TLD');
    names.push({ domain, keyword: keywordOf(domain), tld });
  }
  for (const tld of query.tlds) if (!byName.has(tld)) throw new AppError('UNSUPPORTED_TLD');
  const tlds = query.tlds.length > 0 ? query.tlds.map((tld) => byName.get(tld)!) : catalogue.slice(0, LIMITS.domainSearchTlds);
  for (const keyword of query.keywords) for (const tld of tlds) names.push({ domain: `${keyword}.${tld.tld}`, keyword, tld });
  const seen = new Set<string>();
  return names.filter((name) => !seen.has(name.domain) && Boolean(seen.add(name.domain)));
}

/**
 * GET /api/domains/super-filter: the whole session checked at once, filtered by keywords, TLDs and statuses,
 * a page of 10, and the counts per keyword, TLD and status over the whole session (for the filter chips).
 */
export async function superFilter(deps: DomainDeps, query: SuperFilterQuery, user: UserRow | null): Promise<SuperFilterResponse> {
  const results = await checkNames(deps, await sessionNames(deps, query), user);
  const keep = (filter: string[], value: string) => filter.length === 0 || filter.includes(value);
  const matching = results.filter((r) => keep(query.keyword, r.keyword) && keep(query.tld, r.tld) && keep(query.status, r.status));
  const start = (query.page - 1) * SUPER_FILTER_PER_PAGE;
  return {
    results: matching.slice(start, start + SUPER_FILTER_PER_PAGE),
    total: matching.length,
    page: query.page,
    pageCount: Math.ceil(matching.length / SUPER_FILTER_PER_PAGE),
    perPage: SUPER_FILTER_PER_PAGE,
    facets: {
      keywords: countBy(results.map((r) => r.keyword)),
      tlds: countBy(results.map((r) => r.tld)),
      statuses: DOMAIN_STATUSES.map((status) => ({ value: status, count: results.filter((r) => r.status === status).length })),
    },
  };
}
