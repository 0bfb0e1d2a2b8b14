import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { MAX_BALANCE_CENTS, REFERRAL_QUERY, toE164, type AffiliateDashboard, type AffiliateRules, type Locale } from '@storefront/contracts';
import type { Database, Db, UserRow } from '../db/database';
import type { AffiliateRefusalReason } from '../db/tables/affiliate-refusals';
import { AppError } from '../errors';
import { moveLedger, readLedgerTotal } from '../ledger/ledger.repository';
import type { OrderPaidStep } from '../payments/order-paid';
import { phoneVerified } from '../users/phone-verification';
import { isUniqueViolation } from '../users/users.repository';
import { programmeSwitchedOn } from './switches';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Issued codes: 8 of these (no 0/O, 1/I). */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * One mailbox however it is written: lower case, the +tag off, and for Gmail the dots off too (a.b+x@gmail.com is
 * ab@gmail.com). Two accounts with the same key are one person's.
 */
export function emailKey(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const bare = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? bare.replaceAll('.', '') : bare}@${gmail ? 'gmail.com' : domain}`;
}

/** A phone number's E.164 digits, however it was written (null: none); a number that does not parse keeps its digits. */
export const phoneKey = (phone: string | null | undefined): string | null => {
  const e164 = toE164(phone);
  if (e164) return e164.slice(1);
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 6 ? digits : null;
};

/** The rules that run (null: the programme takes no new referrals). */
export async function activeAffiliateRules(db: Db) {
  return (await db.selectFrom('affiliate_rules').selectAll().where('active', '=', true).orderBy('updated_at', 'desc').executeTakeFirst()) ?? null;
}

/** GET /api/affiliate/rules/active */
export async function affiliateRules(db: Db, locale: Locale): Promise<AffiliateRules> {
  const rules = await activeAffiliateRules(db);
  if (!rules) return { rules: null };
  return {
    rules: { id: rules.id, reward: Number(rules.reward), minOrderTotal: Number(rules.min_order_total), maturityDays: rules.maturity_days, description: locale === 'km' ? rules.description_km : rules.description },
  };
}

const newCode = () => Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');

/** POST /api/affiliate/join: the customer's referral code, issued once (a second call keeps the first). */
export async function joinAffiliate(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await db.insertInto('affiliate_codes').values({ user_id: userId, code: newCode(), created_at: now }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
      return;
    } catch (error) {
      // Another customer's code drawn: draw again.
      if (!isUniqueViolation(error, 'code')) throw error;
    }
  }
  throw new AppError('SERVICE_SERVER_ERROR');
}

/** A visit of a referral link (`/?ref=CODE`): counted on the code, when it is one. */
export async function countReferralVisit(db: Kysely<Database>, code: string): Promise<boolean> {
  const updated = await db.updateTable('affiliate_codes').set({ visits: sql`visits + 1` }).where('code', '=', code.toUpperCase()).returning('code').executeTakeFirst();
  return Boolean(updated);
}

/**
 * At sign-up, in the transaction that creates the account: the referral code ties the new customer to its owner.
 * An unknown code is a field error (BAD_REQUEST); a code of the customer's own (the same mailbox or phone as its
 * owner) or a second account of someone its owner already referred (the same mailbox or phone) is NOT_ELIGIBLE —
 * and the account is not created either.
 */
export async function tieReferral(trx: Transaction<Database>, user: UserRow, code: string, now: Date): Promise<void> {
  const owner = await trx
    .selectFrom('affiliate_codes')
    .innerJoin('users', 'users.id', 'affiliate_codes.user_id')
    .select(['affiliate_codes.user_id', 'affiliate_codes.code', 'users.email', 'users.phone_number'])
    .where('affiliate_codes.code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!owner) throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'referralCode', message: 'Invalid referral code' }] }, 'Invalid referral code');
  const email = emailKey(user.email);
  const phone = phoneKey(user.phone_number);
  const refuse = (message: string) => new AppError('NOT_ELIGIBLE', undefined, { fields: [{ path: 'referralCode', message }] }, message, 409);
  if (owner.user_id === user.id || emailKey(owner.email) === email || (phone !== null && phoneKey(owner.phone_number) === phone)) {
    throw refuse('You cannot use your own referral code');
  }
  const duplicate = await trx
    .selectFrom('affiliate_referrals')
    .select('referred_user_id')
    .where('referrer_user_id', '=', owner.user_id)
    .where((eb) => (phone === null ? eb('email_key', '=', email) : eb.or([eb('email_key', '=', email), eb('phone_key', '=', phone)])))
    .executeTakeFirst();
  if (duplicate) throw refuse('This referral code was already used for an account with the same email or phone');
  await trx
    .insertInto('affiliate_referrals')
    .values({ referred_user_id: user.id, referrer_user_id: owner.user_id, code: owner.code, email_key: email, phone_key: phone, status: 'signedUp', created_at: now })
    .execute();
}

/**
 * Why the referred account is its referrer over again (null: it is someone else), checked when it would earn the
 * reward (issue 28 item 3): the same phone number however written, the same mailbox however written (dots, +tag),
 * or the same saved card: the same provider fingerprint of its number (a removed card counts too: removing it after
 * paying does not make a new person). A card saved before the provider's fingerprint was kept (migration
 * 2026_12_30_0001) is known only by its brand, last four digits and expiry, so it is compared by those.
 */
export async function sameCustomer(db: Db, referred: Pick<UserRow, 'id' | 'email' | 'phone_number'>, referrerId: string): Promise<AffiliateRefusalReason | null> {
  const referrer = await db.selectFrom('users').select(['email', 'phone_number']).where('id', '=', referrerId).executeTakeFirstOrThrow();
  const phone = phoneKey(referred.phone_number);
  if (phone !== null && phone === phoneKey(referrer.phone_number)) return 'samePhone';
  if (emailKey(referred.email) === emailKey(referrer.email)) return 'sameEmail';
  const card = await db
    .selectFrom('saved_cards as mine')
    .innerJoin('saved_cards as theirs', (join) =>
      join.on((eb) =>
        eb.or([
          eb('mine.fingerprint', '=', eb.ref('theirs.fingerprint')),
          eb.and([
            eb.or([eb('mine.fingerprint', 'is', null), eb('theirs.fingerprint', 'is', null)]),
            eb('mine.brand', '=', eb.ref('theirs.brand')),
            eb('mine.last4', '=', eb.ref('theirs.last4')),
            eb('mine.exp_month', '=', eb.ref('theirs.exp_month')),
            eb('mine.exp_year', '=', eb.ref('theirs.exp_year')),
          ]),
        ]),
      ),
    )
    .select('mine.id')
    .where('mine.user_id', '=', referred.id)
    .where('theirs.user_id', '=', referrerId)
    .executeTakeFirst();
  return card ? 'sameCard' : null;
}

/**
 * After a paid order (payments/order-paid.ts): a referred customer's first paid order of at least the rules' minimum
 * makes the referral pending — the reward to be credited to the referrer after the maturity days (the
 * affiliate-maturity job and the referrer's dashboard credit it then). Once: only a referral still signedUp moves.
 * Refused for good, with its reason in affiliate_refusals, when the referred account is the referrer's own
 * (sameCustomer); not yet, while the referred customer's phone is not verified.
 */
export const qualifyReferral: OrderPaidStep = async (trx, _deps, { order, user, now }) => {
  const referral = await trx.selectFrom('affiliate_referrals').select(['status', 'referrer_user_id']).where('referred_user_id', '=', user.id).executeTakeFirst();
  if (referral?.status !== 'signedUp' || !(await programmeSwitchedOn(trx, 'affiliate'))) return;
  if (await trx.selectFrom('affiliate_refusals').select('referred_user_id').where('referred_user_id', '=', user.id).executeTakeFirst()) return;
  const rules = await activeAffiliateRules(trx);
  if (!rules || Number(order.total) + Number(order.promo_credit ?? 0) < Number(rules.min_order_total)) return;
  const reason = await sameCustomer(trx, user, referral.referrer_user_id);
  if (reason) {
    await trx
      .insertInto('affiliate_refusals')
      .values({ referred_user_id: user.id, referrer_user_id: referral.referrer_user_id, reason, order_id: order.id, refused_at: now })
      .onConflict((oc) => oc.column('referred_user_id').doNothing())
      .execute();
    return;
  }
  // A reward is earned by a person: the referred customer's phone verified by its SMS code (a later paid order may qualify once it is).
  if (!phoneVerified(user)) return;
  await trx
    .updateTable('affiliate_referrals')
    .set({ status: 'pending', order_id: order.id, reward: Number(rules.reward), matures_at: new Date(now.getTime() + rules.maturity_days * DAY_MS) })
    .where('referred_user_id', '=', user.id)
    .where('status', '=', 'signedUp')
    .execute();
};

/**
 * Credits the referrals matured by `now` (of one referrer, or all): each in its own transaction, once — the status
 * moves pending → credited under the row's lock, and only the call that moved it writes the ledger row. Returns how
 * many were credited.
 */
export async function matureReferrals(db: Kysely<Database>, now: Date, referrerId?: string): Promise<number> {
  let query = db.selectFrom('affiliate_referrals').select('referred_user_id').where('status', '=', 'pending').where('matures_at', '<=', now);
  if (referrerId) query = query.where('referrer_user_id', '=', referrerId);
  const due = await query.limit(500).execute();
  let credited = 0;
  for (const { referred_user_id } of due) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('affiliate_referrals')
        .set({ status: 'credited', credited_at: now })
        .where('referred_user_id', '=', referred_user_id)
        .where('status', '=', 'pending')
        .where('matures_at', '<=', now)
        .returningAll()
        .executeTakeFirst();
      if (!row) return false;
      const room = MAX_BALANCE_CENTS - (await readLedgerTotal(trx, 'promoCredit', row.referrer_user_id, true));
      const amount = Math.min(Number(row.reward), Math.max(0, room));
      if (amount !== Number(row.reward)) await trx.updateTable('affiliate_referrals').set({ reward: amount }).where('referred_user_id', '=', referred_user_id).execute();
      if (amount > 0) {
        await moveLedger(trx, 'promoCredit', { userId: row.referrer_user_id, amount, kind: 'grant', reference: `referral:${referred_user_id}`, reason: `Affiliate reward: referred customer's order ${row.order_id}`, now });
      }
      return true;
    });
    if (done) credited++;
  }
  return credited;
}

