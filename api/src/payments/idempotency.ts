import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { AppError } from '../errors';

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The request a key was first used with: method, path and body (canonical JSON). */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

/** Answers not kept for a replay: the caller should retry with the same key (busy, or our failure). */
/** A first call that has not answered within this time died with its process: its key may be claimed again. */
const STALE_MS = 5 * 60_000;

const retryable = (status: number, body: unknown) => status >= 500 || (body as { code?: string } | null)?.code === 'TRANSACTION_IN_PROGRESS';

function reuseOf(row: { request_hash: string; status_code: number | null; response: unknown }, hash: string): StoredAnswer {
  if (row.request_hash !== hash) {
    throw new AppError('BAD_REQUEST', undefined, { idempotencyKey: 'reused' }, 'This Idempotency-Key was already used with a different request', 409);
  }
  if (row.status_code === null) throw new AppError('TRANSACTION_IN_PROGRESS');
  return { status: row.status_code, body: row.response };
}

/**
 * Runs a pay call once per (user, Idempotency-Key): the first answer (success or refusal) is stored and
 * replayed with its status to the same key and body; the same key with another body is a 409 BAD_REQUEST;
 * while the first call runs, the key answers TRANSACTION_IN_PROGRESS. Busy and server failures are not kept.
 */
export async function withIdempotency(db: Kysely<Database>, userId: string, key: string, hash: string, run: () => Promise<StoredAnswer>): Promise<StoredAnswer> {
  const claimed = await db
    .insertInto('idempotency_keys')
    // eslint-disable-next-line storefront-api/no-wall-clock -- a claim ages in real time: how long a request may run before its key is reclaimed
    .values({ user_id: userId, key, request_hash: hash, status_code: null, response: null, created_at: new Date() })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const reclaimed = await db
      .updateTable('idempotency_keys')
      // eslint-disable-next-line storefront-api/no-wall-clock -- a claim ages in real time (above)
      .set({ created_at: new Date() })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('request_hash', '=', hash)
      .where('status_code', 'is', null)
      // eslint-disable-next-line storefront-api/no-wall-clock -- a claim ages in real time (above)
      .where('created_at', '<', new Date(Date.now() - STALE_MS))
      .executeTakeFirst();
    if (Number(reclaimed.numUpdatedRows) === 0) {
      const row = await db.selectFrom('idempotency_keys').select(['request_hash', 'status_code', 'response']).where('user_id', '=', userId).where('key', '=', key).executeTakeFirstOrThrow();
      return reuseOf(row, hash);
    }
  }
  let answer: StoredAnswer;
  try {
    answer = await run();
  } catch (error) {
    if (!(error instanceof AppError)) {
      await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
      throw error;
    }
    answer = { status: error.status, body: error.body };
  }
  if (retryable(answer.status, answer.body)) {
    await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
  } else {
    await db
      .updateTable('idempotency_keys')
      .set({ status_code: answer.status, response: JSON.stringify(answer.body) })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  }
  return answer;
}
