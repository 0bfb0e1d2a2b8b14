import { outcomeOfCapture, type CallbackDelivery, type CallbackSessions, type CallbackVerification, type CaptureResult, type HostedPageOpening, type OpeningRequest, type ReconcileAnswer, type Reconciling, type WebhookCapturingProvider } from '../payment-provider';
import { centsOfDecimal } from '../decimal-amount';
import { withSessionId } from '../return-path';
import type { PaypalEndpoint } from './endpoint';
import type { PaypalApi } from './paypal-client';
import type * as Sdk from './sdk';
import { PaypalUnavailable, readEvent, verifyWebhookSignature, webhookSignature } from './webhooks';

/** How long PayPal keeps an order approvable: "3 hours" for an order created with intent CAPTURE that is not approved (Orders v2 overview). */
export const PAYPAL_APPROVAL_MINUTES = 180;

export interface PaypalProviderOptions extends PaypalEndpoint {
  /** The storefront's public origin: PayPal sends the customer back to addresses of it. */
  publicUrl: string;
}

/** What a PayPal session keeps in its provider state: PayPal's order id, by which its webhooks find the session. */
export interface PaypalState {
  providerReference: string;
}

const invalid = (path: string, message: string): CallbackVerification => ({ ok: false, reason: 'invalidBody', fields: [{ path, message }], description: `body/${path} ${message}`, kept: null });

/**
 * PayPal for the wallet method (`PAYMENT_PROVIDER_WALLET=paypal`), through the official SDK (Orders v2):
 * - open: creates PayPal's order for the session's charge (PayPal-Request-Id: the session, so a repeated call creates
 *   one order) and sends the customer to its approval page; PayPal sends them back to continuePath with our sessionId
 *   (and its own token and PayerID);
 * - capture: the storefront captures the approved order when the customer is back (POST /api/paypal/capture/…);
 *   an order captured already (ORDER_ALREADY_CAPTURED: the answer to a first capture was lost) is read back instead;
 * - webhooks (POST /api/payment/callback/wallet): a PAYMENT.CAPTURE.* event counts only once PayPal's own
 *   verify-webhook-signature call said it is PayPal's, for an order a session of ours holds; then a capture that
 *   completed after the customer left is recorded, exactly as their capture would have been (once).
 */
