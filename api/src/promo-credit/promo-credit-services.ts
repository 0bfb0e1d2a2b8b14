import type { Kysely } from 'kysely';
import { PRODUCT_CATEGORIES, type PromoCreditServices } from '@storefront/contracts';
import type { Database } from '../db/database';
import { readLedgerTotal } from '../ledger/ledger.repository';

/**
 * GET /api/promo-credit/services: the customer's promo credit and what it pays for — promo credit pays part or
 * all of any order's total (cart-promo-credit.ts), so every category the catalogue sells (domains by its
 * TLDs), in the catalogue's order; never with a voucher.
 */
export async function promoCreditServices(db: Kysely<Database>, userId: string): Promise<PromoCreditServices> {
  const sold = new Set<string>((await db.selectFrom('products').select('category').distinct().execute()).map((row) => row.category));
  // Domains are sold by TLD (the TLD catalogue), not as products.
  if (await db.selectFrom('tlds').select('tld').limit(1).executeTakeFirst()) sold.add('DOMAIN');
  return {
    available: await readLedgerTotal(db, 'promoCredit', userId),
    categories: PRODUCT_CATEGORIES.filter((category) => sold.has(category)),
    withVoucher: false,
  };
}
