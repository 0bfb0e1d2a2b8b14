import type { Kysely } from 'kysely';
import type { Promotion } from '@storefront/contracts';
import type { Database } from '../db/database';
import type { AreaDeps } from '../deps';
import { isTrialVoucher } from '../vouchers/vouchers.repository';

/** The product page an offer for a voucher category opens. */
const PRODUCT_PATHS: Record<string, string> = {
  CLOUD_SERVER: '/cloud',
  CLOUD_HOSTING: '/hosting/cloud',
  SHARED_HOSTING: '/hosting/shared',
  WORDPRESS_HOSTING: '/hosting/wordpress',
  DOMAIN: '/domain',
  SSL: '/ssl',
  AWS: '/aws-partner',
  SMS: '/sms',
};

const parse = <T>(value: unknown): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : ((value ?? null) as T | null));

/**
 * GET /api/promotions/active: the promotions running now, the soonest to end first, each with the terms of its voucher
 * (the rules the cart is checked by: what the page says is what the api applies) and the product page it is for.
 * A promotion whose code is not an active voucher is not advertised, nor one whose code is a trial's (the trial gives
 * it after its two steps: the page's trial card says how).
 */
export async function listActivePromotions(db: Kysely<Database>, now: Date): Promise<Promotion[]> {
  const rows = await db
    .selectFrom('promotions')
    .innerJoin('vouchers', 'vouchers.code', 'promotions.code')
    .selectAll('promotions')
    .select(['vouchers.min_subtotal', 'vouchers.categories', 'vouchers.scope', 'vouchers.min_months', 'vouchers.per_user_once'])
    .where('promotions.starts_at', '<=', now)
    .where('promotions.ends_at', '>', now)
    .where('vouchers.active', '=', true)
    .orderBy('promotions.ends_at')
    .execute();
  return rows.filter((row) => !isTrialVoucher(row.code)).map((row) => {
    const categories = parse<string[]>(row.categories);
    return {
      id: row.id,
      code: row.code,
      title: row.title,
      titleKm: row.title_km,
      description: row.description,
      descriptionKm: row.description_km,
      discountType: row.discount_type,
      discountValue: row.discount_value,
      startsAt: new Date(row.starts_at).toISOString(),
      endsAt: new Date(row.ends_at).toISOString(),
      terms: { minSubtotal: row.min_subtotal, categories, scope: row.scope ?? 'items', minMonths: row.min_months ?? null, oncePerCustomer: row.per_user_once },
      productPath: categories?.[0] ? (PRODUCT_PATHS[categories[0]] ?? null) : null,
    };
  });
}

/** The promotions running by the api's clock (GET /api/promotions). */
export const activePromotionsNow = (deps: Pick<AreaDeps, 'db' | 'clock'>): Promise<Promotion[]> => listActivePromotions(deps.db, deps.clock.now());
