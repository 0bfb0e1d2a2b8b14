import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { moveLedger } from '../../ledger/ledger.repository';

/** The demo customer's welcome promo credit: enough to try paying part of an order with it. */
export const WELCOME_PROMO_CREDIT = { email: 'demo@example.com', amount: 500, reason: 'Welcome promo credit' } as const;

/**
 * Grants the welcome promo credit once, through the ledger like any grant (the total equals the ledger's
 * sum); safe to run on every start: a grant with this reason already there is not repeated.
 */
export async function seedPromoCredit(db: Kysely<Database>, now: Date): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('email', '=', WELCOME_PROMO_CREDIT.email).executeTakeFirst();
  if (!user) return;
  await db.transaction().execute(async (trx) => {
    const granted = await trx
      .selectFrom('promo_credit_ledger')
      .select('id')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'grant')
      .where('reason', '=', WELCOME_PROMO_CREDIT.reason)
      .executeTakeFirst();
    if (granted) return;
    await moveLedger(trx, 'promoCredit', { userId: user.id, amount: WELCOME_PROMO_CREDIT.amount, kind: 'grant', reason: WELCOME_PROMO_CREDIT.reason, now });
  });
}
