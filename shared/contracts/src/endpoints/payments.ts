import type { z } from 'zod';
import type { CheckoutOrder, checkoutInitSchema, CheckoutStateResult, checkoutStateSchema, OrderOutcome, OrderPaymentMethodResult, orderPaymentMethodSchema } from '../checkout';
import type { saveAddressResultSchema, saveAddressSchema } from '../contact.schema';
import type { BulkPayment, bulkBalanceResultSchema, createBulkPaymentSchema, OnlineAwsInvoices, OnlineInvoices } from '../online-payment';
import type { CanPay, canPayQuerySchema, PaymentResult, payWithBalanceBodySchema } from '../payment';
import type {
  bankTransferPaymentSchema,
  CallbackReceipt,
  cardPaymentSchema,
  PaymentSession,
  paywayFormSchema,
  providerCallbackSchema,
  startPaymentSchema,
  walletCaptureSchema,
} from '../payment-flow';
import type { CheckoutOneStepResult, checkoutOneStepSchema, completeTopUpSchema, topUpOneStepSchema } from '../one-step';
import type { createTopUpSchema, TopUp, topUpCardSchema, TopUpFee, topUpFeeQuerySchema, topUpPaywayFormSchema } from '../top-up';
import { typed, type Endpoints } from './endpoint';

/**
 * Checkout and paying (spec §7 Checkout, Payment, Top-up, /online-payment): the order of the cart, paying it
 * from the balance, with promo credit or through a provider (card, wallet, bank card / QR, bank and wire
 * transfer), topping up the balance and paying unpaid invoices together. Every call that pays or starts paying
 * takes an Idempotency-Key header (the one client's `headers`). Tags: `Order` (an order's payability and
 * outcome), `PaymentSession`, `TopUp`, `BulkPayment`; paying also makes the billing tags (`Balance`,
 * `PromoCredit`, `Invoice`) and the `Cart` (emptied when its order is paid) stale, and a call that pays an order or
 * invoices (or renews) makes `Notification` stale: the api writes the customer a notification of it, and the bell's
 * unread count and the notifications page read again.
 */
