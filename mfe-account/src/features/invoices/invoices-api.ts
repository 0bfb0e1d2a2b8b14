import { billingEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The billing area's generated hooks: the signed-in customer's invoices (amounts in cents; tag 'Invoice'). */
export const billingApi = injectEndpointsOf(billingEndpoints);

// Read fresh on each visit of the page (paying marks invoices paid elsewhere).
const fresh = { refetchOnMountOrArgChange: true } as const;

/** My invoices, newest first (`data` is the list). */
export function useGetInvoicesQuery() {
  const result = billingApi.useListInvoicesQuery(undefined, fresh);
  return { ...result, data: result.data?.items };
}

/** One invoice of mine by its id. */
export const useGetInvoiceQuery = (id: string) => billingApi.useGetInvoiceQuery({ params: { id } }, fresh);
