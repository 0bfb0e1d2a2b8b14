import { useEffect } from 'react';
import { eContractsEndpoints } from '@storefront/contracts';
import { bus, useAppDispatch } from '@storefront/platform';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The electronic contracts (shared/contracts) as RTK Query hooks, cached under 'Contract' (signing refetches the lists and the page). */
export const eContractsApi = injectEndpointsOf(eContractsEndpoints);

export const {
  useListContractsQuery,
  useListUnsignedContractsQuery,
  useGetAwsAccountContractQuery,
  useGetManualInvoiceContractQuery,
  useGetServiceContractQuery,
  useGetSummaryContractQuery,
  useSignContractMutation,
  useGetAutoSignQuery,
  useAcceptAutoSignMutation,
} = eContractsApi;

/**
 * A contract signed elsewhere on the page (the shell's pending-contracts popup, which calls the api directly)
 * refetches what this remote shows of contracts: the overview card, the list, a contract's page.
 */
export function useContractsFollowSigning(): void {
  const dispatch = useAppDispatch();
  useEffect(() => bus.subscribe('contracts/signed', () => void dispatch(eContractsApi.util.invalidateTags(['Contract']))), [dispatch]);
}
