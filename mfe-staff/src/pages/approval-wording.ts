import { formatUsd, type StaffApproval, type StaffApprovalListItem } from '@storefront/contracts';
import { formatBangkok } from '../bangkok-time';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Body = Record<string, unknown>;

const VOUCHER_TARGET = 'voucher:';

/** A time for staff: Bangkok date and time in the console's language, with the zone named. */
export function bangkokTimeText(instant: string, t: Translate, locale: string): string {
  return t('approvals.wording.bangkokTime', { time: formatBangkok(instant, locale) });
}

/** What a change is about, in one phrase for labels and notices: the account's email, the voucher's code. */
export function approvalTargetName(approval: StaffApproval & { account?: StaffApprovalListItem['account'] }): string {
  return approval.account?.email ?? voucherCodeOf(approval.target) ?? approval.target;
}

/** The voucher code of a `voucher:<code>` target, or null. */
export function voucherCodeOf(target: string): string | null {
  return target.startsWith(VOUCHER_TARGET) ? target.slice(VOUCHER_TARGET.length) : null;
}

const cents = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** A voucher's rules as asked (all of them on create, the changed ones on edit), each as a short phrase. */
function voucherRulePhrases(body: Body, t: Translate, locale: string): string[] {
  const phrases: string[] = [];
  const value = cents(body.value);
  if (value !== null) phrases.push(body.discountType === 'percent' ? t('approvals.wording.percentOff', { percent: value }) : t('approvals.wording.amountOff', { amount: formatUsd(value, locale) }));
  if ('maxUses' in body) phrases.push(body.maxUses === null ? t('approvals.wording.unlimitedUses') : t('approvals.wording.uses', { count: Number(body.maxUses) }));
  if ('validUntil' in body) phrases.push(typeof body.validUntil === 'string' ? t('approvals.wording.until', { date: bangkokTimeText(body.validUntil, t, locale) }) : t('approvals.wording.noEnd'));
  const minSubtotal = cents(body.minSubtotal);
  if (minSubtotal !== null && (minSubtotal > 0 || !('code' in body))) phrases.push(t('approvals.wording.minSubtotal', { amount: formatUsd(minSubtotal, locale) }));
  if ('categories' in body) {
    phrases.push(Array.isArray(body.categories) ? t('approvals.wording.categories', { names: body.categories.map((c: string) => t(`vouchers.categoryNames.${c}`, { defaultValue: c })).join(', ') }) : t('approvals.wording.everyItem'));
  }
  if (typeof body.perUserOnce === 'boolean') phrases.push(t(body.perUserOnce ? 'approvals.wording.oncePerCustomer' : 'approvals.wording.repeatUse'));
  if (typeof body.description === 'string' && body.description) phrases.push(t('approvals.wording.description', { text: body.description }));
  if (typeof body.active === 'boolean' && !('code' in body)) phrases.push(t(body.active ? 'approvals.wording.resume' : 'approvals.wording.pause'));
  if (body.active === false && 'code' in body) phrases.push(t('approvals.wording.createdPaused'));
  return phrases;
}

/**
 * The change an approval asks for, worded for staff per action: "Credit $200.00", "Take back $5.00 promo credit",
 * "20 % off, 10 uses, until Dec 2, 2026, 04:00 PM (Bangkok time)". The requester's reason is shown on its own.
 */
export function approvalChangeText(approval: Pick<StaffApproval, 'action' | 'request'>, t: Translate, locale: string): string {
  const body = approval.request.body;
  switch (approval.action) {
    case 'adjustBalance':
    case 'grantPromoCredit': {
      const amount = cents(body.amount) ?? 0;
      const key = approval.action === 'adjustBalance' ? (amount < 0 ? 'debit' : 'credit') : amount < 0 ? 'promoTakeBack' : 'promoGrant';
      return t(`approvals.wording.${key}`, { amount: formatUsd(Math.abs(amount), locale) });
    }
    case 'createVoucher':
    case 'updateVoucher':
      return voucherRulePhrases(body, t, locale).join(t('approvals.wording.separator'));
  }
}
