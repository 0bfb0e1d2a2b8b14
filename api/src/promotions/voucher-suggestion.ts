import type { VoucherSuggestion } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { evaluateVoucher } from '../vouchers/vouchers.repository';

/**
 * The voucher that takes the most off the customer's cart now (GET /api/vouchers/suggestion): each voucher of
 * their wallet and each code of a promotion running is checked by the vouchers' own rules (evaluateVoucher: dates,
 * uses, once per customer, categories, packages, minimum); the largest discount wins, a wallet voucher on a tie.
 * None when the cart is empty or already carries a voucher.
 */
export async function suggestVoucher(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string): Promise<VoucherSuggestion> {
  const { db } = deps;
  const now = deps.clock.now();
  const cart = await db.selectFrom('carts').select(['id', 'voucher_code']).where('user_id', '=', userId).executeTakeFirst();
  if (!cart || cart.voucher_code) return { voucher: null };
  const wallet = await db.selectFrom('user_vouchers').select('voucher_code').where('user_id', '=', userId).execute();
  const promotions = await db.selectFrom('promotions').select('code').where('starts_at', '<=', now).where('ends_at', '>', now).execute();
  const candidates = new Map<string, 'wallet' | 'promotion'>();
  for (const row of promotions) candidates.set(row.code, 'promotion');
  for (const row of wallet) candidates.set(row.voucher_code, 'wallet');
  let best: { code: string; discount: number; source: 'wallet' | 'promotion' } | null = null;
  for (const [code, source] of candidates) {
    const check = await evaluateVoucher(db, code, userId, cart.id, now);
    if (!check.ok || check.discount <= 0) continue;
    if (!best || check.discount > best.discount || (check.discount === best.discount && source === 'wallet' && best.source !== 'wallet')) best = { code, discount: check.discount, source };
  }
  if (!best) return { voucher: null };
  const voucher = await db.selectFrom('vouchers').select(['description', 'valid_until']).where('code', '=', best.code).executeTakeFirstOrThrow();
  return { voucher: { ...best, description: voucher.description, validUntil: voucher.valid_until ? new Date(voucher.valid_until).toISOString() : null } };
}
