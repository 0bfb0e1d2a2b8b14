import type { Transaction } from 'kysely';
import { adminSchemas, staffOperationsSchemas, type StaffApprovalAction } from '@storefront/contracts';
import type { Database, UserRow } from '../db/database';
import { createVoucher, lockVoucher, rulesAfter, updateVoucher } from '../vouchers/staff-voucher-changes';
import type { LimitedChange } from './limits';
import { adjustBalance, grantPromoCredit } from './money-changes';
import { assertOutranks } from './rank';

/** A waiting change's request as it was asked (its route's params and body). */
export type AskedRequest = { params: Record<string, string>; body: Record<string, unknown> };

export interface Execution {
  /** The change as the approver's limits read it (locking what it changes). */
  limited: LimitedChange;
  run: () => Promise<unknown>;
}

/**
 * How an approved change is made: the same functions and validation as its own route, on the request as it was asked,
 * with the approver as the one who made it (their rank and limits apply; both names are in the audit).
 */
export async function executionOf(trx: Transaction<Database>, approver: UserRow, action: StaffApprovalAction, request: AskedRequest, now: Date): Promise<Execution> {
  const actor = { email: approver.email, userId: approver.id };
  switch (action) {
    case 'adjustBalance':
    case 'grantPromoCredit': {
      const schemas = action === 'adjustBalance' ? adminSchemas.adjustBalance : adminSchemas.grantPromoCredit;
      const { userId } = schemas.params.parse(request.params);
      const { amount, reason } = schemas.body.parse(request.body);
      await assertOutranks(trx, approver.role, userId);
      const change = { userId, amount, reason, staffId: approver.id, now };
      return {
        limited: { kind: action === 'adjustBalance' ? 'balance.adjust' : 'promo-credit.grant', amount },
        run: () => (action === 'adjustBalance' ? adjustBalance(trx, change) : grantPromoCredit(trx, change)),
      };
    }
    case 'createVoucher': {
      const body = staffOperationsSchemas.createVoucher.body.parse(request.body);
      return { limited: { kind: 'vouchers', rules: body }, run: () => createVoucher(trx, actor, body, now) };
    }
    case 'updateVoucher': {
      const { code } = staffOperationsSchemas.updateVoucher.params.parse(request.params);
      const body = staffOperationsSchemas.updateVoucher.body.parse(request.body);
      const before = await lockVoucher(trx, code);
      return { limited: { kind: 'vouchers', rules: rulesAfter(before, body) }, run: () => updateVoucher(trx, actor, before, body, now) };
    }
  }
}
