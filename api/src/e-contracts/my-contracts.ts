import type { ContractKind } from '@storefront/contracts';
import type { UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { acceptAutoSign, autoSignState, listContracts, readContract, signContract } from './e-contracts.repository';

/** The signed-in customer's electronic contracts (spec §7 /user/contracts/*): their own only. */

/** Where a signature or a consent was given from (the request's address and user agent). */
export interface SignedFrom {
  ip: string | null;
  userAgent: string | null;
}

export async function listMyContracts(deps: Pick<AreaDeps, 'db'>, userId: string, unsignedOnly: boolean) {
  return { items: await listContracts(deps.db, userId, unsignedOnly) };
}

export async function readMyContract(deps: Pick<AreaDeps, 'db'>, userId: string, id: string, kind: ContractKind) {
  return readContract(deps.db, userId, id, kind);
}

/** Signs my contract now (the clock's), in a transaction of its own. */
export async function signMyContract(deps: Pick<AreaDeps, 'db' | 'clock'>, user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>, id: string, sha256: string, from: SignedFrom) {
  const now = deps.clock.now();
  return deps.db.transaction().execute((trx) => signContract(trx, user, id, sha256, { ...from, now }));
}

export async function myAutoSignState(deps: Pick<AreaDeps, 'db'>, userId: string) {
  return autoSignState(deps.db, userId);
}

/** Turns on automatic signing now (the clock's); accepting again keeps the first consent. */
export async function acceptMyAutoSign(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string, from: SignedFrom) {
  return acceptAutoSign(deps.db, userId, { ...from, now: deps.clock.now() });
}
