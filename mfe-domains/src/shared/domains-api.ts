import { domainsEndpoints } from '@storefront/contracts';
import { bus, store } from '@storefront/platform';
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

// The words about TLDs come in the reader's language (x-locale): a change of language refetches what is cached under `Tld`.
bus.subscribe('locale/changed', () => void store.dispatch(domainsApi.util.invalidateTags(['Tld'])));
