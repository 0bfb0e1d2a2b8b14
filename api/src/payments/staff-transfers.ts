import type { z } from 'zod';
import { CURRENCY, type PaymentAnomaly, type paymentSessionsQuerySchema, type StaffPaymentSessions } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { listAnomalies } from './anomalies.repository';
import { completeSession, type CompletedSession, type MoneyOutcome } from './complete-session';
import { recordDepsOf } from './idempotent-call';
import { transferReference } from './providers/bank-transfer';
import { toPaymentSession } from './sessions.repository';

type PaymentDeps = Pick<AreaDeps, 'db' | 'registry' | 'clock' | 'tldCatalogue' | 'config' | 'jobs' | 'provisioner'>;

/** Payment sessions by status (default pending: transfers under review), newest first, with their customer's email. */
export async function listPaymentSessionsForStaff(deps: Pick<AreaDeps, 'db' | 'clock'>, filter: z.output<typeof paymentSessionsQuerySchema>): Promise<StaffPaymentSessions['items']> {
  let query = deps.db.selectFrom('payment_sessions as s').innerJoin('users as u', 'u.id', 's.user_id').selectAll('s').select('u.email as user_email').where('s.status', '=', filter.status);
  if (filter.method) query = query.where('s.method', '=', filter.method);
  const rows = await query.orderBy('s.created_at', 'desc').limit(100).execute();
  const now = deps.clock.now();
  return rows.map((row) => ({ ...toPaymentSession(row, now), userId: row.user_id, userEmail: row.user_email }));
}

async function transferSession(deps: Pick<AreaDeps, 'db'>, sessionId: string) {
  const row = await deps.db.selectFrom('payment_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The money of a bank or wire transfer arrived (the session's own charge): recorded once (confirming twice changes
 * nothing). money.outcome paid, or creditedToBalance with the reason when what it was for could no longer take it.
 */
export async function confirmTransfer(deps: PaymentDeps, sessionId: string, bankReference: string | undefined): Promise<CompletedSession & { money: MoneyOutcome }> {
  const row = await transferSession(deps, sessionId);
  if (row.method !== 'bankTransfer' && row.method !== 'wireTransfer') throw new AppError('PAYMENT_METHOD_NOT_MATCH');
  if (row.status !== 'pending' && row.status !== 'succeeded') throw new AppError('CANNOT_COMPLETE_PAYMENT');
  const completed = await completeSession(deps.db, recordDepsOf(deps), row.id, {
    status: 'succeeded',
    transactionId: bankReference ?? transferReference(row.id),
    charged: { amount: row.charge, currency: CURRENCY },
  });
  return { ...completed, money: completed.money ?? { outcome: 'paid', reason: null } };
}

/** The transfer never arrived: the session fails and what it held is open to pay again. */
export async function rejectTransfer(deps: PaymentDeps, sessionId: string, reason: string): Promise<CompletedSession> {
  const row = await transferSession(deps, sessionId);
  if (row.status !== 'pending') throw new AppError('CANNOT_COMPLETE_PAYMENT');
  return completeSession(deps.db, recordDepsOf(deps), row.id, { status: 'failed', code: 'CANNOT_COMPLETE_PAYMENT', message: reason });
}

/** Provider outcomes refused (another amount or currency, an invalid signed callback), newest first. */
export async function listPaymentAnomaliesForStaff(deps: Pick<AreaDeps, 'db'>, limit: number): Promise<PaymentAnomaly[]> {
  return listAnomalies(deps.db, limit);
}
