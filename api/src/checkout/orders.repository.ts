import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { orderTotals, type CheckoutOrder, type ContactFields } from '@storefront/contracts';
import type { Database, Db, OrderItemRow, OrderRow } from '../db/database';
import { cartStamp } from '../cart/cart-stamp';
import { enforceBabyLimitOnItems } from '../cloud-servers/baby-limit';
import { repriceCartUpgrades } from '../cloud-servers/upgrade';
import { AppError } from '../errors';
import { readLedgerTotal } from '../ledger/ledger.repository';
import { appliedPromoCredit } from '../promo-credit/promo-credit.repository';
import { currentVoucher } from '../vouchers/vouchers.repository';
import { otherTabBlocks } from './checkout-tabs';

const iso = (value: Date | string) => new Date(value).toISOString();
export const sameInstant = (a: Date | string, b: Date | string) => new Date(a).getTime() === new Date(b).getTime();

export function toCheckoutOrder(order: OrderRow, items: OrderItemRow[]): CheckoutOrder {
  return {
    orderId: order.id,
    status: order.status,
    items: items.map((item) => ({
      id: item.id,
      type: item.type,
      category: item.category,
      title: item.title,
      description: item.description,
      period: item.period,
      periodUnit: item.period_unit,
      unitPrice: item.unit_price,
      amount: item.amount,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    vatPercent: order.vat_rate / 100,
    vat: order.vat,
    total: order.total,
    cartUpdatedAt: iso(order.cart_updated_at),
    createdAt: iso(order.created_at),
    paidAt: order.paid_at ? iso(order.paid_at) : null,
    billingTo: (order.billing_to as ContactFields | null) ?? null,
    voucherCode: order.voucher_code ?? null,
    paymentMethod: order.payment_method ?? null,
    promoCredit: order.promo_credit,
  };
}

export async function orderItems(db: Db, orderId: string): Promise<OrderItemRow[]> {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
}

/** The user's order, or ORDER_NOT_FOUND (another user's order is not found either: no IDOR). */
export async function findUserOrder(db: Db, userId: string, orderId: string, lock = false): Promise<OrderRow> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  const order = await query.executeTakeFirst();
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** The user's cart row, locked: cart changes, checkout and payment take the cart first, then the order. */
export async function lockUserCart(trx: Transaction<Database>, userId: string) {
  return trx.selectFrom('carts').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

/** When the order's cart last changed (null once the user's cart is another one, or gone). Reads without a lock. */
export async function orderCartUpdatedAt(db: Db, userId: string, order: Pick<OrderRow, 'cart_id'>): Promise<Date | string | null> {
  const cart = await db.selectFrom('carts').select(['id', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
  return cart && cart.id === order.cart_id ? cart.updated_at : null;
}

/**
 * The open order of the user's cart: made from the cart, or remade (items and totals) when the cart
 * changed since; ITEMS_NOT_FOUND when the cart is empty. The VAT rate is snapshotted on it. When the cart
 * uses promo credit (never with a voucher), the order carries min(credit held, total after VAT) as
 * promo_credit, already taken off its total. With a tabId, an order another tab is paying is neither
 * answered nor remade (INIT_CHECKOUT_ORDER_IN_OTHER_TAB, nothing written).
 */
export async function openOrderForCart(trx: Transaction<Database>, userId: string, vatRateBasisPoints: number, now: Date, tabId?: string): Promise<CheckoutOrder> {
  const cart = await lockUserCart(trx, userId);
  const cartItems = cart ? await trx.selectFrom('cart_items').selectAll().where('cart_id', '=', cart.id).orderBy('seq').execute() : [];
  if (!cart || cartItems.length === 0) throw new AppError('ITEMS_NOT_FOUND');
  await enforceBabyLimitOnItems(trx, userId, cartItems);
  // An upgrade's fee is for the days left of the term: priced again today, the cart marked changed when it moved.
  if (await repriceCartUpgrades(trx, userId, cartItems, now)) {
    const touched = await trx.updateTable('carts').set({ updated_at: cartStamp() }).where('id', '=', cart.id).returning('updated_at').executeTakeFirstOrThrow();
    cart.updated_at = touched.updated_at;
  }

  const existing = await trx.selectFrom('orders').selectAll().where('cart_id', '=', cart.id).where('status', '=', 'open').where('detached', '=', false).forUpdate().executeTakeFirst();
  const refusal = existing ? await otherTabBlocks(trx, existing, tabId, now) : null;
  if (refusal) throw refusal;

  const { voucher } = await currentVoucher(trx, userId, cart, now);
  const discount = voucher?.discount ?? 0;
  const voucherCode = voucher?.code ?? null;
  // VAT on the discounted amount: the voucher's discount (cents, computed here) comes off before VAT.
  const totals = orderTotals(
    cartItems.reduce((sum, item) => sum + item.amount, 0),
    discount,
    vatRateBasisPoints,
  );
  // Promo credit comes off the total after VAT (it pays, it does not discount); never with a voucher.
  const promoCredit = cart.use_promo_credit && !voucher ? appliedPromoCredit(await readLedgerTotal(trx, 'promoCredit', userId), totals.total) : 0;
  if (
    existing &&
    sameInstant(existing.cart_updated_at, cart.updated_at) &&
    existing.vat_rate === vatRateBasisPoints &&
    existing.discount === discount &&
    existing.voucher_code === voucherCode &&
    existing.payment_method === cart.payment_method &&
    existing.promo_credit === promoCredit
  ) {
    return toCheckoutOrder(existing, await orderItems(trx, existing.id));
  }

  const values = {
    ...totals,
    total: totals.total - promoCredit,
    promo_credit: promoCredit,
    voucher_code: voucherCode,
    payment_method: cart.payment_method,
    vat_rate: vatRateBasisPoints,
    cart_updated_at: cart.updated_at,
    updated_at: now,
  };
  let order: OrderRow;
  if (existing) {
    await trx.deleteFrom('order_items').where('order_id', '=', existing.id).execute();
    order = await trx.updateTable('orders').set(values).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow();
  } else {
    order = await trx
      .insertInto('orders')
      .values({ id: randomUUID(), user_id: userId, status: 'open', cart_id: cart.id, created_at: now, paid_at: null, ...values })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  await trx
    .insertInto('order_items')
    .values(
      cartItems.map((item, seq) => ({
        id: randomUUID(),
        order_id: order.id,
        seq,
        type: item.type,
        category: item.category,
        title: item.title,
        description: item.description,
        payload: JSON.stringify(item.payload),
        period: item.period,
        period_unit: item.period_unit,
        unit_price: item.unit_price,
        amount: item.amount,
      })),
    )
    .execute();
  return toCheckoutOrder(order, await orderItems(trx, order.id));
}

/**
 * Why an order cannot be paid now, as a §8 error: paid (ORDER_STATUS_INVALID), being processed
 * (INVOICE_PROCESSED), cancelled (ORDER_INVALID), or made from a cart that changed since (ORDER_CHANGED:
 * the caller's cartUpdatedAt, or the cart's own updatedAt, differs from the order's snapshot). A detached
 * order (its items left the cart for a transfer) is paid by its own snapshot: the cart is not asked.
 */
export function payRefusal(order: OrderRow, cartUpdatedAt: Date | string | null | undefined, clientCartUpdatedAt?: string): AppError | null {
  if (order.status === 'paid') return new AppError('ORDER_STATUS_INVALID');
  if (order.status === 'processing') return new AppError('INVOICE_PROCESSED');
  if (order.status === 'cancelled') return new AppError('ORDER_INVALID');
  if (clientCartUpdatedAt !== undefined && !sameInstant(clientCartUpdatedAt, order.cart_updated_at)) return new AppError('ORDER_CHANGED');
  if (order.detached) return null;
  if (!cartUpdatedAt || !sameInstant(cartUpdatedAt, order.cart_updated_at)) return new AppError('ORDER_CHANGED');
  return null;
}

/**
 * A bank or wire transfer began paying the order (it is processing until staff confirm): its items leave the
 * cart — the order keeps its snapshot, and the cart's voucher and promo credit choice go with it — so the same
 * items are not ordered twice while the money is on its way, and the customer can shop on. The order is
 * detached: a rejected transfer reopens it, payable by its own snapshot (/checkout-basket?orderId=…).
 * Called under the cart's and the order's row locks; an order already detached leaves the cart alone.
 */
export async function detachOrderFromCart(trx: Transaction<Database>, order: Pick<OrderRow, 'id' | 'cart_id' | 'detached'>, now: Date): Promise<void> {
  if (order.detached) return;
  await trx.updateTable('orders').set({ detached: true, updated_at: now }).where('id', '=', order.id).execute();
  await trx.deleteFrom('cart_items').where('cart_id', '=', order.cart_id).execute();
  await trx.updateTable('carts').set({ voucher_code: null, voucher_notice: null, use_promo_credit: false, updated_at: cartStamp() }).where('id', '=', order.cart_id).execute();
}

export async function markOrderPaid(trx: Transaction<Database>, orderId: string, now: Date, method: string): Promise<OrderRow> {
  return trx.updateTable('orders').set({ status: 'paid', paid_at: now, paid_method: method, updated_at: now }).where('id', '=', orderId).returningAll().executeTakeFirstOrThrow();
}
