import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code no one guesses: the prefix and 8 letters or digits (no 0/O, 1/I). */
export function personalVoucherCode(prefix: string): string {
  const bytes = randomBytes(8);
  return prefix + Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export interface PersonalVoucher {
  /** Where it comes from ('fortune-wheel', 'trial'…) and what of it (a spin's id). */
  source: string;
  sourceReference: string | null;
  /** The code: a fresh personal one (prefix) or a given one (a shared programme code such as TRIAL-CS1M). */
  prefix: string;
  discountType: 'fixed' | 'percent';
  value: number;
  validUntil: Date;
  categories: string[] | null;
  /** first-month: one month of `packages` (a free month); items: the eligible items. */
  scope: 'items' | 'first-month';
  packages: string[] | null;
  description: string;
  now: Date;
}

/**
 * Puts a one-use voucher of the customer's own in their wallet (user_vouchers), in the caller's transaction:
 * a vouchers row (max one use, once per user) that the cart's voucher rules apply like any other.
 */
export async function givePersonalVoucher(trx: Transaction<Database>, userId: string, voucher: PersonalVoucher): Promise<{ code: string; validUntil: Date }> {
  const code = personalVoucherCode(voucher.prefix);
  const row = {
    code,
    discount_type: voucher.discountType,
    value: voucher.value,
    valid_until: voucher.validUntil,
    min_subtotal: 0,
    categories: JSON.stringify(voucher.categories),
    max_uses: 1,
    per_user_once: true,
    active: true,
    description: voucher.description,
  };
  // The scope and packages columns come with the hosting vouchers' rules (migration 2026_12_06_0001_hosting):
  // written only for a free month, so a plain voucher needs nothing beyond the vouchers table's first columns.
  const rules = voucher.scope === 'items' && !voucher.packages ? {} : { scope: voucher.scope, packages: voucher.packages ? JSON.stringify(voucher.packages) : null };
  await trx
    .insertInto('vouchers')
    .values({ ...row, ...rules } as typeof row)
    .execute();
  await trx
    .insertInto('user_vouchers')
    .values({ id: randomUUID(), user_id: userId, voucher_code: code, source: voucher.source, source_reference: voucher.sourceReference, created_at: voucher.now })
    .execute();
  return { code, validUntil: voucher.validUntil };
}
