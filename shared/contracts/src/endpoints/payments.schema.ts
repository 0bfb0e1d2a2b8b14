import { checkoutInitSchema, checkoutOrderSchema, checkoutStateResultSchema, checkoutStateSchema, orderIdParamsSchema, orderOutcomeSchema, orderPaymentMethodResultSchema, orderPaymentMethodSchema } from '../checkout';
import { saveAddressResultSchema, saveAddressSchema } from '../contact.schema';
import { bulkBalanceResultSchema, bulkPaymentParamsSchema, bulkPaymentSchema, createBulkPaymentSchema, onlineAwsInvoicesSchema, onlineInvoicesSchema } from '../online-payment';
import { canPayParamsSchema, canPayQuerySchema, canPaySchema, paymentResultSchema, payWithBalanceBodySchema } from '../payment';
import {
  bankTransferPaymentSchema,
  callbackReceiptSchema,
  cardPaymentSchema,
  paymentSessionParamsSchema,
  paymentSessionSchema,
  paywayFormSchema,
  providerCallbackSchema,
  providerParamsSchema,
  startPaymentSchema,
  walletCaptureSchema,
} from '../payment-flow';
import { checkoutOneStepResultSchema, checkoutOneStepSchema, completeTopUpSchema, topUpOneStepSchema } from '../one-step';
import { createTopUpSchema, topUpCardSchema, topUpFeeQuerySchema, topUpFeeSchema, topUpParamsSchema, topUpPaywayFormSchema, topUpSchema } from '../top-up';
import { defineEndpoints } from './endpoint.schema';

/**
 * Checkout and paying (spec §7 Checkout, Payment, Top-up, /online-payment): the order of the cart, paying it
 * from the balance, with promo credit or through a provider (card, wallet, bank card / QR, bank and wire
 * transfer), topping up the balance and paying unpaid invoices together. Every call that pays or starts paying
 * takes an Idempotency-Key header (the one client's `headers`). Tags: `Order` (an order's payability and
 * outcome), `PaymentSession`, `TopUp`, `BulkPayment`; paying also makes the billing tags (`Balance`,
 * `PromoCredit`, `Invoice`) and the `Cart` (emptied when its order is paid) stale, and a call that pays an order or
 * invoices (or renews) makes `Notification` stale: the api writes the customer a notification of it, and the bell's
 * unread count and the notifications page read again.
 * Said once here; the browser's `paymentsEndpoints` (./payments.ts) is generated from it.
 */
