import {
  CheckoutPaymentIntent,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Order,
  type OrderRequest,
} from '@paypal/paypal-server-sdk';
import { CURRENCY } from '@storefront/contracts';
import type { PaymentSessionKind } from '../../../db/database';
import { centsOfDecimal, decimalAmount } from '../decimal-amount';
import type { CaptureResult } from '../payment-provider';

/** The name the customer sees on PayPal's pages and statement (experience_context.brand_name, at most 127 characters). */
export const PAYPAL_BRAND_NAME = 'Storefront';

const WHAT: Record<PaymentSessionKind, string> = { order: 'Storefront order', topUp: 'Storefront balance top-up', bulk: 'Storefront invoices' };

/**
 * The Orders v2 create request (https://developer.paypal.com/docs/api/orders/v2/#orders_create): intent CAPTURE, one
 * purchase unit that names what is paid (`reference_id`: the order's, top-up's or bulk payment's own id, at most 256
 * characters) and this attempt (`custom_id` and `invoice_id`: the session id, at most 127 characters; PayPal refuses a
 * second payment of one invoice_id), the amount in USD as a two-decimal string, and the PayPal wallet's experience
 * context: where PayPal sends the customer back (`return_url`, `cancel_url`), "Pay Now" on PayPal's page (the
 * storefront captures at once when the customer returns) and no shipping (nothing is shipped).
 */
export function createOrderRequest(input: { sessionId: string; kind: PaymentSessionKind; referenceId: string; charge: number; returnUrl: string; cancelUrl: string }): OrderRequest {
  return {
    intent: CheckoutPaymentIntent.Capture,
    purchaseUnits: [
      {
        referenceId: input.referenceId,
        customId: input.sessionId,
        invoiceId: input.sessionId,
        description: WHAT[input.kind],
        amount: { currencyCode: CURRENCY, value: decimalAmount(input.charge) },
      },
    ],
    paymentSource: {
      paypal: {
        experienceContext: {
          brandName: PAYPAL_BRAND_NAME,
          returnUrl: input.returnUrl,
          cancelUrl: input.cancelUrl,
          userAction: PaypalExperienceUserAction.PayNow,
          shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
        },
      },
    },
  };
}

/**
 * Where the customer approves: the order's HATEOAS link `payer-action` (an order created with payment_source.paypal;
 * `approve` for one created without), https://developer.paypal.com/api/rest/responses/#link-hateoaslinks. Only an
 * http(s) address is followed.
 */
export function approvalUrl(order: Order): string | null {
  const link = order.links?.find((candidate) => candidate.rel === 'payer-action') ?? order.links?.find((candidate) => candidate.rel === 'approve');
  return link && /^https?:\/\//.test(link.href) ? link.href : null;
}

/**
 * What a captured order took (https://developer.paypal.com/docs/api/orders/v2/#orders_capture: the answer's
 * purchase_units[0].payments.captures[0]): COMPLETED → the capture id and the amount and currency it took (held to
 * the session's charge by complete-session); PENDING → taken, settled later (its status_details.reason); DECLINED or
 * FAILED → declined (final for this order); anything else → refused.
 */
export function captureOf(order: Order): CaptureResult {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (!capture?.id) return { status: 'refused', code: 'PAYPAL_ERROR', reason: `no capture (order ${order.status ?? 'without status'})` };
  if (capture.status === 'COMPLETED') {
    const amount = centsOfDecimal(capture.amount?.value);
    if (amount === null) return { status: 'refused', code: 'PAYPAL_ERROR', reason: 'the capture amount is not a two-place decimal' };
    return { status: 'captured', transactionId: capture.id, amount, currency: capture.amount?.currencyCode ?? '' };
  }
  if (capture.status === 'PENDING') return { status: 'pending', transactionId: capture.id, reason: capture.statusDetails?.reason ?? 'PENDING' };
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') return { status: 'declined', code: 'PAYPAL_ERROR', transactionId: capture.id, reason: capture.status };
  return { status: 'refused', code: 'PAYPAL_ERROR', reason: `capture ${capture.status ?? 'without status'}` };
}
