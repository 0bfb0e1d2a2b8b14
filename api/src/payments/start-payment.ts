import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PaymentSession, StartPaymentBody } from '@storefront/contracts';
import type { Database } from '../db/database';
import { detachOrderFromCart } from '../checkout/orders.repository';
import { AppError } from '../errors';
import { lockPayableForPayment, setProcessing } from './payables';
import { acquirePaymentLock, releasePaymentLock } from './payment-lock';
import type { PaymentProviders } from './providers/create-providers';
import { toPaymentSession } from './sessions.repository';
import type { Clock } from '../clock';

export interface StartDeps {
  providers: PaymentProviders;
  clock: Clock;
}

/**
 * Starts paying an order, a top-up or a bulk payment with a provider, in one transaction under the row locks
 * of what is paid: earlier sessions still waiting on the customer are cancelled (one live attempt at a time),
 * the provider opens its side (a hosted page, or transfer instructions), and a transfer holds what it pays
 * as processing until staff confirm it (an order's items then leave the cart: detachOrderFromCart). A top-up
 * is paid with the method it was made for.
 */
export async function startPayment(db: Kysely<Database>, deps: StartDeps, userId: string, body: StartPaymentBody): Promise<PaymentSession> {
  const token = await acquirePaymentLock(db, userId, body.id);
  try {
    return await db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const payable = await lockPayableForPayment(trx, userId, body.kind, body.id, body.cartUpdatedAt, deps.clock.now());
      let fee = 0;
      if (body.kind === 'topUp') {
        const topUp = await trx.selectFrom('top_ups').select(['method', 'fee']).where('id', '=', body.id).executeTakeFirstOrThrow();
        if (topUp.method !== body.method) throw new AppError('PAYMENT_METHOD_NOT_MATCH');
        fee = topUp.fee;
      }
      const charge = payable.amount + fee;
      await trx
        .updateTable('payment_sessions')
        .set({ status: 'cancelled', updated_at: now })
        .where('kind', '=', body.kind)
        .where('reference_id', '=', body.id)
        .where('status', '=', 'requiresAction')
        .execute();
      const sessionId = randomUUID();
      const provider = deps.providers[body.method];
      // A provider that opens its side with a call (PayPal creates its order) is asked here, under the locks, within its
      // timeout: when it fails, nothing of this attempt is kept and what is paid stays payable.
      const opening = await provider.open({
        sessionId,
        kind: body.kind,
        referenceId: body.id,
        charge,
        paymentOption: body.method === 'bankCard' ? (body.paymentOption ?? 'abapay') : null,
        continuePath: body.continuePath,
        cancelPath: body.cancelPath,
        now,
      });
      const state = {
        ...opening.state,
        provider: provider.identifier,
        cartUpdatedAt: payable.cartUpdatedAt,
        ...(opening.status === 'requiresAction' ? { redirectUrl: opening.redirectUrl } : { instructions: opening.instructions }),
      };
      const row = await trx
        .insertInto('payment_sessions')
        .values({
          id: sessionId,
          user_id: userId,
          kind: body.kind,
          reference_id: body.id,
          method: body.method,
          payment_option: body.method === 'bankCard' ? (body.paymentOption ?? 'abapay') : null,
          status: opening.status,
          amount: payable.amount,
          fee,
          charge,
          continue_path: body.continuePath,
          cancel_path: body.cancelPath,
          provider_state: JSON.stringify(state),
          failure_code: null,
          failure_message: null,
          decline_code: null,
          expires_at: opening.expiresAt,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (opening.status === 'pending') {
        await setProcessing(trx, body.kind, body.id, true, now);
        if (body.kind === 'order') await detachOrderFromCart(trx, await trx.selectFrom('orders').select(['id', 'cart_id', 'detached']).where('id', '=', body.id).executeTakeFirstOrThrow(), now);
      }
      return toPaymentSession(row, now);
    });
  } finally {
    await releasePaymentLock(db, userId, token);
  }
}
