import { sql, type Selectable, type Transaction } from 'kysely';
import { CARD_DECLINES, ERRORS, isErrorCode, type PaymentFailure, type PaymentSession, type ProviderMethod, type TransferInstructions } from '@storefront/contracts';
import type { Database, Db, PaymentSessionsTable, PaymentSessionStatus } from '../db/database';
import { AppError } from '../errors';

export type SessionRow = Selectable<PaymentSessionsTable>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A session still waiting on the customer whose hosted page has expired reads as expired. */
export function effectiveStatus(row: SessionRow, now: Date): PaymentSessionStatus {
  if (row.status === 'requiresAction' && row.expires_at && new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return row.status;
}

function failureOf(row: SessionRow): PaymentFailure | null {
  if (!row.failure_code) return null;
  const decline = row.decline_code && row.decline_code in CARD_DECLINES ? CARD_DECLINES[row.decline_code as keyof typeof CARD_DECLINES] : null;
  const fallback = isErrorCode(row.failure_code) ? ERRORS[row.failure_code].message : row.failure_code;
  return { code: row.failure_code, message: row.failure_message ?? decline ?? fallback, declineCode: row.decline_code };
}

export function toPaymentSession(row: SessionRow, now: Date, invoiceIds: string[] = []): PaymentSession {
  const status = effectiveStatus(row, now);
  const state = row.provider_state as { instructions?: TransferInstructions };
  return {
    sessionId: row.id,
    kind: row.kind,
    id: row.reference_id,
    method: row.method as ProviderMethod,
    status,
    amount: row.amount,
    fee: row.fee,
    charge: row.charge,
    redirectUrl: status === 'requiresAction' ? ((row.provider_state as { redirectUrl?: string }).redirectUrl ?? null) : null,
    expiresAt: row.expires_at ? iso(row.expires_at) : null,
    instructions: state.instructions ?? null,
    failure: failureOf(row),
    invoiceIds,
    createdAt: iso(row.created_at),
  };
}

/** The invoices a succeeded session paid: the order's invoice, or the bulk payment's invoices. */
export async function sessionInvoiceIds(db: Db, row: SessionRow): Promise<string[]> {
  if (row.status !== 'succeeded') return [];
  if (row.kind === 'order') {
    return (await db.selectFrom('invoices').select('id').where('order_id', '=', row.reference_id).execute()).map((r) => r.id);
  }
  if (row.kind === 'bulk') {
    return (await db.selectFrom('bulk_payment_invoices').select('invoice_id').where('bulk_payment_id', '=', row.reference_id).execute()).map((r) => r.invoice_id);
  }
  return [];
}

export async function readSession(db: Db, id: string, now: Date, userId?: string): Promise<PaymentSession> {
  let query = db.selectFrom('payment_sessions').selectAll().where('id', '=', id);
  if (userId) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toPaymentSession(row, now, await sessionInvoiceIds(db, row));
}

/** The session `id` when it is one of `method`'s. */
export async function sessionOfMethod(db: Db, id: string, method: ProviderMethod): Promise<SessionRow | undefined> {
  return db.selectFrom('payment_sessions').selectAll().where('id', '=', id).where('method', '=', method).executeTakeFirst();
}

/**
 * The session of `method` whose provider kept `reference` as its `providerReference` (a provider whose callbacks
 * cannot carry our session id, e.g. PayWay's 20-character tran_id).
 */
export async function sessionIdByProviderReference(db: Db, method: ProviderMethod, reference: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment_sessions')
    .select('id')
    .where('method', '=', method)
    .where(sql<string>`provider_state->>'providerReference'`, '=', reference)
    .executeTakeFirst();
  return row?.id;
}

export async function lockSession(trx: Transaction<Database>, id: string): Promise<SessionRow | undefined> {
  return trx.selectFrom('payment_sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * The session that tells how paying something stands: the one that paid it, else a transfer under review,
 * else the attempt still open, else the latest that ended (failed, expired, cancelled).
 */
export async function latestSessionOf(db: Db, kind: SessionRow['kind'], referenceId: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('kind', '=', kind)
    .where('reference_id', '=', referenceId)
    .orderBy(sql`case status when 'succeeded' then 0 when 'pending' then 1 when 'requiresAction' then 2 else 3 end`)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function updateSession(
  trx: Transaction<Database>,
  id: string,
  change: { status?: PaymentSessionStatus; state?: Record<string, unknown>; failure?: { code: string; message?: string | null; declineCode?: string | null } },
  now: Date,
): Promise<SessionRow> {
  return trx
    .updateTable('payment_sessions')
    .set({
      ...(change.status ? { status: change.status } : {}),
      ...(change.state ? { provider_state: JSON.stringify(change.state) } : {}),
      ...(change.failure ? { failure_code: change.failure.code, failure_message: change.failure.message ?? null, decline_code: change.failure.declineCode ?? null } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