export const paymentsEndpoints = {
  // Checkout
  initCheckout: {
    method: 'POST',
    path: '/api/checkout/init',
    body: typed<z.input<typeof checkoutInitSchema> | null | undefined>(),
    response: typed<CheckoutOrder>(),
    tags: ['Order'],
  },
  setCheckoutState: { method: 'PATCH', path: '/api/checkout/checkout-state/:id', body: typed<z.input<typeof checkoutStateSchema>>(), response: typed<CheckoutStateResult>() },
  saveBillingAddress: { method: 'POST', path: '/api/checkout/save-address', body: typed<z.input<typeof saveAddressSchema>>(), response: typed<z.infer<typeof saveAddressResultSchema>>(), tags: ['Order'] },
  getOrderOutcome: { method: 'GET', path: '/api/checkout/:id/complete', response: typed<OrderOutcome>(), tags: ['Order'] },
  setOrderPaymentMethod: {
    method: 'PATCH',
    path: '/api/checkout/:id/payment-method',
    body: typed<z.input<typeof orderPaymentMethodSchema>>(),
    response: typed<OrderPaymentMethodResult>(),
    tags: ['Order'],
  },
  /** Renews a service or domain in one step with the balance or a saved card (issue 16 item 13). */
  checkoutOneStep: {
    method: 'POST',
    path: '/api/checkout-one-step',
    body: typed<z.input<typeof checkoutOneStepSchema>>(),
    response: typed<CheckoutOneStepResult>(),
    tags: ['Order', 'Service', 'Balance', 'Card', 'Invoice', 'Notification'],
  },

  // Paying an order
  canPayOrder: { method: 'GET', path: '/api/payment/can-pay/:id', query: typed<z.input<typeof canPayQuerySchema>>(), response: typed<CanPay>(), tags: ['Order'] },
  payWithBalance: {
    method: 'POST',
    path: '/api/payment/balance/:id',
    body: typed<z.input<typeof payWithBalanceBodySchema>>(),
    response: typed<PaymentResult>(),
    tags: ['Order', 'Cart', 'Balance', 'Invoice', 'Notification'],
  },
  payWithPromoCredit: {
    method: 'POST',
    path: '/api/payment/promo-credit/:id',
    body: typed<z.input<typeof payWithBalanceBodySchema>>(),
    response: typed<PaymentResult>(),
    tags: ['Order', 'Cart', 'PromoCredit', 'Invoice', 'Notification'],
  },
  startPayment: {
    method: 'POST',
    path: '/api/payments',
    body: typed<z.input<typeof startPaymentSchema>>(),
    response: typed<PaymentSession>(),
    tags: ['Order', 'TopUp', 'BulkPayment', 'PaymentSession'],
  },
  getPaymentSession: { method: 'GET', path: '/api/payments/:sessionId', response: typed<PaymentSession>(), tags: ['PaymentSession'] },
  payByCard: { method: 'POST', path: '/api/payment/card', body: typed<z.input<typeof cardPaymentSchema>>(), response: typed<PaymentSession>(), tags: ['Order', 'PaymentSession'] },
  payByBankTransfer: {
    method: 'POST',
    path: '/api/payment/bank/transfer/:id',
    body: typed<z.input<typeof bankTransferPaymentSchema>>(),
    response: typed<PaymentSession>(),
    tags: ['Order', 'PaymentSession'],
  },
  startPaywayPayment: { method: 'POST', path: '/api/payment/payway/form', body: typed<z.input<typeof paywayFormSchema>>(), response: typed<PaymentSession>(), tags: ['Order', 'PaymentSession'] },
  captureWalletOrder: {
    method: 'POST',
    path: '/api/paypal/capture/order/:id',
    body: typed<z.input<typeof walletCaptureSchema>>(),
    response: typed<PaymentSession>(),
    tags: ['Order', 'PaymentSession', 'Cart', 'Invoice', 'Notification'],
  },
  captureWalletTopUp: {
    method: 'POST',
    path: '/api/paypal/capture/top-up/:id',
    body: typed<z.input<typeof walletCaptureSchema>>(),
    response: typed<PaymentSession>(),
    tags: ['TopUp', 'PaymentSession', 'Balance'],
  },
  captureWalletBulk: {
    method: 'POST',
    path: '/api/paypal/capture/bulk/:id',
    body: typed<z.input<typeof walletCaptureSchema>>(),
    response: typed<PaymentSession>(),
    tags: ['BulkPayment', 'PaymentSession', 'Invoice', 'Notification'],
  },
  /** The payment providers' signed callback (not called by the browser). */
  reportPaymentOutcome: { method: 'POST', path: '/api/payment/callback/:provider', body: typed<z.input<typeof providerCallbackSchema>>(), response: typed<CallbackReceipt>() },

  // Top-up
  getTopUpFee: { method: 'GET', path: '/api/top-up/payment-fee', query: typed<z.input<typeof topUpFeeQuerySchema>>(), response: typed<TopUpFee>() },
  createTopUp: { method: 'POST', path: '/api/top-up', body: typed<z.input<typeof createTopUpSchema>>(), response: typed<TopUp>(), tags: ['TopUp'] },
  getTopUp: { method: 'GET', path: '/api/top-up/:id/complete', response: typed<TopUp>(), tags: ['TopUp'] },
  canPayTopUp: { method: 'GET', path: '/api/top-up/:id/can-pay', response: typed<CanPay>(), tags: ['TopUp'] },
  payTopUpByCard: { method: 'PUT', path: '/api/top-up/:id/card', body: typed<z.input<typeof topUpCardSchema>>(), response: typed<PaymentSession>(), tags: ['TopUp', 'PaymentSession'] },
  startTopUpPaywayPayment: {
    method: 'POST',
    path: '/api/top-up/payway/form',
    body: typed<z.input<typeof topUpPaywayFormSchema>>(),
    response: typed<PaymentSession>(),
    tags: ['TopUp', 'PaymentSession'],
  },
  completeTopUp: { method: 'PUT', path: '/api/top-up/:id/complete', body: typed<z.input<typeof completeTopUpSchema>>(), response: typed<TopUp>(), tags: ['TopUp', 'PaymentSession', 'Balance'] },
  topUpOneStep: { method: 'POST', path: '/api/top-up-one-step', body: typed<z.input<typeof topUpOneStepSchema>>(), response: typed<TopUp>(), tags: ['TopUp', 'Balance', 'Card'] },

  // Paying unpaid invoices together (/online-payment)
  listOnlineInvoices: { method: 'GET', path: '/api/users/online-invoices', response: typed<OnlineInvoices>(), tags: ['Invoice'] },
  listOnlineAwsInvoices: { method: 'GET', path: '/api/users/online-aws-invoices', response: typed<OnlineAwsInvoices>(), tags: ['Invoice'] },
  createBulkPayment: { method: 'POST', path: '/api/online-payment', body: typed<z.input<typeof createBulkPaymentSchema>>(), response: typed<BulkPayment>(), tags: ['BulkPayment'] },
  getBulkPayment: { method: 'GET', path: '/api/online-payment/:id', response: typed<BulkPayment>(), tags: ['BulkPayment'] },
  payBulkWithBalance: {
    method: 'POST',
    path: '/api/online-payment/:id/balance',
    response: typed<z.infer<typeof bulkBalanceResultSchema>>(),
    tags: ['BulkPayment', 'Balance', 'Invoice', 'Notification'],
  },
} as const satisfies Endpoints;
