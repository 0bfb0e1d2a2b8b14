import { platformApi } from '@storefront/platform/query';
import type { WhoisRecord } from '@storefront/contracts';

/** GET /api/domains/whois?domain= */
export const whoisApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    domainWhois: build.query<WhoisRecord, string>({
      query: (domain) => ({ url: '/domains/whois', params: { domain } }),
    }),
  }),
});

export const { useDomainWhoisQuery } = whoisApi;
