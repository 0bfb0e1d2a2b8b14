import type { PaywayOption } from '@storefront/contracts';
import type { PaymentSessionKind } from '../../../db/database';
import { decimalAmount } from '../decimal-amount';
import { PURCHASE_HASH_FIELDS, paywayHash } from './hash';

/**
 * The PayWay Purchase API (https://developer.payway.com.kh/purchase-14530820e0, "Ecommerce Checkout → Purchase"):
 * the customer's browser posts these fields, multipart/form-data, to `POST {base}/api/payment-gateway/v1/payments/purchase`,
 * and PayWay answers with its hosted checkout page (card form or KHQR).
 */
export const PURCHASE_PATH = '/api/payment-gateway/v1/payments/purchase';

/** The sandbox's base URL (the Purchase page's "Sandbox URL"); production is https://checkout.payway.com.kh. */
export const PAYWAY_SANDBOX_BASE_URL = 'https://checkout-sandbox.payway.com.kh';

/** `payment_option` values of the Purchase API's body params used here (the page lists alipay, wechat, google_pay too). */
export type PaywayPaymentOption = 'cards' | 'abapay_khqr' | 'abapay_khqr_deeplink';

/**
 * Our option → PayWay's: a local bank card is `cards`; ABA Pay / KHQR is `abapay_khqr` (the QR on PayWay's page,
 * which a phone's bank app also opens). `abapay_khqr_deeplink` answers JSON with a deep link for a native app,
 * not a page a browser's form post can show, so the storefront (a website) never sends it.
 */
export function paywayPaymentOption(option: PaywayOption | null): PaywayPaymentOption {
  return option === 'cards' ? 'cards' : 'abapay_khqr';
}

/**
 * `tran_id`: "Unique transaction identifier (≤ 20 chars)", number, character and "-" only (Purchase page, Body params;
 * the legacy page says string[20]). A session id is a 36-character UUID, so the session keeps this shorter reference
 * (its first 20 hex digits) in its provider state, and the pushback finds the session by it.
 */
export const TRAN_ID_PATTERN = /^[A-Za-z0-9-]{1,20}$/;
export const tranIdOf = (sessionId: string): string => sessionId.replace(/-/g, '').slice(0, 20);

const ITEM_NAMES: Record<PaymentSessionKind, string> = { order: 'Storefront order', topUp: 'Storefront balance top-up', bulk: 'Storefront invoices' };

/**
 * `items`: "Base64-encoded JSON of items purchased", each `{ name, quantity, price }` (Purchase page, Body params and
 * its cURL sample). One line for what the session pays; its price is written as the JSON number of the two-decimal
 * amount (the JSON text is built from the decimal string, so no float is ever formed), the name through JSON.stringify.
 */
export function paywayItems(kind: PaymentSessionKind, cents: number): string {
  const json = `[{"name":${JSON.stringify(ITEM_NAMES[kind])},"quantity":1,"price":${decimalAmount(cents)}}]`;
  return Buffer.from(json, 'utf8').toString('base64');
}

export interface PurchaseInput {
  merchantId: string;
  apiKey: string;
  reqTime: string;
  tranId: string;
  kind: PaymentSessionKind;
  /** What PayWay charges, in cents. */
  charge: number;
  option: PaywayPaymentOption;
  /** The server-to-server pushback (our POST /api/payment/callback/bankCard). */
  returnUrl: string;
  cancelUrl: string;
  continueSuccessUrl: string;
}

/**
 * The Purchase request's fields, in the documented order, with their `hash` last. Only fields with a value are
 * sent; each one not sent counts as "" in the hash (hash.ts). `type` is `purchase` (not a pre-authorisation) and
 * `currency` USD: the storefront charges in dollars.
 */
export function purchaseFields(input: PurchaseInput): Record<string, string> {
  const values: Record<string, string> = {
    req_time: input.reqTime,
    merchant_id: input.merchantId,
    tran_id: input.tranId,
    amount: decimalAmount(input.charge),
    items: paywayItems(input.kind, input.charge),
    type: 'purchase',
    payment_option: input.option,
    return_url: input.returnUrl,
    cancel_url: input.cancelUrl,
    continue_success_url: input.continueSuccessUrl,
    currency: 'USD',
  };
  const ordered = Object.fromEntries(PURCHASE_HASH_FIELDS.filter((name) => values[name] !== undefined).map((name) => [name, values[name]!]));
  return { ...ordered, hash: paywayHash(input.apiKey, PURCHASE_HASH_FIELDS, values) };
}
