import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { CURRENCY, type PaymentAnomaly } from '@storefront/contracts';
import type { Database, PaymentAnomaliesTable } from '../db/database';

type AnomalyRow = Selectable<PaymentAnomaliesTable>;

/** What a provider said it took: an outcome is recorded only when this is the session's own charge in USD. */
export interface ReportedCharge {
  amount: number;
  currency: string;
}

/** Why a reported charge is not the session's, or null when it is. */
export function chargeMismatch(reported: ReportedCharge, sessionCharge: number): string | null {
  if (reported.currency !== CURRENCY) return `currency ${reported.currency} is not the session's ${CURRENCY}`;
  if (reported.amount !== sessionCharge) return `amount ${reported.amount} is not the session's charge ${sessionCharge}`;
  return null;
}

export interface NewAnomaly {
  /** The session id as reported; kept as session_id only when it is one of ours. */
  sessionId: unknown;
  provider: string;
  /** As reported: kept when it is a string (reported values may be anything a signed body held). */
  transactionId?: unknown;
  status?: unknown;
  reported?: { amount: unknown; currency: unknown };
  expectedAmount?: number | null;
  reason: string;
  now: Date;
}

// Control characters (a NUL cannot even be stored in PostgreSQL text) are dropped from what is kept.
// eslint-disable-next-line no-control-regex
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, max) : null);
const cents = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

/**
 * Keeps a refused provider outcome for staff, on its own (outside the refused outcome's transaction, which
 * wrote nothing). Reported values are stored as far as they are what they claim to be (a safe integer, a
 * short string); the reason says the rest.
 */
export async function recordAnomaly(db: Kysely<Database>, anomaly: NewAnomaly): Promise<void> {
  const reportedSessionId = text(anomaly.sessionId, 100);
  const ours = reportedSessionId ? await db.selectFrom('payment_sessions').select('id').where('id', '=', reportedSessionId).executeTakeFirst() : undefined;
  await db
    .insertInto('payment_anomalies')
    .values({
      id: randomUUID(),
      session_id: ours?.id ?? null,
      reported_session_id: reportedSessionId,
      provider: text(anomaly.provider, 40) ?? '',
      transaction_id: text(anomaly.transactionId, 100),
      reported_status: text(anomaly.status, 20),
      reported_amount: cents(anomaly.reported?.amount),
      reported_currency: text(anomaly.reported?.currency, 10),
      expected_amount: anomaly.expectedAmount ?? null,
      expected_currency: anomaly.expectedAmount === undefined || anomaly.expectedAmount === null ? null : CURRENCY,
      reason: text(anomaly.reason, 500) ?? '',
      created_at: anomaly.now,
    })
    .execute();
}

function toAnomaly(row: AnomalyRow): PaymentAnomaly {
  return {
    id: row.id,
    sessionId: row.session_id,
    reportedSessionId: row.reported_session_id,
    provider: row.provider,
    transactionId: row.transaction_id,
    reportedStatus: row.reported_status,
    reportedAmount: row.reported_amount,
    reportedCurrency: row.reported_currency,
    expectedAmount: row.expected_amount,
    expectedCurrency: row.expected_currency,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The latest refused outcomes, newest first (GET /api/admin/payment-anomalies). */
export async function listAnomalies(db: Kysely<Database>, limit: number): Promise<PaymentAnomaly[]> {
  const rows = await db.selectFrom('payment_anomalies').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  return rows.map(toAnomaly);
}
