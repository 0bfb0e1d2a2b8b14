import { PAYWAY_QR_MINUTES } from '@storefront/contracts';
import { AppError } from '../../../errors';
import type { CallbackDelivery, CallbackProvider, CallbackSessions, CallbackVerification, ReconcileAnswer, Reconciling, ReportedCallback } from '../payment-provider';
import { checkTransaction, PaywayUnavailable, type PaywayEndpoint, type TransactionStatus } from './check-transaction';
import { paywayReqTime } from './hash';
import { withSessionId } from '../return-path';
import { PURCHASE_PATH, paywayPaymentOption, purchaseFields, TRAN_ID_PATTERN, tranIdOf } from './purchase';
import type { PurchaseForm } from './purchase-page';

/** Where the customer's browser is sent to post the purchase form (routes/payment/payway-form.ts serves it). */
export const PURCHASE_PAGE_PATH = '/payway-checkout';

export interface PaywayProviderOptions extends PaywayEndpoint {
  /** The storefront's public origin: PayWay posts its pushback to, and sends the customer back to, addresses of it. */
  publicUrl: string;
}

/** What a PayWay session keeps in its provider state. */
export interface PaywayState {
  providerReference: string;
  option: string;
  purchase: PurchaseForm;
}

/** What a pushback said, as far as it is an object: kept for staff when PayWay does not confirm it. */
function reportedBy(json: unknown): ReportedCallback {
  const raw = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  return { sessionId: null, transactionId: raw.tran_id, status: raw.status, reported: { amount: undefined, currency: undefined } };
}

/**
 * ABA PayWay for the bank card / QR method (`PAYMENT_PROVIDER_BANK_CARD=payway`): the customer posts the signed
 * Purchase form to PayWay's hosted checkout (cards or KHQR), and PayWay posts its pushback to `return_url`.
 *
 * The pushback (https://developer.payway.com.kh/ecommerce-checkout-3158159f0, "Handle Callback URL for payment
 * status updates": POST, application/json, `{ tran_id, apv, status, return_params }`) is not trusted by itself:
 * anyone can post it. Its tran_id must be one a session of ours holds, and then PayWay's own check-transaction API
 * is asked, as the same page requires ("you must also use the Check transaction API to verify payment status"):
 * only what PayWay answers there — APPROVED, with the amount and currency it took — is handed on, so
 * complete-session's amount and currency check applies to it.
 */
