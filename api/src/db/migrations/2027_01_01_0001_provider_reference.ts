import { sql, type Kysely } from 'kysely';

/**
 * A callback provider whose callbacks cannot carry our session id (PayWay's tran_id is at most 20 characters) keeps
 * its own reference in the session's `provider_state.providerReference`, and its callback finds the session by it
 * (payments/sessions.repository.ts `sessionIdByProviderReference`): an expression index, so that lookup is not a scan
 * of every session ever opened. Partial: only sessions that carry one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index payment_sessions_provider_reference_idx on payment_sessions (method, (provider_state->>'providerReference')) where provider_state ? 'providerReference'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists payment_sessions_provider_reference_idx`.execute(db);
}
