import type { StaffApprovalPending, StaffVoucher } from '@storefront/contracts';
import type { UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { createVoucher, lockVoucher, rulesAfter, updateVoucher, type VoucherCreate, type VoucherUpdate } from '../vouchers/staff-voucher-changes';
import { gateChange } from './gate';

const actorOf = (user: UserRow) => ({ email: user.email, userId: user.id });

/** Creates a voucher within the caller's limits (STAFF_LIMITS: largest discount, a use limit); beyond them nothing is created and the change waits for approval. */
export async function createVoucherWithinLimits(deps: Pick<AreaDeps, 'db' | 'clock'>, actor: UserRow, body: VoucherCreate): Promise<StaffVoucher | StaffApprovalPending> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const pending = await gateChange(trx, actor, { kind: 'vouchers', rules: body }, { action: 'createVoucher', capability: 'vouchers.create', target: `voucher:${body.code}`, params: {}, body, reason: body.reason }, now);
    return pending ?? createVoucher(trx, actorOf(actor), body, now);
  });
}

/** Changes, pauses or resumes a voucher within the caller's limits; rules beyond them change nothing and wait for approval. */
export async function updateVoucherWithinLimits(deps: Pick<AreaDeps, 'db' | 'clock'>, actor: UserRow, code: string, body: VoucherUpdate): Promise<StaffVoucher | StaffApprovalPending> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockVoucher(trx, code);
    const rules = rulesAfter(before, body);
    const pending = await gateChange(trx, actor, { kind: 'vouchers', rules }, { action: 'updateVoucher', capability: 'vouchers.update', target: `voucher:${before.code}`, params: { code: before.code }, body, reason: body.reason }, now);
    return pending ?? updateVoucher(trx, actorOf(actor), before, body, now);
  });
}
