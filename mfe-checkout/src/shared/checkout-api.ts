import { apiClient } from '@storefront/platform';
import {
  IDEMPOTENCY_KEY_HEADER,
  type Balance,
  type BulkPayment,
  type Cart,
  type CartPromoCredit,
  type CheckoutOrder,
  type CheckoutState,
  type Contact,
  type ContactValues,
  type OnlineInvoices,
  type OrderOutcome,
  type PaymentMethod,
  type PaymentResult,
  type PaymentSession,
  type StartPaymentBody,
  type TopUp,
  type TopUpFee,
} from '@storefront/contracts';

/** The calls of the checkout remote (spec §7 Checkout, Payment, Top-up), typed by the agreed contracts. */
const idempotent = (key: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

export const checkoutApi = {
  /** A POST: without orderId it makes (or remakes) the open order of the cart. */
  initCheckout: async (body: { orderId?: string; tabId: string }) => (await apiClient.post<CheckoutOrder>('/checkout/init', body)).data,
  setCheckoutState: async (orderId: string, tabId: string, state: CheckoutState) => {
    await apiClient.patch(`/checkout/checkout-state/${orderId}`, { tabId, state });
  },
  saveAddress: async (orderId: string, contactId: string) => (await apiClient.post('/checkout/save-address', { orderId, contactId })).data,
  orderOutcome: async (orderId: string) => (await apiClient.get<OrderOutcome>(`/checkout/${orderId}/complete`)).data,

  listContacts: async () => (await apiClient.get<{ items: Contact[]; limit: number }>('/user/addresses')).data,
  createContact: async (values: ContactValues) => (await apiClient.put<Contact>('/user/addresses', values)).data,
  updateContact: async (id: string, values: ContactValues) => (await apiClient.patch<Contact>(`/user/addresses/${id}`, values)).data,
  setDefaultContact: async (id: string) => (await apiClient.patch<Contact>(`/user/addresses/${id}/default`)).data,
  deleteContact: async (id: string) => {
    await apiClient.delete(`/user/addresses/${id}`);
  },

  applyVoucher: async (code: string) => (await apiClient.put<Cart>('/cart/voucher', { code })).data,
  removeVoucher: async () => (await apiClient.delete<Cart>('/cart/voucher')).data,
  promoCredit: async () => (await apiClient.get<CartPromoCredit>('/cart/promo-credit')).data,
  usePromoCredit: async (use: boolean) => (await apiClient.post<CartPromoCredit>('/cart/promo-credit', { use })).data,
  setPaymentMethod: async (method: PaymentMethod) => (await apiClient.patch<Cart>('/cart/payment-method', { method })).data,
  balance: async () => (await apiClient.get<Balance>('/user/balance')).data,

  payWithBalance: async (orderId: string, cartUpdatedAt: string, key: string) =>
    (await apiClient.post<PaymentResult>(`/payment/balance/${orderId}`, { cartUpdatedAt }, idempotent(key))).data,
  payWithPromoCredit: async (orderId: string, cartUpdatedAt: string, key: string) =>
    (await apiClient.post<PaymentResult>(`/payment/promo-credit/${orderId}`, { cartUpdatedAt }, idempotent(key))).data,
  startPayment: async (body: StartPaymentBody, key: string) => (await apiClient.post<PaymentSession>('/payments', body, idempotent(key))).data,
  paymentSession: async (sessionId: string) => (await apiClient.get<PaymentSession>(`/payments/${sessionId}`)).data,
  captureWalletOrder: async (orderId: string, sessionId: string, key: string) =>
    (await apiClient.post<PaymentSession>(`/paypal/capture/order/${orderId}`, { sessionId }, idempotent(key))).data,
  captureWalletTopUp: async (topUpId: string, sessionId: string, key: string) =>
    (await apiClient.post<PaymentSession>(`/paypal/capture/top-up/${topUpId}`, { sessionId }, idempotent(key))).data,
  captureWalletBulk: async (bulkPaymentId: string, sessionId: string, key: string) =>
    (await apiClient.post<PaymentSession>(`/paypal/capture/bulk/${bulkPaymentId}`, { sessionId }, idempotent(key))).data,

  topUpFee: async (total: number, method: string) => (await apiClient.get<TopUpFee>('/top-up/payment-fee', { params: { total, method } })).data,
  createTopUp: async (total: number, method: string, key: string) => (await apiClient.post<TopUp>('/top-up', { total, method }, idempotent(key))).data,
  topUpOutcome: async (topUpId: string) => (await apiClient.get<TopUp>(`/top-up/${topUpId}/complete`)).data,

  onlineInvoices: async () => (await apiClient.get<OnlineInvoices>('/users/online-invoices')).data,
  createBulkPayment: async (invoiceIds: string[]) => (await apiClient.post<BulkPayment>('/online-payment', { invoiceIds })).data,
  bulkPayment: async (id: string) => (await apiClient.get<BulkPayment>(`/online-payment/${id}`)).data,
  payBulkWithBalance: async (id: string, key: string) => (await apiClient.post(`/online-payment/${id}/balance`, {}, idempotent(key))).data,
};
