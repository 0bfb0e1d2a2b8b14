import { eContractsEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The electronic contracts' generated hooks (cached under 'Contract'): the pending-contracts popup. The account
 * remote injects the same declarations, so a contract signed here makes its overview card, list and contract page
 * stale (and one signed there, this list) — no bus event.
 */
export const contractsApi = injectEndpointsOf(eContractsEndpoints);

export const {
  useListUnsignedContractsQuery,
  useGetAwsAccountContractQuery,
  useGetManualInvoiceContractQuery,
  useGetServiceContractQuery,
  useGetSummaryContractQuery,
  useSignContractMutation,
  useAcceptAutoSignMutation,
} = contractsApi;
