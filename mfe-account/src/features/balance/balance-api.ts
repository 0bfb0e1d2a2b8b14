import { platformApi } from '@storefront/platform/query';
import type { Ledger } from '@storefront/contracts';

/** How many of the latest balance movements the balance page lists. */
export const LEDGER_LIMIT = 50;

/** GET /api/user/balance/ledger and GET /api/user/promo-credit/total — cents. */
export const balanceApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getLedger: build.query<Ledger, void>({
      query: () => ({ url: '/user/balance/ledger', params: { limit: LEDGER_LIMIT } }),
      keepUnusedDataFor: 0,
    }),
    getPromoCreditTotal: build.query<number, void>({
      query: () => ({ url: '/user/promo-credit/total' }),
      transformResponse: (response: { total: number }) => response.total,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetLedgerQuery, useGetPromoCreditTotalQuery } = balanceApi;
