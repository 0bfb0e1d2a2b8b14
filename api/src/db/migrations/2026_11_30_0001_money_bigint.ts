import { sql, type Kysely } from 'kysely';

/**
 * Money is 64-bit: every column holding cents becomes bigint (a 32-bit integer ends at $21,474,836.47, and a
 * credit beyond it failed). One ALTER per table, so each table is rewritten once. Rates (basis points),
 * quantities and periods stay integer. Both drivers read int8 back as a JS number (db/connect.ts).
 */
export const MONEY_COLUMNS: Record<string, string[]> = {
  tlds: ['register_price', 'renew_price', 'transfer_price', 'register_regular_price', 'renew_regular_price', 'transfer_regular_price'],
  products: ['price'],
  promotions: ['discount_value'],
  cart_items: ['unit_price', 'amount'],
  orders: ['subtotal', 'discount', 'vat', 'total', 'promo_credit'],
  order_items: ['unit_price', 'amount'],
  invoices: ['subtotal', 'discount', 'vat', 'total', 'promo_credit'],
  invoice_lines: ['unit_price', 'amount'],
  balances: ['amount'],
  balance_ledger: ['amount'],
  payments: ['amount'],
  vouchers: ['value', 'min_subtotal'],
  voucher_redemptions: ['discount'],
  top_ups: ['total', 'fee'],
  bulk_payments: ['total'],
  bulk_payment_invoices: ['amount'],
  payment_sessions: ['amount', 'fee', 'charge'],
  promo_credits: ['amount'],
  promo_credit_ledger: ['amount'],
};

async function setType(db: Kysely<any>, type: 'bigint' | 'integer'): Promise<void> {
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    const changes = sql.join(columns.map((column) => sql`alter column ${sql.id(column)} type ${sql.raw(type)}`));
    await sql`alter table ${sql.id(table)} ${changes}`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await setType(db, 'bigint');
}

export async function down(db: Kysely<any>): Promise<void> {
  await setType(db, 'integer');
}
