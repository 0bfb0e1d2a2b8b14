import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { invalidField } from '../errors';
import type { RecordDeps } from './record-payment';
import { requestHash, withIdempotency } from './idempotency';
import { servicesDepsOf } from '../services/order-paid-services';

/**
 * Runs a pay or top-up call under its Idempotency-Key header (required): the first answer is kept and replayed
 * with its status for the same key and request; the same key with another request is a 409.
 */
export async function idempotentCall(request: FastifyRequest, reply: FastifyReply, hashed: unknown, run: () => Promise<unknown>): Promise<FastifyReply> {
  const parsedKey = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
  if (!parsedKey.success) throw invalidField('Idempotency-Key', 'An Idempotency-Key header (8 to 128 letters, digits, _ . : -) is required');
  const hash = requestHash(request.method, request.url.split('?')[0]!, hashed);
  const answer = await withIdempotency(request.server.db, request.user!.id, parsedKey.data, hash, async () => ({ status: 200, body: await run() }));
  return reply.code(answer.status).send(answer.body);
}

/** What recording a payment needs from the app: registry and catalogue (domains), clock, VAT name. */
export const recordDepsOf = (app: Pick<AreaDeps, 'registry' | 'clock' | 'tldCatalogue' | 'config' | 'jobs'>): RecordDeps => ({ registry: app.registry, clock: app.clock, tldCatalogue: app.tldCatalogue, vatName: app.config.vatName, ...servicesDepsOf(app) });