export const paymentsSchemas = defineEndpoints(
  { area: 'payments', declarations: 'paymentsEndpoints' },
  {
    // Checkout
    initCheckout: {
      method: 'POST',
      path: '/api/checkout/init',
      body: checkoutInitSchema.nullish(),
      response: checkoutOrderSchema,
      tags: ['Order'],
    },
    setCheckoutState: { method: 'PATCH', path: '/api/checkout/checkout-state/:id', params: orderIdParamsSchema, body: checkoutStateSchema, response: checkoutStateResultSchema },
    saveBillingAddress: { method: 'POST', path: '/api/checkout/save-address', body: saveAddressSchema, response: saveAddressResultSchema, tags: ['Order'] },
    getOrderOutcome: { method: 'GET', path: '/api/checkout/:id/complete', params: orderIdParamsSchema, response: orderOutcomeSchema, tags: ['Order'] },
    setOrderPaymentMethod: {
      method: 'PATCH',
      path: '/api/checkout/:id/payment-method',
      params: orderIdParamsSchema,
      body: orderPaymentMethodSchema,
      response: orderPaymentMethodResultSchema,
      tags: ['Order'],
    },
    /** Renews a service or domain in one step with the balance or a saved card (issue 16 item 13). */
    checkoutOneStep: {
      method: 'POST',
      path: '/api/checkout-one-step',
      body: checkoutOneStepSchema,
      response: checkoutOneStepResultSchema,
      tags: ['Order', 'Service', 'Balance', 'Card', 'Invoice', 'Notification'],
    },
    // Paying an order
    canPayOrder: { method: 'GET', path: '/api/payment/can-pay/:id', params: canPayParamsSchema, query: canPayQuerySchema, response: canPaySchema, tags: ['Order'] },
    payWithBalance: {
      method: 'POST',
      path: '/api/payment/balance/:id',
      params: canPayParamsSchema,
      body: payWithBalanceBodySchema,
      response: paymentResultSchema,
      tags: ['Order', 'Cart', 'Balance', 'Invoice', 'Notification'],
    },
    payWithPromoCredit: {
      method: 'POST',
      path: '/api/payment/promo-credit/:id',
      params: canPayParamsSchema,
      body: payWithBalanceBodySchema,
      response: paymentResultSchema,
      tags: ['Order', 'Cart', 'PromoCredit', 'Invoice', 'Notification'],
    },
    startPayment: {
      method: 'POST',
      path: '/api/payments',
      body: startPaymentSchema,
      response: paymentSessionSchema,
      tags: ['Order', 'TopUp', 'BulkPayment', 'PaymentSession'],
    },
    getPaymentSession: { method: 'GET', path: '/api/payments/:sessionId', params: paymentSessionParamsSchema, response: paymentSessionSchema, tags: ['PaymentSession'] },
    payByCard: { method: 'POST', path: '/api/payment/card', body: cardPaymentSchema, response: paymentSessionSchema, tags: ['Order', 'PaymentSession'] },
    payByBankTransfer: {
      method: 'POST',
      path: '/api/payment/bank/transfer/:id',
      params: canPayParamsSchema,
      body: bankTransferPaymentSchema,
      response: paymentSessionSchema,
      tags: ['Order', 'PaymentSession'],
    },
    startPaywayPayment: { method: 'POST', path: '/api/payment/payway/form', body: paywayFormSchema, response: paymentSessionSchema, tags: ['Order', 'PaymentSession'] },
    captureWalletOrder: {
      method: 'POST',
      path: '/api/paypal/capture/order/:id',
      params: canPayParamsSchema,
      body: walletCaptureSchema,
      response: paymentSessionSchema,
      tags: ['Order', 'PaymentSession', 'Cart', 'Invoice', 'Notification'],
    },
    captureWalletTopUp: {
      method: 'POST',
      path: '/api/paypal/capture/top-up/:id',
      params: canPayParamsSchema,
      body: walletCaptureSchema,
      response: paymentSessionSchema,
      tags: ['TopUp', 'PaymentSession', 'Balance'],
    },
    captureWalletBulk: {
      method: 'POST',
      path: '/api/paypal/capture/bulk/:id',
      params: canPayParamsSchema,
      body: walletCaptureSchema,
      response: paymentSessionSchema,
      tags: ['BulkPayment', 'PaymentSession', 'Invoice', 'Notification'],
    },
    /** The payment providers' signed callback (not called by the browser). */
    reportPaymentOutcome: { method: 'POST', path: '/api/payment/callback/:provider', params: providerParamsSchema, body: providerCallbackSchema, response: callbackReceiptSchema },
    // Top-up
    getTopUpFee: { method: 'GET', path: '/api/top-up/payment-fee', query: topUpFeeQuerySchema, response: topUpFeeSchema },
    createTopUp: { method: 'POST', path: '/api/top-up', body: createTopUpSchema, response: topUpSchema, tags: ['TopUp'] },
    getTopUp: { method: 'GET', path: '/api/top-up/:id/complete', params: topUpParamsSchema, response: topUpSchema, tags: ['TopUp'] },
    canPayTopUp: { method: 'GET', path: '/api/top-up/:id/can-pay', params: topUpParamsSchema, response: canPaySchema, tags: ['TopUp'] },
    payTopUpByCard: { method: 'PUT', path: '/api/top-up/:id/card', params: topUpParamsSchema, body: topUpCardSchema, response: paymentSessionSchema, tags: ['TopUp', 'PaymentSession'] },
    startTopUpPaywayPayment: {
      method: 'POST',
      path: '/api/top-up/payway/form',
      body: topUpPaywayFormSchema,
      response: paymentSessionSchema,
      tags: ['TopUp', 'PaymentSession'],
    },
    completeTopUp: { method: 'PUT', path: '/api/top-up/:id/complete', params: topUpParamsSchema, body: completeTopUpSchema, response: topUpSchema, tags: ['TopUp', 'PaymentSession', 'Balance'] },
    topUpOneStep: { method: 'POST', path: '/api/top-up-one-step', body: topUpOneStepSchema, response: topUpSchema, tags: ['TopUp', 'Balance', 'Card'] },
    // Paying unpaid invoices together (/online-payment)
    listOnlineInvoices: { method: 'GET', path: '/api/users/online-invoices', response: onlineInvoicesSchema, tags: ['Invoice'] },
    listOnlineAwsInvoices: { method: 'GET', path: '/api/users/online-aws-invoices', response: onlineAwsInvoicesSchema, tags: ['Invoice'] },
    createBulkPayment: { method: 'POST', path: '/api/online-payment', body: createBulkPaymentSchema, response: bulkPaymentSchema, tags: ['BulkPayment'] },
    getBulkPayment: { method: 'GET', path: '/api/online-payment/:id', params: bulkPaymentParamsSchema, response: bulkPaymentSchema, tags: ['BulkPayment'] },
    payBulkWithBalance: {
      method: 'POST',
      path: '/api/online-payment/:id/balance',
      params: bulkPaymentParamsSchema,
      response: bulkBalanceResultSchema,
      tags: ['BulkPayment', 'Balance', 'Invoice', 'Notification'],
    },
  },
);
