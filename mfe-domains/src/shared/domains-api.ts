import { domainsEndpoints } from '@storefront/contracts';
import { useEffect } from 'react';
import { bus, useAppDispatch } from '@storefront/platform';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The domains endpoints (shared/contracts) as RTK Query hooks: search, filter, register info, TLDs, WHOIS,
 * transfer, the customer's names. Answers that carry `yours` are dropped with the rest on sign-in and sign-out.
 */
export const domainsApi = injectEndpointsOf(domainsEndpoints);

export const {
  useSearchDomainsQuery,
  useFilterDomainSearchQuery,
  useGetRegisterInfoQuery,
  useListDomainDiscountsQuery,
  useListTldsQuery,
  useListSpotlightTldsQuery,
  useGetTldQuery,
  useCheckTransferQuery,
  useVerifyTransferCodeMutation,
  useGetWhoisQuery,
  useListOwnedDomainsQuery,
} = domainsApi;

/**
 * For pages showing words about TLDs, which come in the reader's language (x-locale, not part of the cached
 * arguments): a change of language refetches what is cached under `Tld`.
 */
export function useTldWordsInLocale(): void {
  const dispatch = useAppDispatch();
  useEffect(() => bus.subscribe('locale/changed', () => void dispatch(domainsApi.util.invalidateTags(['Tld']))), [dispatch]);
}
