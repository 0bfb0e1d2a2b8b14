import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { staffOperationsSchemas as routes, type StaffVoucher, type StaffVoucherState, type VoucherRulesForLimit } from '@storefront/contracts';
import type { Database, Db, VoucherRow } from '../../db/database';
import { AppError, invalidField } from '../../errors';
import { requireStaff } from '../../plugins/app/session';
import { recordStaffAudit, type StaffActor } from '../../staff-audit/staff-audit.repository';
import { gateChange, mayWaitForApproval } from '../../staff-permissions/gate';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

interface Usage {
  uses: number;
  discountGiven: number;
}

function stateOf(voucher: VoucherRow, usage: Usage, now: Date): StaffVoucherState {
  if (voucher.valid_until && new Date(voucher.valid_until).getTime() < now.getTime()) return 'expired';
  if (voucher.max_uses !== null && usage.uses >= voucher.max_uses) return 'usedUp';
  return voucher.active ? 'active' : 'paused';
}

function toStaffVoucher(voucher: VoucherRow, usage: Usage, now: Date): StaffVoucher {
  return {
    code: voucher.code,
    discountType: voucher.discount_type,
    value: voucher.value,
    validUntil: voucher.valid_until ? new Date(voucher.valid_until).toISOString() : null,
    minSubtotal: voucher.min_subtotal,
    categories: (voucher.categories as string[] | null) ?? null,
    maxUses: voucher.max_uses,
    perUserOnce: voucher.per_user_once,
    active: voucher.active,
    description: voucher.description,
    uses: usage.uses,
    discountGiven: usage.discountGiven,
    state: stateOf(voucher, usage, now),
  };
}

async function usageOf(db: Db, codes: string[]): Promise<Map<string, Usage>> {
  const usage = new Map<string, Usage>();
  if (codes.length === 0) return usage;
  const rows = await db
    .selectFrom('voucher_redemptions')
    .select((eb) => ['voucher_code', eb.fn.countAll<string>().as('uses'), eb.fn.sum<string>('discount').as('given')])
    .where('voucher_code', 'in', codes)
    .groupBy('voucher_code')
    .execute();
  for (const row of rows) usage.set(row.voucher_code, { uses: Number(row.uses), discountGiven: Number(row.given ?? 0) });
  return usage;
}

const NO_USE: Usage = { uses: 0, discountGiven: 0 };

async function readStaffVoucher(db: Db, voucher: VoucherRow, now: Date): Promise<StaffVoucher> {
  return toStaffVoucher(voucher, (await usageOf(db, [voucher.code])).get(voucher.code) ?? NO_USE, now);
}

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

type VoucherCreate = z.output<typeof routes.createVoucher.body>;
type VoucherUpdate = z.output<typeof routes.updateVoucher.body>;

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

/** Creates a voucher and its audit row (by the route, or by the approval that let it through). */
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
  return toStaffVoucher(row, NO_USE, now);
}

/** Applies an update to a locked voucher and audits it (by the route, or by its approval). */
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

/**
 * Vouchers (issue 18 item 6): staff list, create, edit, pause, resume and expire vouchers and read each one's
 * redemptions. Every change is written to the audit log in its transaction, with its reason. The code is the
 * voucher's identity (orders and redemptions name it), so it never changes; a voucher is never deleted.
 */