export function paywayProvider(options: PaywayProviderOptions): CallbackProvider<'bankCard'> & Reconciling {
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const purchaseUrl = new URL(PURCHASE_PATH, options.baseUrl).toString();

  /** PayWay's check-transaction, its outage answered as PAYMENT_GATEWAY_ERROR with its code (nothing recorded). */
  async function check(tranId: string, now: Date): Promise<TransactionStatus> {
    try {
      return await checkTransaction(options, tranId, now);
    } catch (error) {
      if (error instanceof PaywayUnavailable) throw new AppError('PAYMENT_GATEWAY_ERROR', { errorCode: error.code }, { provider: 'payway' });
      throw error;
    }
  }

  /**
   * The reconciliation job's question (a pushback lost, or never sent): what check-transaction says, landed as the
   * pushback would have — APPROVED with its amount and currency, DECLINED / CANCELLED as a failure; anything else waits.
   */
  async function reconcile(_session: { id: string }, state: Record<string, unknown>): Promise<ReconcileAnswer> {
    const tranId = typeof state.providerReference === 'string' ? state.providerReference : null;
    if (!tranId) return { outcome: null, reason: 'no tran_id' };
    // PayWay reads req_time as the real time of day, whatever the business clock says.
    const checked = await check(tranId, new Date());
    if (!checked.found) return { outcome: null, reason: `PayWay does not know the transaction (code ${checked.code})` };
    if (checked.status === 'APPROVED' && checked.amount !== null) {
      return { outcome: { status: 'succeeded', transactionId: tranId, charged: { amount: checked.amount, currency: checked.currency ?? '' } } };
    }
    if (checked.status === 'DECLINED' || checked.status === 'CANCELLED') return { outcome: { status: 'failed', code: 'PAYMENT_GATEWAY_ERROR', message: `PayWay: ${checked.status}`, transactionId: tranId } };
    return { outcome: null, reason: `PayWay reports the transaction ${checked.status}` };
  }

  async function verify(delivery: CallbackDelivery, now: Date, sessions: CallbackSessions): Promise<CallbackVerification> {
    let json: unknown;
    try {
      json = JSON.parse(delivery.rawBody);
    } catch {
      return { ok: false, reason: 'invalidBody', fields: [{ path: '', message: 'Invalid JSON' }], description: 'body Invalid JSON', kept: null };
    }
    const tranId = typeof json === 'object' && json !== null ? (json as Record<string, unknown>).tran_id : undefined;
    if (typeof tranId !== 'string' || !TRAN_ID_PATTERN.test(tranId)) {
      const message = 'tran_id must be 1 to 20 letters, digits or hyphens';
      return { ok: false, reason: 'invalidBody', fields: [{ path: 'tran_id', message }], description: `body/tran_id ${message}`, kept: null };
    }
    // Ours first, before PayWay is asked anything: a forged tran_id costs nobody a call.
    const sessionId = await sessions.byReference(tranId);
    if (!sessionId) return { ok: false, reason: 'unknownReference' };
    const checked = await check(tranId, now);
    const kept = { ...reportedBy(json), sessionId };
    if (!checked.found) return { ok: false, reason: 'unconfirmed', sessionId, description: `PayWay does not know the transaction (code ${checked.code})`, kept };
    const said = { ...kept, status: checked.status, reported: { amount: checked.reportedAmount, currency: checked.currency } };
    if (checked.status === 'APPROVED') {
      if (checked.amount === null) {
        const message = 'payment_amount is not an amount of at most two decimals';
        return { ok: false, reason: 'invalidBody', fields: [{ path: 'payment_amount', message }], description: `check-transaction ${message}`, kept: said };
      }
      return { ok: true, sessionId, outcome: { status: 'succeeded', transactionId: tranId, charged: { amount: checked.amount, currency: checked.currency ?? '' } } };
    }
    if (checked.status === 'DECLINED' || checked.status === 'CANCELLED') {
      return { ok: true, sessionId, outcome: { status: 'failed', code: 'PAYMENT_GATEWAY_ERROR', message: `PayWay: ${checked.status}`, transactionId: tranId } };
    }
    // PENDING (not paid yet), PRE-AUTH (never asked for), REFUNDED: nothing to record.
    return { ok: false, reason: 'unconfirmed', sessionId, description: `PayWay reports the transaction ${checked.status}`, kept: said };
  }

  return {
    kind: 'callback',
    method: 'bankCard',
    identifier: 'payway',
    open: ({ sessionId, kind, charge, paymentOption, continuePath, cancelPath, now }) => {
      const tranId = tranIdOf(sessionId);
      const option = paywayPaymentOption(paymentOption);
      const fields = purchaseFields({
        merchantId: options.merchantId,
        apiKey: options.apiKey,
        // PayWay reads req_time as the real time of day (UTC), whatever the business clock says.
        reqTime: paywayReqTime(new Date()),
        tranId,
        kind,
        charge,
        option,
        returnUrl: `${publicUrl}/api/payment/callback/bankCard`,
        cancelUrl: `${publicUrl}${withSessionId(cancelPath, sessionId)}`,
        continueSuccessUrl: `${publicUrl}${withSessionId(continuePath, sessionId)}`,
      });
      const state: PaywayState = { providerReference: tranId, option, purchase: { action: purchaseUrl, fields: Object.entries(fields) } };
      return {
        status: 'requiresAction',
        redirectUrl: `${PURCHASE_PAGE_PATH}/${sessionId}`,
        expiresAt: new Date(now.getTime() + PAYWAY_QR_MINUTES * 60_000),
        state: { ...state },
      };
    },
    verifyCallback: verify,
    reconcile,
  };
}
