import { IDEMPOTENCY_KEY_HEADER, paymentsEndpoints, type ArgsOf, type cardsEndpoints, type ResponseOf } from '@storefront/contracts';
import { callEndpoint, type AppDispatch, type CallArgs } from '@storefront/platform';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The payments area's generated hooks (spec §7 Checkout, Payment, Top-up, /online-payment): the order of the
 * cart, outcomes, payment sessions, the top-up fee and the unpaid invoices; the checkout's calls that change
 * nothing to pay (init, checkout state, the billing address, a bulk payment).
 */
export const paymentsApi = injectEndpointsOf(paymentsEndpoints);

export const {
  useInitCheckoutMutation,
  useSetCheckoutStateMutation,
  useSaveBillingAddressMutation,
  useSetOrderPaymentMethodMutation,
  useGetOrderOutcomeQuery,
  useGetPaymentSessionQuery,
  useGetTopUpFeeQuery,
  useGetTopUpQuery,
  useListOnlineInvoicesQuery,
  useListOnlineAwsInvoicesQuery,
  useCreateBulkPaymentMutation,
  useGetBulkPaymentQuery,
} = paymentsApi;

type Paying =
  | typeof paymentsEndpoints.payWithBalance
  | typeof paymentsEndpoints.payWithPromoCredit
  | typeof paymentsEndpoints.startPayment
  | typeof paymentsEndpoints.captureWalletOrder
  | typeof paymentsEndpoints.captureWalletTopUp
  | typeof paymentsEndpoints.completeTopUp
  | typeof paymentsEndpoints.captureWalletBulk
  | typeof paymentsEndpoints.createTopUp
  | typeof paymentsEndpoints.payBulkWithBalance
  | typeof cardsEndpoints.payWithSavedCard;

/**
 * A call that pays or starts paying, imperatively: with the attempt's Idempotency-Key header (a retry with the
 * same key gets the first answer), then what it made stale by its declaration's tags (the balance, the
 * invoices, the order…) refetches wherever it is shown.
 */
export async function callPaying<E extends Paying>(dispatch: AppDispatch, endpoint: E, args: ArgsOf<E>, idempotencyKey: string): Promise<ResponseOf<E>> {
  const answer = await callEndpoint<E>(endpoint, ...([args, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }] as unknown as CallArgs<E>));
  dispatch(paymentsApi.util.invalidateTags([...endpoint.tags] as never[]));
  return answer;
}
