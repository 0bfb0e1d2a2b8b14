import { platformApi } from '@storefront/platform/query';
import type { TransferCheck } from '@storefront/contracts';

/** GET /api/domains/transfer/check?domain= and POST /api/domains/transfer/verify-code {domain, authCode}. */
export const transferApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    checkTransfer: build.query<TransferCheck, { domain: string; viewer: string }>({
      query: ({ domain }) => ({ url: '/domains/transfer/check', params: { domain } }),
    }),
    verifyTransferCode: build.mutation<{ domain: string; valid: true }, { domain: string; authCode: string }>({
      query: (body) => ({ url: '/domains/transfer/verify-code', method: 'POST', data: body }),
    }),
  }),
});

export const { useLazyCheckTransferQuery, useCheckTransferQuery, useVerifyTransferCodeMutation } = transferApi;
