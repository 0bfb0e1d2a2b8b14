import type { Kysely } from 'kysely';
import { pathOf, paymentsEndpoints, type PaymentResult } from '@storefront/contracts';
import type { Database } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { requestHash, withIdempotency, type StoredAnswer } from '../payments/idempotency';
import { payOrderNow } from '../payments/pay-order-now';
import type { RecordDeps } from '../payments/record-payment';
import { recordDepsOf } from '../payments/idempotent-call';
import { readLedgerTotal } from '../ledger/ledger.repository';

export const PROMO_CREDIT_PROVIDER = 'promoCredit';

/**
 * POST /api/payment/promo-credit/{id}: pays an order its promo credit covers entirely (total 0 after the
 * credit), on the same path as a balance payment (payOrderNow); recordPayment takes the credit (redeemPromoCredit)
 * with the rest of the payment. An order it does not cover, or credit the customer
 * no longer holds, answers PROMO_CREDIT_NOT_ENOUGH with nothing written.
 */
export async function payWithPromoCredit(db: Kysely<Database>, deps: RecordDeps, userId: string, orderId: string, clientCartUpdatedAt?: string): Promise<PaymentResult> {
  return payOrderNow(db, deps, userId, orderId, clientCartUpdatedAt, {
    provider: PROMO_CREDIT_PROVIDER,
    refuse: (order) => {
      if (order.voucher_code) throw new AppError('CANNOT_USE_PROMO_CREDIT');
      if (order.promo_credit <= 0 || order.total !== 0) throw new AppError('PROMO_CREDIT_NOT_ENOUGH');
    },
    take: async (trx, order) => {
      // Held under the row lock until the payment commits; redeemPromoCredit's conditional debit is the last word.
      if ((await readLedgerTotal(trx, 'promoCredit', userId, true)) < order.promo_credit) throw new AppError('PROMO_CREDIT_NOT_ENOUGH');
      return 0;
    },
  });
}

/**
 * The route's call: payWithPromoCredit under the customer's Idempotency-Key (the same key and request replay the
 * first answer), with the api's clock and adapters.
 */
export async function payWithPromoCreditOnce(
  deps: Pick<AreaDeps, 'db' | 'registry' | 'clock' | 'tldCatalogue' | 'config' | 'jobs'>,
  userId: string,
  idempotencyKey: string,
  orderId: string,
  cartUpdatedAt: string | undefined,
): Promise<StoredAnswer> {
  const endpoint = paymentsEndpoints.payWithPromoCredit;
  const hash = requestHash(endpoint.method, pathOf(endpoint, { id: orderId }), { cartUpdatedAt: cartUpdatedAt ?? null });
  return withIdempotency(deps.db, userId, idempotencyKey, hash, async () => ({
    status: 200,
    body: await payWithPromoCredit(deps.db, recordDepsOf(deps), userId, orderId, cartUpdatedAt),
  }));
}