/**
 * A refunded order's referral undone (order-refunded.ts): still maturing, it goes back to signedUp (a later paid
 * order may qualify it); credited, the reward is clawed back — as much as the referrer still holds. Returns the cents
 * taken back.
 */
export async function clawBackReferral(trx: Transaction<Database>, orderId: string, now: Date): Promise<number> {
  const row = await trx.selectFrom('affiliate_referrals').selectAll().where('order_id', '=', orderId).forUpdate().executeTakeFirst();
  if (!row) return 0;
  if (row.status === 'pending') {
    await trx.updateTable('affiliate_referrals').set({ status: 'signedUp', order_id: null, reward: 0, matures_at: null }).where('referred_user_id', '=', row.referred_user_id).execute();
    return 0;
  }
  if (row.status !== 'credited') return 0;
  const held = await readLedgerTotal(trx, 'promoCredit', row.referrer_user_id, true);
  const take = Math.min(Number(row.reward), held);
  await trx.updateTable('affiliate_referrals').set({ status: 'clawedBack', clawed_back: take, clawed_back_at: now }).where('referred_user_id', '=', row.referred_user_id).execute();
  if (take > 0) {
    await moveLedger(trx, 'promoCredit', { userId: row.referrer_user_id, amount: -take, kind: 'adjustment', reference: `referral:${row.referred_user_id}`, reason: `Affiliate reward clawed back: order ${orderId} refunded`, now });
  }
  return take;
}

