import { platformApi } from '@storefront/platform/query';
import type { Invoice, InvoiceSummary } from '@storefront/contracts';

/** GET /api/user/invoices and GET /api/user/invoices/{id} — the signed-in customer's invoices (amounts in cents). */
export const invoicesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<InvoiceSummary[], void>({
      query: () => ({ url: '/user/invoices' }),
      transformResponse: (response: { items: InvoiceSummary[] }) => response.items,
      keepUnusedDataFor: 0,
    }),
    getInvoice: build.query<Invoice, string>({
      query: (id) => ({ url: `/user/invoices/${encodeURIComponent(id)}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetInvoicesQuery, useGetInvoiceQuery } = invoicesApi;
