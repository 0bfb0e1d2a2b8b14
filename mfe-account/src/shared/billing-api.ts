import { billingEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The billing endpoints (shared/contracts) as RTK Query hooks: the balance and its ledger, promo credit and the
 * invoices (amounts in cents; tags 'Balance', 'PromoCredit', 'Invoice', made stale by paying and topping up).
 * mfe-checkout injects the same declarations and shares the cache.
 */
export const billingApi = injectEndpointsOf(billingEndpoints);

export const { useGetBalanceQuery, useGetBalanceLedgerQuery, useGetPromoCreditTotalQuery, useListInvoicesQuery, useGetInvoiceQuery, useGetCompanyInfoQuery, useUpdateCompanyInfoMutation, useListPaymentTransactionsQuery, useGetPromoCreditServicesQuery } = billingApi;
