import type { AreaDeps } from '../deps';
import { listLedgerEntries, readLedgerTotal, type LedgerEntryOf } from './ledger.repository';

/** What a customer holds, as their own pages read it (GET /api/balance…, /api/promo-credit). */
type LedgerDeps = Pick<AreaDeps, 'db'>;

export const balanceOf = async (deps: LedgerDeps, userId: string): Promise<{ balance: number }> => ({ balance: await readLedgerTotal(deps.db, 'balance', userId) });

export const promoCreditTotalOf = async (deps: LedgerDeps, userId: string): Promise<{ total: number }> => ({ total: await readLedgerTotal(deps.db, 'promoCredit', userId) });

/** The balance and its latest movements, newest first. */
export async function balanceLedgerOf(deps: LedgerDeps, userId: string, limit: number): Promise<{ balance: number; entries: LedgerEntryOf<'balance'>[] }> {
  return { balance: await readLedgerTotal(deps.db, 'balance', userId), entries: await listLedgerEntries(deps.db, 'balance', userId, limit) };
}
