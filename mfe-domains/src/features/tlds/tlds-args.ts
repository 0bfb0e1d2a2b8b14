import type { ArgsOf, domainsEndpoints, TldKind, TldRegion } from '@storefront/contracts';

export type RegionFilter = TldRegion | 'all';

export interface TldsArgs {
  kind?: TldKind;
  region?: RegionFilter;
  /** With a term (1–10 years), each TLD carries the server's register, renew and transfer totals. */
  years?: number;
}

/** GET /api/domains/tlds's arguments: every region is the default, left out of the query. */
export const tldsArgs = ({ kind, region, years }: TldsArgs): ArgsOf<typeof domainsEndpoints.listTlds> => ({
  query: { kind, region: region === 'all' ? undefined : region, years },
});
