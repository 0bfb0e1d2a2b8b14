import { billingEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** How many of the latest balance movements the balance page lists. */
export const LEDGER_LIMIT = 50;

/** The billing area's generated hooks (the balance and its ledger, promo credit; amounts in cents). */
export const billingApi = injectEndpointsOf(billingEndpoints);

// Money the customer holds is read fresh on each visit of the page (paying and topping up elsewhere change it).
const fresh = { refetchOnMountOrArgChange: true } as const;

/** The balance and its latest LEDGER_LIMIT movements. */
export const useGetLedgerQuery = () => billingApi.useGetBalanceLedgerQuery({ query: { limit: LEDGER_LIMIT } }, fresh);

/** The customer's promo credit, in cents (`data` is the total). */
export function useGetPromoCreditTotalQuery() {
  const result = billingApi.useGetPromoCreditTotalQuery(undefined, fresh);
  return { ...result, data: result.data?.total };
}
