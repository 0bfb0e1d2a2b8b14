import { z } from 'zod';
import type { CallbackDelivery } from '../payment-provider';
import type { PaypalFailure } from './paypal-errors';

/** The path of PayPal's Verify webhook signature call (Notifications v1), which the SDK does not cover. */
export const VERIFY_WEBHOOK_SIGNATURE_PATH = '/v1/notifications/verify-webhook-signature';

/**
 * The headers PayPal signs a webhook delivery with (https://developer.paypal.com/api/rest/webhooks/rest/, "Verify the
 * signature": PAYPAL-TRANSMISSION-ID, PAYPAL-TRANSMISSION-TIME, PAYPAL-TRANSMISSION-SIG, PAYPAL-CERT-URL,
 * PAYPAL-AUTH-ALGO), each named by the field of the verify call it fills.
 */
const SIGNATURE_HEADERS = {
  transmission_id: 'paypal-transmission-id',
  transmission_time: 'paypal-transmission-time',
  transmission_sig: 'paypal-transmission-sig',
  cert_url: 'paypal-cert-url',
  auth_algo: 'paypal-auth-algo',
} as const;

export type WebhookSignature = Record<keyof typeof SIGNATURE_HEADERS, string>;

/** The signature headers of a delivery, or null when one is missing or not a single line of at most 2,048 characters. */
export function webhookSignature(headers: CallbackDelivery['headers']): WebhookSignature | null {
  const signature = {} as WebhookSignature;
  for (const [field, header] of Object.entries(SIGNATURE_HEADERS) as [keyof WebhookSignature, string][]) {
    const value = headers[header];
    if (typeof value !== 'string' || value.length === 0 || value.length > 2048 || /[\r\n]/.test(value)) return null;
    signature[field] = value;
  }
  return signature;
}

/**
 * A webhook event as the Webhooks event names page describes it (https://developer.paypal.com/api/rest/webhooks/event-names/):
 * `id`, `event_type` and the `resource` it is about. For PAYMENT.CAPTURE.* the resource is a capture: its `id`,
 * `status`, `amount` {currency_code, value} and `supplementary_data.related_ids.order_id`, the order it captured.
 */
const eventSchema = z.object({
  id: z.string().min(1).max(255),
  event_type: z.string().min(1).max(255),
  resource: z.record(z.string(), z.unknown()),
});

const captureSchema = z.object({
  id: z.string().min(1).max(255),
  status: z.string().optional(),
  status_details: z.object({ reason: z.string().optional() }).optional(),
  amount: z.object({ currency_code: z.string(), value: z.string() }),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().min(1).max(255) }) }),
});

export type WebhookEvent = z.infer<typeof eventSchema>;
export type CaptureResource = z.infer<typeof captureSchema>;

export type ReadEvent = { ok: true; event: WebhookEvent; capture: CaptureResource | null } | { ok: false; path: string; message: string };

/** The event's envelope, and its capture when it is a PAYMENT.CAPTURE.* event. */
export function readEvent(json: unknown): ReadEvent {
  const envelope = eventSchema.safeParse(json);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    return { ok: false, path: issue?.path.join('.') ?? '', message: issue?.message ?? 'Invalid event' };
  }
  if (!envelope.data.event_type.startsWith('PAYMENT.CAPTURE.')) return { ok: true, event: envelope.data, capture: null };
  const capture = captureSchema.safeParse(envelope.data.resource);
  if (!capture.success) {
    const issue = capture.error.issues[0];
    return { ok: false, path: ['resource', ...(issue?.path ?? [])].join('.'), message: issue?.message ?? 'Invalid capture' };
  }
  return { ok: true, event: envelope.data, capture: capture.data };
}

/** Why PayPal could not say whether a delivery is its own. */
export class PaypalUnavailable extends Error {
  constructor(readonly failure: PaypalFailure) {
    super(`PayPal unavailable: ${failure.code}`);
  }
}

/**
 * Asks PayPal whether a delivery is its own: POST /v1/notifications/verify-webhook-signature with the signature
 * headers, the webhook's id and the event (https://developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post),
 * bearer-authenticated; it answers `{ verification_status: "SUCCESS" | "FAILURE" }`. Node's fetch, within the timeout.
 */
export async function verifyWebhookSignature(
  endpoint: { baseUrl: string; webhookId: string; timeoutMs: number },
  accessToken: string,
  signature: WebhookSignature,
  event: unknown,
): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(new URL(VERIFY_WEBHOOK_SIGNATURE_PATH, endpoint.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ ...signature, webhook_id: endpoint.webhookId, webhook_event: event }),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new PaypalUnavailable({ status: null, code: timedOut ? 'PAYPAL_TIMEOUT' : 'PAYPAL_UNREACHABLE', issue: null });
  }
  const answer = z.object({ verification_status: z.enum(['SUCCESS', 'FAILURE']) }).safeParse(await response.json().catch(() => null));
  if (!response.ok || !answer.success) throw new PaypalUnavailable({ status: response.status, code: response.ok ? 'PAYPAL_INVALID_ANSWER' : `PAYPAL_HTTP_${response.status}`, issue: null });
  return answer.data.verification_status === 'SUCCESS';
}
