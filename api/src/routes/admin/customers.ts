import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CUSTOMER_SEARCH_LIMIT, STAFF_CUSTOMER_LIST_LIMIT, staffConsoleSchemas, staffOperationsSchemas, toE164, type StaffLedgerEntry } from '@storefront/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { readLedgerTotal } from '../../ledger/ledger.repository';
import { listInvoices } from '../../invoices/invoices.repository';
import { requireStaff } from '../../plugins/app/session';
import { listOwnedServices } from '../../services/services.repository';
import { listStaffAudit, recordStaffAudit } from '../../staff-audit/staff-audit.repository';
import { toUserInfo } from '../../users/users.repository';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/** A ledger's latest rows with who made them (staff rows carry their email and reason). */
async function ledgerRows(db: Kysely<Database>, table: 'balance_ledger' | 'promo_credit_ledger', userId: string): Promise<StaffLedgerEntry[]> {
  const rows = await db.selectFrom(table).selectAll().where('user_id', '=', userId).orderBy('seq', 'desc').limit(STAFF_CUSTOMER_LIST_LIMIT).execute();
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    kind: row.kind,
    reference: row.reference,
    reason: row.reason,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Customers (issue 18 item 8): search by part of an email, a name or a phone number; a customer's page; forcing a password change. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(staffConsoleSchemas.searchCustomers, { security, description: 'Customers whose email, first or last name, full name or phone number contains the text (case-insensitive), at most 50.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      const text = `%${escapeLike(request.query.q.toLowerCase())}%`;
      // A phone as typed locally (012 345 678) or internationally (+855 12 345 678): its digits without the leading 0.
      const digits = request.query.q.replace(/[^\d]/g, '').replace(/^0+/, '');
      // Phones are stored in E.164 (issue 28.3): a number in any of its forms (+855 076 671 597, 85576671597) finds it.
      const phone = toE164(request.query.q);
      const rows = await app.db
        .selectFrom('users')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['email']), 'like', text),
            eb(eb.fn('lower', ['first_name']), 'like', text),
            eb(eb.fn('lower', ['last_name']), 'like', text),
            eb(sql<string>`lower(first_name || ' ' || last_name)`, 'like', text),
            ...(digits.length >= 3 ? [eb('phone_number', 'like', `%${digits}%`)] : []),
            ...(phone ? [eb('phone_number', '=', phone)] : []),
          ]),
        )
        .orderBy('email')
        .limit(CUSTOMER_SEARCH_LIMIT)
        .execute();
      return { items: rows.map((user) => ({ ...toUserInfo(user), banned: user.banned })) };
    },
  });

  app.route({
    ...routeOf(staffOperationsSchemas.getCustomer, {
      security,
      description: 'One customer: profile, balance and promo credit with their latest ledger rows, services, invoices, sign-ins and the staff actions on them.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      const user = await app.db.selectFrom('users').selectAll().where('id', '=', request.params.userId).executeTakeFirst();
      if (!user) throw new AppError('NOT_FOUND');
      const [balanceTotal, balanceEntries, promoTotal, promoEntries, services, invoices, signIns, audit] = await Promise.all([
        readLedgerTotal(app.db, 'balance', user.id),
        ledgerRows(app.db, 'balance_ledger', user.id),
        readLedgerTotal(app.db, 'promoCredit', user.id),
        ledgerRows(app.db, 'promo_credit_ledger', user.id),
        listOwnedServices(app.db, user.id, app.clock.now()),
        listInvoices(app.db, user.id),
        app.db.selectFrom('session_logs').select(['created_at', 'ip', 'device']).where('user_id', '=', user.id).orderBy('created_at', 'desc').limit(STAFF_CUSTOMER_LIST_LIMIT).execute(),
        listStaffAudit(app.db, { area: 'customer', target: `user:${user.id}`, limit: STAFF_CUSTOMER_LIST_LIMIT }),
      ]);
      return {
        user: { ...toUserInfo(user), banned: user.banned },
        createdAt: new Date(user.created_at).toISOString(),
        balance: { total: balanceTotal, entries: balanceEntries },
        promoCredit: { total: promoTotal, entries: promoEntries },
        services: services.map((service) => ({ id: service.id, kind: service.kind, title: service.title, name: service.name, status: service.status, renewsAt: service.renewsAt })),
        invoices: invoices.slice(0, STAFF_CUSTOMER_LIST_LIMIT),
        signIns: signIns.map((row) => ({ createdAt: new Date(row.created_at).toISOString(), ip: row.ip, device: row.device })),
        audit,
      };
    },
  });

  app.route({
    ...routeOf(staffOperationsSchemas.forcePasswordChange, {
      security,
      description: 'The customer must choose a new password (PATCH /api/users/password/force) before anything else; with a reason (audited). Not for one\'s own account.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      if (request.params.userId === request.user!.id) throw new AppError('FORBIDDEN');
      return app.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('users').select(['id', 'must_change_password']).where('id', '=', request.params.userId).forUpdate().executeTakeFirst();
        if (!before) throw new AppError('NOT_FOUND');
        const user = await trx.updateTable('users').set({ must_change_password: true }).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow();
        await recordStaffAudit(trx, { email: request.user!.email, userId: request.user!.id }, {
          area: 'customer',
          action: 'force password change',
          target: `user:${user.id}`,
          before: { mustChangePassword: before.must_change_password },
          after: { mustChangePassword: true },
          reason: request.body.reason,
        });
        return { ...toUserInfo(user), banned: user.banned };
      });
    },
  });
};
