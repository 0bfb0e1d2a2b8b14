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
import { paymentsEndpoints } from './payments';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';

const schemas = {
  initCheckout: { body: checkoutInitSchema.nullish(), response: checkoutOrderSchema },
  setCheckoutState: { params: orderIdParamsSchema, body: checkoutStateSchema, response: checkoutStateResultSchema },
  saveBillingAddress: { body: saveAddressSchema, response: saveAddressResultSchema },
  getOrderOutcome: { params: orderIdParamsSchema, response: orderOutcomeSchema },
  setOrderPaymentMethod: { params: orderIdParamsSchema, body: orderPaymentMethodSchema, response: orderPaymentMethodResultSchema },
  checkoutOneStep: { body: checkoutOneStepSchema, response: checkoutOneStepResultSchema },

  canPayOrder: { params: canPayParamsSchema, query: canPayQuerySchema, response: canPaySchema },
  payWithBalance: { params: canPayParamsSchema, body: payWithBalanceBodySchema, response: paymentResultSchema },
  payWithPromoCredit: { params: canPayParamsSchema, body: payWithBalanceBodySchema, response: paymentResultSchema },
  startPayment: { body: startPaymentSchema, response: paymentSessionSchema },
  getPaymentSession: { params: paymentSessionParamsSchema, response: paymentSessionSchema },
  payByCard: { body: cardPaymentSchema, response: paymentSessionSchema },
  payByBankTransfer: { params: canPayParamsSchema, body: bankTransferPaymentSchema, response: paymentSessionSchema },
  startPaywayPayment: { body: paywayFormSchema, response: paymentSessionSchema },
  captureWalletOrder: { params: canPayParamsSchema, body: walletCaptureSchema, response: paymentSessionSchema },
  captureWalletTopUp: { params: canPayParamsSchema, body: walletCaptureSchema, response: paymentSessionSchema },
  captureWalletBulk: { params: canPayParamsSchema, body: walletCaptureSchema, response: paymentSessionSchema },
  reportPaymentOutcome: { params: providerParamsSchema, body: providerCallbackSchema, response: callbackReceiptSchema },

  getTopUpFee: { query: topUpFeeQuerySchema, response: topUpFeeSchema },
  createTopUp: { body: createTopUpSchema, response: topUpSchema },
  getTopUp: { params: topUpParamsSchema, response: topUpSchema },
  canPayTopUp: { params: topUpParamsSchema, response: canPaySchema },
  payTopUpByCard: { params: topUpParamsSchema, body: topUpCardSchema, response: paymentSessionSchema },
  startTopUpPaywayPayment: { body: topUpPaywayFormSchema, response: paymentSessionSchema },
  completeTopUp: { params: topUpParamsSchema, body: completeTopUpSchema, response: topUpSchema },
  topUpOneStep: { body: topUpOneStepSchema, response: topUpSchema },

  listOnlineInvoices: { response: onlineInvoicesSchema },
  listOnlineAwsInvoices: { response: onlineAwsInvoicesSchema },
  createBulkPayment: { body: createBulkPaymentSchema, response: bulkPaymentSchema },
  getBulkPayment: { params: bulkPaymentParamsSchema, response: bulkPaymentSchema },
  payBulkWithBalance: { params: bulkPaymentParamsSchema, response: bulkBalanceResultSchema },
} as const;

export const paymentsSchemas: BoundEndpoints<typeof paymentsEndpoints, typeof schemas> = bindSchemas('payments', paymentsEndpoints, schemas);
