import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { staffOperationsSchemas as routes, StaffVoucher, VoucherRulesForLimit } from '@storefront/contracts';
import type { Database, VoucherRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError, invalidField } from '../errors';
import { recordStaffAudit, type StaffActor } from '../staff-audit/staff-audit.repository';
import { readStaffVoucher, toStaffVoucher } from './staff-voucher-view';

export type VoucherCreate = z.output<typeof routes.createVoucher.body>;
export type VoucherUpdate = z.output<typeof routes.updateVoucher.body>;

/** The rules as the audit log keeps them (before and after a change). */
function rulesOf(voucher: VoucherRow) {
  return {
    discountType: voucher.discount_type,
    value: voucher.value,
    validUntil: voucher.valid_until ? new Date(voucher.valid_until).toISOString() : null,
    minSubtotal: voucher.min_subtotal,
    categories: voucher.categories,
    maxUses: voucher.max_uses,
    perUserOnce: voucher.per_user_once,
    active: voucher.active,
    description: voucher.description,
  };
}

/** The voucher, locked for the change; VOUCHER_NOT_FOUND when there is none. */
export async function lockVoucher(trx: Transaction<Database>, code: string): Promise<VoucherRow> {
  const before = await trx.selectFrom('vouchers').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
  if (!before) throw new AppError('VOUCHER_NOT_FOUND');
  return before;
}

/** The rules the limits read once an update is applied. */
export function rulesAfter(before: VoucherRow, update: Pick<VoucherUpdate, 'discountType' | 'value' | 'maxUses'>): VoucherRulesForLimit {
  return { discountType: update.discountType ?? before.discount_type, value: update.value ?? before.value, maxUses: update.maxUses === undefined ? before.max_uses : update.maxUses };
}

/** Creates a voucher and its audit row, in the caller's transaction (the route's, or the approval's that let it through). */
export async function createVoucher(trx: Transaction<Database>, actor: StaffActor, body: VoucherCreate, now: Date): Promise<StaffVoucher> {
  const { reason, code, discountType, value, validUntil, minSubtotal, categories, maxUses, perUserOnce, description, active } = body;
  const row = await trx
    .insertInto('vouchers')
    .values({
      code,
      discount_type: discountType,
      value,
      valid_until: validUntil ? new Date(validUntil) : null,
      min_subtotal: minSubtotal,
      categories: categories ? JSON.stringify(categories) : null,
      max_uses: maxUses,
      per_user_once: perUserOnce,
      active,
      description,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw invalidField('code', 'A voucher with this code exists');
  await recordStaffAudit(trx, actor, { area: 'voucher', action: 'create', target: `voucher:${row.code}`, before: null, after: rulesOf(row), reason });
  return toStaffVoucher(row, now);
}

/** Applies an update to a locked voucher and audits it, in the caller's transaction (the route's, or its approval's). */
export async function updateVoucher(trx: Transaction<Database>, actor: StaffActor, before: VoucherRow, body: VoucherUpdate, now: Date): Promise<StaffVoucher> {
  const { reason, discountType, value, validUntil, minSubtotal, categories, maxUses, perUserOnce, description, active } = body;
  const after = await trx
    .updateTable('vouchers')
    .set({
      ...(discountType !== undefined && { discount_type: discountType }),
      ...(value !== undefined && { value }),
      ...(validUntil !== undefined && { valid_until: validUntil ? new Date(validUntil) : null }),
      ...(minSubtotal !== undefined && { min_subtotal: minSubtotal }),
      ...(categories !== undefined && { categories: categories ? JSON.stringify(categories) : null }),
      ...(maxUses !== undefined && { max_uses: maxUses }),
      ...(perUserOnce !== undefined && { per_user_once: perUserOnce }),
      ...(description !== undefined && { description }),
      ...(active !== undefined && { active }),
    })
    .where('code', '=', before.code)
    .returningAll()
    .executeTakeFirstOrThrow();
  const action = active === false && before.active ? 'pause' : active === true && !before.active ? 'resume' : 'edit';
  await recordStaffAudit(trx, actor, { area: 'voucher', action, target: `voucher:${after.code}`, before: rulesOf(before), after: rulesOf(after), reason });
  return readStaffVoucher(trx, after, now);
}

/** Ends a voucher now (valid until a second before the clock's now), with a reason (audited): carts holding it drop it. */
export async function expireVoucher(deps: Pick<AreaDeps, 'db' | 'clock'>, actor: StaffActor, code: string, reason: string): Promise<StaffVoucher> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockVoucher(trx, code);
    // A second before now, so the voucher reads as expired at once (checkVoucher: valid_until < now).
    const after = await trx.updateTable('vouchers').set({ valid_until: new Date(now.getTime() - 1000) }).where('code', '=', before.code).returningAll().executeTakeFirstOrThrow();
    await recordStaffAudit(trx, actor, { area: 'voucher', action: 'expire', target: `voucher:${after.code}`, before: rulesOf(before), after: rulesOf(after), reason });
    return readStaffVoucher(trx, after, now);
  });
}