/** "Dara K." → "D*** K." */
const masked = (first: string, last: string) => `${first.slice(0, 1)}***${last ? ` ${last.slice(0, 1)}.` : ''}`;

/** GET /api/affiliate/me: the code, link and results; the referrer's matured referrals are credited first. */
export async function affiliateDashboard(db: Kysely<Database>, userId: string, now: Date): Promise<AffiliateDashboard> {
  await matureReferrals(db, now, userId);
  const code = await db.selectFrom('affiliate_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const referrals = await db
    .selectFrom('affiliate_referrals')
    .innerJoin('users', 'users.id', 'affiliate_referrals.referred_user_id')
    .select(['users.first_name', 'users.last_name', 'affiliate_referrals.status', 'affiliate_referrals.created_at', 'affiliate_referrals.reward', 'affiliate_referrals.matures_at', 'affiliate_referrals.clawed_back'])
    .where('affiliate_referrals.referrer_user_id', '=', userId)
    .orderBy('affiliate_referrals.created_at', 'desc')
    .execute();
  const credited = referrals.filter((r) => r.status === 'credited' || r.status === 'clawedBack');
  return {
    joined: Boolean(code),
    code: code?.code ?? null,
    linkPath: code ? `/?${REFERRAL_QUERY}=${code.code}` : null,
    visits: code?.visits ?? 0,
    signUps: referrals.length,
    pending: referrals.filter((r) => r.status === 'pending').length,
    qualified: referrals.filter((r) => r.status === 'credited').length,
    creditEarned: credited.reduce((sum, r) => sum + Number(r.reward) - Number(r.clawed_back ?? 0), 0),
    referrals: referrals.slice(0, 50).map((r) => ({
      customer: masked(r.first_name, r.last_name),
      status: r.status,
      signedUpAt: new Date(r.created_at).toISOString(),
      reward: Number(r.reward),
      maturesAt: r.matures_at ? new Date(r.matures_at).toISOString() : null,
    })),
  };
}