export const adminVoucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: { user?: { email: string; id: string } | null }) => ({ email: request.user!.email, userId: request.user!.id });

  app.route({
    ...routeOf(routes.listVouchers, { security, description: 'Every voucher with its rules, its uses, the discount it gave so far and its state (active, paused, expired, used up).' }),
    preHandler: requireStaff,
    handler: async () => {
      const now = app.clock.now();
      const vouchers = await app.db.selectFrom('vouchers').selectAll().orderBy('code').execute();
      const usage = await usageOf(
        app.db,
        vouchers.map((v) => v.code),
      );
      return { items: vouchers.map((voucher) => toStaffVoucher(voucher, usage.get(voucher.code) ?? NO_USE, now)) };
    },
  });

  app.route({
    ...mayWaitForApproval(
      routeOf(routes.createVoucher, {
        security,
        description:
          "Creates a voucher (fixed cents or a percent, valid until, minimum subtotal, categories, max uses, once per customer), with a reason (audited). A code in use answers 400. Beyond the caller's limits (STAFF_LIMITS: largest discount, a use limit) nothing is created: 202 with a pending approval.",
      }),
    ),
    preHandler: requireStaff,
    handler: async (request, reply) => {
      const now = app.clock.now();
      const body = request.body;
      const outcome = await app.db.transaction().execute(async (trx) => {
        const pending = await gateChange(trx, request.user!, { kind: 'vouchers', rules: body }, { action: 'createVoucher', capability: 'vouchers.create', target: `voucher:${body.code}`, params: {}, body, reason: body.reason }, now);
        return pending ?? createVoucher(trx, actorOf(request), body, now);
      });
      return 'pending' in outcome ? reply.code(202).send(outcome) : reply.code(201).send(outcome);
    },
  });

  app.route({
    ...mayWaitForApproval(
      routeOf(routes.updateVoucher, {
        security,
        description:
          "Changes a voucher's rules, pauses it (active false) or resumes it, with a reason (audited). Redemptions already made stay. Rules beyond the caller's limits change nothing: 202 with a pending approval.",
      }),
    ),
    preHandler: requireStaff,
    handler: async (request, reply) => {
      const now = app.clock.now();
      const { code } = request.params;
      const outcome = await app.db.transaction().execute(async (trx) => {
        const before = await lockVoucher(trx, code);
        const rules = rulesAfter(before, request.body);
        const pending = await gateChange(trx, request.user!, { kind: 'vouchers', rules }, { action: 'updateVoucher', capability: 'vouchers.update', target: `voucher:${before.code}`, params: { code: before.code }, body: request.body, reason: request.body.reason }, now);
        return pending ?? updateVoucher(trx, actorOf(request), before, request.body, now);
      });
      return 'pending' in outcome ? reply.code(202).send(outcome) : outcome;
    },
  });

  app.route({
    ...routeOf(routes.expireVoucher, { security, description: 'Ends a voucher now (valid until the server\'s now), with a reason (audited): carts holding it drop it with VOUCHER_EXPIRED\'s words.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      const now = app.clock.now();
      return app.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('vouchers').selectAll().where('code', '=', request.params.code).forUpdate().executeTakeFirst();
        if (!before) throw new AppError('VOUCHER_NOT_FOUND');
        // A second before now, so the voucher reads as expired at once (checkVoucher: valid_until < now).
        const after = await trx.updateTable('vouchers').set({ valid_until: new Date(now.getTime() - 1000) }).where('code', '=', before.code).returningAll().executeTakeFirstOrThrow();
        await recordStaffAudit(trx, actorOf(request), { area: 'voucher', action: 'expire', target: `voucher:${after.code}`, before: rulesOf(before), after: rulesOf(after), reason: request.body.reason });
        return readStaffVoucher(trx, after, now);
      });
    },
  });

  app.route({
    ...routeOf(routes.listVoucherRedemptions, { security, description: 'Who used the voucher, on which order and for how much, newest first (at most 500).' }),
    preHandler: requireStaff,
    handler: async (request) => {
      const voucher = await app.db.selectFrom('vouchers').select('code').where('code', '=', request.params.code).executeTakeFirst();
      if (!voucher) throw new AppError('VOUCHER_NOT_FOUND');
      const rows = await app.db
        .selectFrom('voucher_redemptions as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['r.id', 'r.order_id', 'r.user_id', 'u.email', 'r.discount', 'r.created_at'])
        .where('r.voucher_code', '=', voucher.code)
        .orderBy('r.created_at', 'desc')
        .limit(500)
        .execute();
      return { items: rows.map((row) => ({ id: row.id, orderId: row.order_id, userId: row.user_id, email: row.email, discount: row.discount, at: new Date(row.created_at).toISOString() })) };
    },
  });
};
