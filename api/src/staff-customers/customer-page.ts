import { STAFF_CUSTOMER_LIST_LIMIT, type StaffCustomerDetail, type StaffLedgerEntry } from '@storefront/contracts';
import type { Db } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { listInvoices } from '../invoices/invoices.repository';
import { readLedgerTotal } from '../ledger/ledger.repository';
import { listOwnedServices } from '../services/services.repository';
import { listStaffAudit } from '../staff-audit/staff-audit.repository';
import { toUserInfo } from '../users/users.repository';

/** A ledger's latest rows with who made them (staff rows carry their email and reason). */
async function ledgerRows(db: Db, table: 'balance_ledger' | 'promo_credit_ledger', userId: string): Promise<StaffLedgerEntry[]> {
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

/** One customer's page (issue 18 item 8): profile, balance and promo credit with their latest ledger rows, services, invoices, sign-ins and the staff actions on them. */
export async function readCustomerPage(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string): Promise<StaffCustomerDetail> {
  const { db } = deps;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND');
  const [balanceTotal, balanceEntries, promoTotal, promoEntries, services, invoices, signIns, audit] = await Promise.all([
    readLedgerTotal(db, 'balance', user.id),
    ledgerRows(db, 'balance_ledger', user.id),
    readLedgerTotal(db, 'promoCredit', user.id),
    ledgerRows(db, 'promo_credit_ledger', user.id),
    listOwnedServices(db, user.id, deps.clock.now()),
    listInvoices(db, user.id),
    db.selectFrom('session_logs').select(['created_at', 'ip', 'device']).where('user_id', '=', user.id).orderBy('created_at', 'desc').limit(STAFF_CUSTOMER_LIST_LIMIT).execute(),
    listStaffAudit(db, { area: 'customer', target: `user:${user.id}`, limit: STAFF_CUSTOMER_LIST_LIMIT }),
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
}
