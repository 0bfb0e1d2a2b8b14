import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A jsonb patch of a row's provider_state (a payment session's, an add-card attempt's): one statement, nothing read first. */
export const statePatch = (patch: Record<string, unknown>) => sql<string>`provider_state || ${JSON.stringify(patch)}::jsonb`;

/**
 * The card pages' claim on a subject's one call that takes money (a payment session's authorisation, an add-card
 * attempt's verification): `authorising` written only where it is absent, on a subject still waiting; true for the
 * one request that wrote it.
 */
export async function claimOnce(db: Db, table: 'payment_sessions' | 'card_setups', id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable(table as 'payment_sessions')
    .set({ provider_state: statePatch({ authorising: now.toISOString() }) })
    .where('id', '=', id)
    .where('status', '=', 'requiresAction')
    .where(sql<boolean>`not (provider_state ? 'authorising')`)
    .returning('id')
    .executeTakeFirst();
  return Boolean(claimed);
}
