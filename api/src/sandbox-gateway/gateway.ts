import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { CALLBACK_SIGNATURE_HEADER, CURRENCY, type ProviderCallback } from '@storefront/contracts';
import type { SessionRow } from '../payments/sessions.repository';
import { SANDBOX_GATEWAY_RECORD, signSandboxCallback } from '../payments/providers/sandbox-callbacks';
import { effectiveStatus } from '../payments/sessions.repository';

export async function findSession(app: FastifyInstance, id: string): Promise<SessionRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return app.db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Why the gateway will not act on a session (paid, failed, cancelled, expired), or null when it may. */
export function closedReason(app: FastifyInstance, session: SessionRow, method: string): string | null {
  if (session.method !== method) return 'This payment belongs to another payment method.';
  const status = effectiveStatus(session, app.clock.now());
  if (status === 'requiresAction') return null;
  if (status === 'expired') return 'This payment session has expired. Please start the payment again from the store.';
  if (status === 'succeeded') return 'This payment is already complete.';
  return 'This payment session is no longer active. Please start the payment again from the store.';
}

/** The gateway keeps its own notes (approval, the card's pending 3-D Secure) on the session's provider state. */
export async function saveGatewayState(app: FastifyInstance, session: SessionRow, patch: Record<string, unknown>): Promise<void> {
  const state = { ...(session.provider_state as Record<string, unknown>), ...patch };
  await app.db.updateTable('payment_sessions').set({ provider_state: JSON.stringify(state), updated_at: app.clock.now() }).where('id', '=', session.id).execute();
}

/** What the sandbox's processor answered for a session: it took the charge, or it refused (with the §8 code). */
export type GatewayOutcome = { status: 'succeeded' } | { status: 'failed'; declineCode?: string; failureCode: string };

/**
 * The gateway takes (or refuses) the session's charge and keeps its own record of it on the session (merged into the
 * state as it now is), as a real gateway keeps its transactions: were the callback that reports it lost, the
 * reconciliation job finds it there (reconcileSandbox). Returns the callback's body.
 */
export async function recordAtGateway(app: FastifyInstance, session: SessionRow, outcome: GatewayOutcome): Promise<ProviderCallback> {
  // What the sandbox took (or tried to): exactly the session's charge, in its currency.
  const taken = { sessionId: session.id, transactionId: `${session.method}_${randomUUID()}`, amount: session.charge, currency: CURRENCY };
  const body: ProviderCallback =
    outcome.status === 'succeeded' ? { ...taken, status: 'succeeded' } : { ...taken, status: 'failed', declineCode: outcome.declineCode ?? null, failureCode: outcome.failureCode };
  await app.db
    .updateTable('payment_sessions')
    .set({ provider_state: sql`provider_state || jsonb_build_object(${SANDBOX_GATEWAY_RECORD}::text, ${JSON.stringify(body)}::jsonb)`, updated_at: app.clock.now() })
    .where('id', '=', session.id)
    .execute();
  return body;
}

/**
 * Posts the gateway's signed callback to the storefront, as the real party would over HTTP (here through Fastify's
 * inject: same route, same raw body, same signature check), signed now by the wall clock.
 */
export function postCallback(app: FastifyInstance, method: string, body: ProviderCallback) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/api/payment/callback/${method}`,
    headers: { 'content-type': 'application/json', [CALLBACK_SIGNATURE_HEADER]: signSandboxCallback(app.config.paymentCallbackSecret, raw, Math.floor(Date.now() / 1000)) },
    payload: raw,
  });
}

/** The gateway records what it did, then reports it by callback. Throws when the callback is not accepted. */
export async function deliverCallback(app: FastifyInstance, session: SessionRow, outcome: GatewayOutcome): Promise<void> {
  const response = await postCallback(app, session.method, await recordAtGateway(app, session, outcome));
  if (response.statusCode !== 200) throw new Error(`callback refused: ${response.statusCode} ${response.body}`);
}
