import type { Kysely } from 'kysely';
import { redactPath, type MetaEventBatch } from '@storefront/contracts';
import type { Database } from '../db/database';
import type { AreaDeps } from '../deps';

/** How far a browser's clock is believed: an event's time outside this window is stored as the time received. */
const PAST_MS = 7 * 24 * 60 * 60 * 1000;
const FUTURE_MS = 5 * 60 * 1000;

/** The event's time as stored: the browser's when plausible, else the server's. */
export function occurredAt(claimed: string, receivedAt: Date): Date {
  const time = new Date(claimed).getTime();
  const now = receivedAt.getTime();
  return Number.isFinite(time) && time >= now - PAST_MS && time <= now + FUTURE_MS ? new Date(time) : receivedAt;
}

/**
 * Stores a validated batch in one statement (all of it or none), the user from the session (null for a guest).
 * Paths are redacted again here: a tracker of another build may not have done it.
 */
export async function recordMetaEvents(db: Kysely<Database>, batch: MetaEventBatch, userId: string | null, receivedAt: Date): Promise<number> {
  const rows = batch.events.map((event) => ({
    type: event.type,
    visitor_id: batch.visitorId,
    user_id: userId,
    path: redactPath(event.path),
    locale: event.locale,
    value_cents: event.value ?? null,
    currency: event.currency ?? null,
    items: event.items?.length ? JSON.stringify(event.items) : null,
    occurred_at: occurredAt(event.occurredAt, receivedAt),
    received_at: receivedAt,
  }));
  await db.insertInto('meta_events').values(rows).execute();
  return rows.length;
}

/** A visitor's batch as received now (the clock's), with the session's user or null (POST /api/meta/events). */
export async function receiveMetaEvents(deps: Pick<AreaDeps, 'db' | 'clock'>, batch: MetaEventBatch, userId: string | null): Promise<number> {
  return recordMetaEvents(deps.db, batch, userId, deps.clock.now());
}
