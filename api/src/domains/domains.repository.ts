import { randomUUID } from 'node:crypto';
import type { Db, DomainRow } from '../db/database';

/** A customer's rows among these names: one query (the search asks it for every signed-in request). */
export function findOwned(db: Db, userId: string, domains: string[]): Promise<Pick<DomainRow, 'domain' | 'tld' | 'expires_at' | 'transfer_completes_at'>[]> {
  if (domains.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('domains')
    .select(['domain', 'tld', 'expires_at', 'transfer_completes_at'])
    .where('user_id', '=', userId)
    .where('domain', 'in', domains)
    .execute();
}

export function listOwned(db: Db, userId: string, limit: number): Promise<DomainRow[]> {
  return db.selectFrom('domains').selectAll().where('user_id', '=', userId).orderBy('expires_at').orderBy('domain').limit(limit).execute();
}

export function findDomain(db: Db, domain: string, lock = false): Promise<DomainRow | undefined> {
  let query = db.selectFrom('domains').selectAll().where('domain', '=', domain);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export interface DomainHolding {
  userId: string;
  domain: string;
  tld: string;
  registeredAt: Date;
  expiresAt: Date;
  transferRequestedAt?: Date | null;
  transferCompletesAt?: Date | null;
}

/** Records that a customer holds a name; a released name held before (by anyone) is taken over. */
export async function saveHolding(db: Db, holding: DomainHolding, now: Date): Promise<DomainRow> {
  const values = {
    user_id: holding.userId,
    domain: holding.domain,
    tld: holding.tld,
    registered_at: holding.registeredAt,
    expires_at: holding.expiresAt,
    transfer_requested_at: holding.transferRequestedAt ?? null,
    transfer_completes_at: holding.transferCompletesAt ?? null,
    updated_at: now,
  };
  return db
    .insertInto('domains')
    .values({ id: randomUUID(), ...values })
    .onConflict((oc) => oc.column('domain').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setExpiry(db: Db, id: string, expiresAt: Date, now: Date): Promise<DomainRow> {
  return db.updateTable('domains').set({ expires_at: expiresAt, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}
