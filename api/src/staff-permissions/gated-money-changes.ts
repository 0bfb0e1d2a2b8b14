import type { StaffApprovalPending } from '@storefront/contracts';
import type { UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { gateChange } from './gate';
import { adjustBalance, grantPromoCredit } from './money-changes';

/** A staff member's change of a customer's money: its amount (cents, signed) and reason. */
export interface StaffMoneyChange {
  userId: string;
  amount: number;
  reason: string;
}

/**
 * A staff balance adjustment within the caller's limits, in one transaction; beyond them nothing moves and the
 * answer is the approval waiting for a second staff member.
 */
export async function adjustBalanceAsStaff(deps: Pick<AreaDeps, 'db' | 'clock'>, staff: UserRow, { userId, amount, reason }: StaffMoneyChange): Promise<StaffApprovalPending | Awaited<ReturnType<typeof adjustBalance>>> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const pending = await gateChange(trx, staff, { kind: 'balance.adjust', amount }, { action: 'adjustBalance', capability: 'balance.adjust', target: `user:${userId}`, params: { userId }, body: { amount, reason }, reason }, now);
    return pending ?? adjustBalance(trx, { userId, amount, reason, staffId: staff.id, now });
  });
}

/** A staff promo credit grant or take-back, gated as adjustBalanceAsStaff. */
export async function grantPromoCreditAsStaff(deps: Pick<AreaDeps, 'db' | 'clock'>, staff: UserRow, { userId, amount, reason }: StaffMoneyChange): Promise<StaffApprovalPending | Awaited<ReturnType<typeof grantPromoCredit>>> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const pending = await gateChange(trx, staff, { kind: 'promo-credit.grant', amount }, { action: 'grantPromoCredit', capability: 'promo-credit.grant', target: `user:${userId}`, params: { userId }, body: { amount, reason }, reason }, now);
    return pending ?? grantPromoCredit(trx, { userId, amount, reason, staffId: staff.id, now });
  });
}
