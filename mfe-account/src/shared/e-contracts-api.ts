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
 * A contract signed by a shell built before its pending-contracts popup read through the generated hooks (it called
 * the api directly and said so on the bus) refetches what this remote shows of contracts. A current shell signs with
 * the generated mutation, whose 'Contract' tag does it; remove this with the event at contracts' next major.
 */
export function useContractsFollowSigning(): void {
  const dispatch = useAppDispatch();
  useEffect(() => bus.subscribe('contracts/signed', () => void dispatch(eContractsApi.util.invalidateTags(['Contract']))), [dispatch]);
}
