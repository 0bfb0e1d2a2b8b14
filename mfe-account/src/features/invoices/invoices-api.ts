import { useGetInvoiceQuery as useInvoice, useListInvoicesQuery } from '../../shared/billing-api';

// Read fresh on each visit of the page (paying marks invoices paid elsewhere).
const fresh = { refetchOnMountOrArgChange: true } as const;

/** My invoices, newest first (`data` is the list; amounts in cents). */
export function useGetInvoicesQuery() {
  const result = useListInvoicesQuery(undefined, fresh);
  return { ...result, data: result.data?.items };
}

/** One invoice of mine by its id. */
export const useGetInvoiceQuery = (id: string) => useInvoice({ params: { id } }, fresh);
