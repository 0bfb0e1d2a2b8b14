import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { orderTotals } from '@storefront/contracts';
import type { Database, InvoiceRow } from '../db/database';
import { AppError } from '../errors';
import { renewalLineDescription } from '../invoices/line-description';
import { moveLedger } from '../ledger/ledger.repository';

/**
 * Pays a renewal with the customer's default saved card, when a card provider is plugged in (saved cards are
 * another area's work: until then renewals are paid from the balance only). Answers the provider's
 * transaction id, or null when there is no default card or it was declined.
 */
export interface RenewalCardCharger {
  chargeDefaultCard(trx: Transaction<Database>, userId: string, amount: number, reference: string): Promise<{ transactionId: string } | null>;
}

export interface RenewalChargeDeps {
  vatName: string;
  vatRateBasisPoints: number;
  cards?: RenewalCardCharger | null;
}

export interface RenewalCharged {
  source: 'balance' | 'card';
  invoice: InvoiceRow;
  total: number;
}

/**
 * Charges one renewal (price before VAT, VAT added at the configured rate) inside the caller's transaction:
 * from the balance when it covers the total (a conditional debit: never below zero), else from the default
 * saved card; then a paid invoice with the one line (stored in English, read in the customer's language:
 * line-description.ts localisedRenewalLine). Null when neither could pay — nothing written.
 */
export async function chargeRenewal(trx: Transaction<Database>, deps: RenewalChargeDeps, input: { userId: string; description: string; price: number; now: Date }): Promise<RenewalCharged | null> {
  const totals = orderTotals(input.price, 0, deps.vatRateBasisPoints);
  const invoiceId = randomUUID();
  let source: RenewalCharged['source'] | null = null;
  if (totals.total === 0) source = 'balance';
  else {
    try {
      await moveLedger(trx, 'balance', { userId: input.userId, amount: -totals.total, kind: 'payment', reference: invoiceId, reason: renewalLineDescription(input.description), now: input.now });
      source = 'balance';
    } catch (error) {
      if (!(error instanceof AppError) || error.body.code !== 'BALANCE_NOT_ENOUGH') throw error;
    }
    if (!source && deps.cards && (await deps.cards.chargeDefaultCard(trx, input.userId, totals.total, invoiceId))) source = 'card';
  }
  if (!source) return null;
  const next = await sql<{ n: string }>`select nextval('invoice_numbers') as n`.execute(trx);
  const invoice = await trx
    .insertInto('invoices')
    .values({
      id: invoiceId,
      number: `INV-${String(next.rows[0]!.n).padStart(6, '0')}`,
      order_id: null,
      kind: 'manual',
      created_by: null,
      user_id: input.userId,
      billing_to: null,
      subtotal: totals.subtotal,
      discount: totals.discount,
      vat_name: deps.vatName,
      vat_rate: deps.vatRateBasisPoints,
      vat: totals.vat,
      total: totals.total,
      status: 'paid',
      issued_at: input.now,
      paid_at: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.insertInto('invoice_lines').values({ id: randomUUID(), invoice_id: invoice.id, seq: 0, description: renewalLineDescription(input.description), qty: 1, unit_price: input.price, amount: input.price }).execute();
  return { source, invoice, total: totals.total };
}
