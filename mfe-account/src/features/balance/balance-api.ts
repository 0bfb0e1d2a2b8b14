import { useGetBalanceLedgerQuery, useGetPromoCreditTotalQuery as usePromoCreditTotal } from '../../shared/billing-api';

/** How many of the latest balance movements the balance page lists. */
export const LEDGER_LIMIT = 50;

// Money the customer holds is read fresh on each visit of the page (paying and topping up elsewhere change it).
const fresh = { refetchOnMountOrArgChange: true } as const;

/** The balance and its latest LEDGER_LIMIT movements (cents). */
export const useGetLedgerQuery = () => useGetBalanceLedgerQuery({ query: { limit: LEDGER_LIMIT } }, fresh);

/** The customer's promo credit, in cents (`data` is the total). */
export function useGetPromoCreditTotalQuery() {
  const result = usePromoCreditTotal(undefined, fresh);
  return { ...result, data: result.data?.total };
}