export function paypalProvider(options: PaypalProviderOptions, given?: PaypalApi): WebhookCapturingProvider<'wallet'> & Reconciling {
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  // The SDK is loaded, and its client made, the first time PayPal is called.
  let loaded: Promise<typeof Sdk> | undefined;
  let made: PaypalApi | undefined = given;
  const sdk = async () => {
    const modules = await (loaded ??= import('./sdk'));
    made ??= modules.paypalApi(options);
    return { ...modules, api: made };
  };

  async function open({ sessionId, kind, referenceId, charge, continuePath, cancelPath, now }: OpeningRequest): Promise<HostedPageOpening> {
    const { api, approvalUrl, createOrderRequest, gatewayError, paypalFailure } = await sdk();
    let order;
    try {
      order = (
        await api.orders.createOrder({
          body: createOrderRequest({ sessionId, kind, referenceId, charge, returnUrl: `${publicUrl}${withSessionId(continuePath, sessionId)}`, cancelUrl: `${publicUrl}${withSessionId(cancelPath, sessionId)}` }),
          paypalRequestId: `open-${sessionId}`,
          prefer: 'return=minimal',
        })
      ).result;
    } catch (error) {
      throw gatewayError(paypalFailure(error));
    }
    const redirectUrl = approvalUrl(order);
    if (!order.id || !redirectUrl) throw gatewayError({ status: 200, code: 'PAYPAL_INVALID_ANSWER', issue: null });
    const state: PaypalState = { providerReference: order.id };
    return { status: 'requiresAction', redirectUrl, expiresAt: new Date(now.getTime() + PAYPAL_APPROVAL_MINUTES * 60_000), state: { ...state } };
  }

  async function capture(session: { id: string }, state: Record<string, unknown>): Promise<CaptureResult> {
    const orderId = typeof state.providerReference === 'string' ? state.providerReference : null;
    if (!orderId) return { status: 'refused', code: 'PAYPAL_ERROR', reason: 'no PayPal order' };
    const { api, captureOf, gatewayError, paypalFailure } = await sdk();
    try {
      return captureOf((await api.orders.captureOrder({ id: orderId, paypalRequestId: `capture-${session.id}`, prefer: 'return=representation' })).result);
    } catch (error) {
      const failure = paypalFailure(error);
      if (failure.issue === 'ORDER_ALREADY_CAPTURED') {
        try {
          return captureOf((await api.orders.getOrder({ id: orderId })).result);
        } catch (again) {
          throw gatewayError(paypalFailure(again));
        }
      }
      // PayPal answered that it will not capture (not approved, declined, an expired order): the customer's to retry.
      if (failure.status !== null && failure.status >= 400 && failure.status < 500 && failure.status !== 401 && failure.status !== 429) {
        return { status: 'refused', code: 'PAYPAL_ERROR', reason: failure.issue ?? failure.code };
      }
      throw gatewayError(failure);
    }
  }

  /**
   * The reconciliation job's question: PayPal's order as it stands (GET /v2/checkout/orders/{id}). Captured → its
   * capture lands as the customer's capture would have; approved but never captured (the customer did not come back)
   * → the storefront captures it now, once (the same PayPal-Request-Id as the customer's own capture); otherwise the
   * customer has not approved yet, and nothing changes.
   */
  async function reconcile(session: { id: string; charge: number }, state: Record<string, unknown>): Promise<ReconcileAnswer> {
    const orderId = typeof state.providerReference === 'string' ? state.providerReference : null;
    if (!orderId) return { outcome: null, reason: 'no PayPal order' };
    const { api, captureOf, gatewayError, paypalFailure } = await sdk();
    let order;
    try {
      order = (await api.orders.getOrder({ id: orderId })).result;
    } catch (error) {
      throw gatewayError(paypalFailure(error));
    }
    const captured = order.purchaseUnits?.[0]?.payments?.captures?.length ? captureOf(order) : order.status === 'APPROVED' ? await capture(session, state) : null;
    if (!captured) return { outcome: null, reason: `PayPal order ${order.status ?? 'without status'}` };
    // Refused (the payer's instrument declined, say): the customer may still choose another way on PayPal's page.
    if (captured.status === 'refused') return { outcome: null, reason: `PayPal refused the capture: ${captured.reason}` };
    return { outcome: outcomeOfCapture(captured) };
  }

  async function verifyCallback(delivery: CallbackDelivery, _now: Date, sessions: CallbackSessions): Promise<CallbackVerification> {
    const signature = webhookSignature(delivery.headers);
    if (!signature) return { ok: false, reason: 'signature', signature: 'missing' };
    let json: unknown;
    try {
      json = JSON.parse(delivery.rawBody);
    } catch {
      return invalid('', 'Invalid JSON');
    }
    const read = readEvent(json);
    if (!read.ok) return invalid(read.path, read.message);
    const { event, capture } = read;
    // Ours first, before PayPal is asked anything: an event for an order no session holds costs nobody a call.
    const sessionId = capture ? await sessions.byReference(capture.supplementary_data.related_ids.order_id) : undefined;
    if (capture && !sessionId) return { ok: false, reason: 'unknownReference' };
    const { api, gatewayError, paypalFailure } = await sdk();
    let genuine: boolean;
    try {
      genuine = await verifyWebhookSignature(options, await api.accessToken(), signature, json);
    } catch (error) {
      throw gatewayError(error instanceof PaypalUnavailable ? error.failure : paypalFailure(error));
    }
    if (!genuine) return { ok: false, reason: 'signature', signature: 'mismatch' };
    if (!capture || !sessionId) return { ok: false, reason: 'acknowledged', description: event.event_type };
    const reported = { amount: capture.amount.value, currency: capture.amount.currency_code };
    switch (event.event_type) {
      case 'PAYMENT.CAPTURE.COMPLETED': {
        const amount = centsOfDecimal(capture.amount.value);
        if (amount === null) {
          return { ok: false, reason: 'invalidBody', fields: [{ path: 'resource.amount.value', message: 'not an amount of at most two decimals' }], description: 'resource/amount/value not an amount of at most two decimals', kept: { sessionId, transactionId: capture.id, status: capture.status, reported } };
        }
        return { ok: true, sessionId, outcome: { status: 'succeeded', transactionId: capture.id, charged: { amount, currency: capture.amount.currency_code } } };
      }
      case 'PAYMENT.CAPTURE.PENDING':
        return { ok: true, sessionId, outcome: { status: 'pending', transactionId: capture.id, reason: capture.status_details?.reason ?? 'PENDING' } };
      case 'PAYMENT.CAPTURE.DENIED':
      case 'PAYMENT.CAPTURE.DECLINED':
        return { ok: true, sessionId, outcome: { status: 'failed', code: 'PAYPAL_ERROR', declineCode: event.event_type, transactionId: capture.id } };
      default:
        // Refunded or reversed: what it paid is refunded by staff here, to the balance (spec §9); nothing to record.
        return { ok: false, reason: 'acknowledged', description: event.event_type };
    }
  }

  return { kind: 'capture', method: 'wallet', identifier: 'paypal', open, capture, verifyCallback, reconcile };
}
