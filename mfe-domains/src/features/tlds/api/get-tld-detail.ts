import { platformApi } from '@storefront/platform/query';
import type { Locale, TldDetail } from '@storefront/contracts';

/** GET /api/tlds/{tld} — prices for 1–10 years and the words about it (in the request's locale). 404 when unknown. */
export const tldDetailApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getTldDetail: build.query<TldDetail, { tld: string; locale: Locale }>({
      query: ({ tld }) => ({ url: `/tlds/${encodeURIComponent(tld)}` }),
      providesTags: ['Tld'],
    }),
  }),
});

export const { useGetTldDetailQuery } = tldDetailApi;
