import { platformApi } from '@storefront/platform/query';
import type { RegisterInfo } from '@storefront/contracts';

/** GET /api/domains/register-info?domain=a.com,b.net&multi=1 — the server's total for each possible term. */
export const registerInfoApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    registerInfo: build.query<Record<string, RegisterInfo>, string[]>({
      query: (domains) => ({ url: '/domains/register-info', params: { domain: domains.join(','), multi: '1' } }),
      transformResponse: (response: { items: RegisterInfo[] }) => Object.fromEntries(response.items.map((item) => [item.domain, item])),
    }),
  }),
});

export const { useRegisterInfoQuery } = registerInfoApi;
