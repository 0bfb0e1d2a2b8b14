import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import {
  adminSchemas,
  isStaffRole,
  roleCan,
  staffOperationsSchemas,
  type StaffApproval,
  type StaffApprovalAction,
} from '@storefront/contracts';
import type { Database, UserRow } from '../../db/database';
import { AppError } from '../../errors';
import { missingCapability, requireStaff } from '../../plugins/app/session';
import { listApprovals, lockApproval, recordDecision } from '../../staff-permissions/approvals.repository';
import { withinLimits, type LimitedChange } from '../../staff-permissions/limits';
import { adjustBalance, grantPromoCredit } from '../../staff-permissions/money-changes';
import { assertOutranks } from '../../staff-permissions/rank';
import { routeOf } from '../route-of';
import { createVoucher, lockVoucher, rulesAfter, updateVoucher } from './vouchers';

const security = [{ session: [] }];

type Request = { params: Record<string, string>; body: Record<string, unknown> };

interface Execution {
  /** The change as the approver's limits read it (locking what it changes). */
  limited: LimitedChange;
  run: () => Promise<unknown>;
}

/**
 * How an approved change is made: the same functions and validation as its own route, on the request as it was asked,
 * with the approver as the one who made it (their rank and limits apply; both names are in the audit).
 */
async function executionOf(trx: Transaction<Database>, approver: UserRow, action: StaffApprovalAction, request: Request, now: Date): Promise<Execution> {
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

const decided = () => new AppError('BAD_REQUEST', undefined, undefined, 'This request has been decided already', 409);
const ownRequest = () => new AppError('FORBIDDEN', undefined, { rule: 'fourEyes' }, 'You do not have permission to decide your own request');
const beyondLimits = () => new AppError('FORBIDDEN', undefined, { rule: 'limits' }, 'You do not have permission to approve a change beyond your own limits');

/**
 * Four eyes (issue 28 item 1): the changes beyond their requester's limits, waiting; another staff member holding the
 * change's capability, whose own limits cover it, approves it (made then, in the decision's transaction, with its
 * audit row) or rejects it, each with a reason. A change that fails when made (the balance is short, the code was
 * taken meanwhile) is recorded as failed with its error, and nothing of it is kept.
 */
export const adminApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(adminSchemas.listApprovals, { security, description: 'The changes waiting for a second staff member (or the decided ones, by status), oldest first when pending.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      return { items: await listApprovals(app.db, request.query.status) };
    },
  });

  /** The checks both decisions make on the locked row: still pending, not the decider's own, the decider holds the capability. */
  const lockForDecision = async (trx: Transaction<Database>, id: string, decider: UserRow) => {
    const row = await lockApproval(trx, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'pending') throw decided();
    if (row.requested_by === decider.id) throw ownRequest();
    if (!roleCan(decider.role, row.capability)) throw missingCapability(row.capability);
    return row;
  };

  app.route({
    ...routeOf(adminSchemas.approveApproval, {
      security,
      description:
        "Approves a waiting change and makes it, with a reason (audited with the request's). Not one's own request; needs the change's capability and limits covering it. A change that fails when made answers the approval with status failed and the error.",
    }),
    preHandler: requireStaff,
    handler: async (request): Promise<StaffApproval> => {
      const approver = request.user!;
      const now = app.clock.now();
      const { reason } = request.body;
      try {
        return await app.db.transaction().execute(async (trx) => {
          const row = await lockForDecision(trx, request.params.id, approver);
          const execution = await executionOf(trx, approver, row.action, row.request, now);
          if (!isStaffRole(approver.role) || !(await withinLimits(trx, { id: approver.id, role: approver.role }, execution.limited, now))) throw beyondLimits();
          const outcome = await execution.run();
          return recordDecision(trx, row, approver, { status: 'approved', reason, outcome }, now);
        });
      } catch (error) {
        // Refusals of the decider (rank, capability, limits, four eyes, decided) stay errors; a failure of the change itself is its outcome.
        if (!(error instanceof AppError) || error.status === 403 || error.status === 404 || error.status === 409) throw error;
        const failure = error.body;
        return app.db.transaction().execute(async (trx) => {
          const row = await lockForDecision(trx, request.params.id, approver);
          return recordDecision(trx, row, approver, { status: 'failed', reason, outcome: { error: failure } }, now);
        });
      }
    },
  });

  app.route({
    ...routeOf(adminSchemas.rejectApproval, { security, description: 'Rejects a waiting change (nothing is made), with a reason (audited with the request\'s). Not one\'s own request.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      const decider = request.user!;
      const now = app.clock.now();
      return app.db.transaction().execute(async (trx) => {
        const row = await lockForDecision(trx, request.params.id, decider);
        return recordDecision(trx, row, decider, { status: 'rejected', reason: request.body.reason, outcome: null }, now);
      });
    },
  });
};
