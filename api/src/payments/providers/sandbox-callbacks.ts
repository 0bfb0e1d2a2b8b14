import { createHmac, timingSafeEqual } from 'node:crypto';
import { CALLBACK_SIGNATURE_HEADER, CALLBACK_TOLERANCE_SECONDS, providerCallbackSchema, type ProviderCallback } from '@storefront/contracts';
import type { SessionOutcome } from '../complete-session';
import type { CallbackDelivery, CallbackVerification, ReconcileAnswer, ReportedCallback } from './payment-provider';

/**
 * The sandbox gateway's callback protocol (its card and bank card / QR providers; sandbox-gateway/gateway.ts
 * posts them). Signed like Stripe's webhooks: header `x-signature: t=<unix seconds>,v1=<hex>` where v1 is
 * HMAC-SHA256(secret, "<t>.<raw body>"), the secret being PAYMENT_CALLBACK_SECRET; the body is the contract's
 * `providerCallbackSchema`. Verification recomputes the HMAC over the raw bytes received, compares in constant time
 * and refuses a timestamp outside the replay window, before the body is read. A real provider has a module of its
 * own beside this one, with its own scheme.
 */
export function signSandboxCallback(secret: string, rawBody: string, nowSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${nowSeconds}.${rawBody}`).digest('hex');
  return `t=${nowSeconds},v1=${mac}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export function verifySandboxSignature(secret: string, rawBody: string, header: string | undefined, nowSeconds: number): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1');
  if (!Number.isInteger(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - t) > CALLBACK_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ok: true } : { ok: false, reason: 'mismatch' };
}

/** What a body said, as far as it is an object: kept for staff when it cannot be read. */
function reportedBy(json: unknown): ReportedCallback {
  const raw = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  return { sessionId: raw.sessionId, transactionId: raw.transactionId, status: raw.status, reported: { amount: raw.amount, currency: raw.currency } };
}

/**
 * A sandbox callback checked and read: its signature first, then its body. A body that is not the contract's is
 * refused with each field and its words, worded as the api's validation errors are (`body/<path> <message>`).
 */
export function verifySandboxCallback(secret: string, delivery: CallbackDelivery, now: Date): CallbackVerification {
  const header = delivery.headers[CALLBACK_SIGNATURE_HEADER];
  const check = verifySandboxSignature(secret, delivery.rawBody, typeof header === 'string' ? header : undefined, Math.floor(now.getTime() / 1000));
  if (!check.ok) return { ok: false, reason: 'signature', signature: check.reason };
  let json: unknown;
  try {
    json = JSON.parse(delivery.rawBody);
  } catch {
    return { ok: false, reason: 'invalidBody', fields: [{ path: '', message: 'Invalid JSON' }], description: 'body Invalid JSON', kept: reportedBy(undefined) };
  }
  const parsed = providerCallbackSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
    return {
      ok: false,
      reason: 'invalidBody',
      fields: issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      description: issues.map((issue) => `body/${issue.path.join('/')} ${issue.message}`).join(', '),
      kept: reportedBy(json),
    };
  }
  return { ok: true, sessionId: parsed.data.sessionId, outcome: outcomeOf(parsed.data) };
}

/** What a sandbox callback reports, as the outcome it lands. */
function outcomeOf(body: ProviderCallback): SessionOutcome {
  const charged = { amount: body.amount, currency: body.currency };
  return body.status === 'succeeded'
    ? { status: 'succeeded', transactionId: body.transactionId, charged }
    : { status: 'failed', code: body.failureCode ?? 'PAYMENT_PROCESSOR_ERROR', declineCode: body.declineCode ?? null, transactionId: body.transactionId, charged };
}

/**
 * Where the sandbox gateway keeps, on the session, the callback it is about to post (sandbox-gateway/gateway.ts):
 * its own record of what it took, as a real gateway keeps its transactions.
 */
export const SANDBOX_GATEWAY_RECORD = 'gatewayRecord';

/** The reconciliation job's question to the sandbox: the gateway's record of the session, if the customer paid (or was declined) there. */
export async function reconcileSandbox(state: Record<string, unknown>): Promise<ReconcileAnswer> {
  const record = providerCallbackSchema.safeParse(state[SANDBOX_GATEWAY_RECORD]);
  return record.success ? { outcome: outcomeOf(record.data) } : { outcome: null, reason: 'the customer has not paid at the sandbox gateway' };
}
