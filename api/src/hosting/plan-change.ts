import type { Kysely, Transaction } from 'kysely';
import { CART_ITEM_CATEGORY, formatMessage, HOSTING_MESSAGES, HOSTING_PLAN_MESSAGES, isHostingService, type HostingPlanChangeQuote } from '@storefront/contracts';
import type { PricedItem } from '../cart/pricing';
import { findProduct } from '../catalogue/catalogue.repository';
import type { Database, Db, OrderItemRow } from '../db/database';
import type { ServiceDetails, ServiceRow } from '../db/tables/services';
import { AppError, invalidField } from '../errors';
import { prorate } from '../services/prorate';
import { findUserService } from '../services/services.repository';

/** A paid change of plan the control panel has still to make (services.details.pendingPlanChange), made by the provisioning job. */
export interface PendingPlanChange {
  /** The order item that paid for it: the provider's idempotency key. */
  changeId: string;
  productKey: string;
}

/** What an upgrade cart item holds when it moves a hosting account to another plan (payload.kind 'plan'). */
export interface PlanChangePayload {
  kind: 'plan';
  serviceId: string;
  serverName: string;
  from: { package: string };
  package: string;
  fromPlan: string;
  toPlan: string;
  renewal: number;
  remainingDays: number;
  termDays: number;
  lines: { key: 'upgradeFee'; amount: number }[];
}

export const isPlanChange = (payload: unknown): payload is PlanChangePayload => (payload as { kind?: unknown } | null)?.kind === 'plan';

/** The customer's active hosting account (NOT_FOUND for anyone else's or another kind; BAD_REQUEST while it is not active or a change is being made). */
async function activeAccount(db: Db, userId: string, serviceId: string, lock = false): Promise<ServiceRow> {
  const service = await findUserService(db, userId, serviceId, lock);
  if (!isHostingService(service.kind)) throw new AppError('NOT_FOUND');
  const details = service.details as ServiceDetails;
  if (service.status !== 'active' || service.provisioning !== 'ready' || !details.externalId) throw invalidField('package', HOSTING_PLAN_MESSAGES.notActive);
  return service;
}

const termMonths = (service: Pick<ServiceRow, 'period' | 'period_unit'>) => (service.period_unit === 'year' ? service.period * 12 : service.period);

/**
 * The price of moving an account from its plan to `packageKey` at `now`: both plans' monthly prices for the
 * account's own term (its add-ons, theme and plugins stay as they are), the difference for the days left of the
 * term (prorate). Refused with the rule's words: another kind's plan, the same plan, a term that is over.
 */
async function priceOf(db: Db, service: ServiceRow, packageKey: string, now: Date) {
  const [current, next] = await Promise.all([findProduct(db as Kysely<Database>, service.product_key), findProduct(db as Kysely<Database>, packageKey)]);
  if (!next) throw invalidField('package', HOSTING_MESSAGES.unknownPackage);
  if (next.type !== service.kind) throw invalidField('package', formatMessage(HOSTING_MESSAGES.wrongPackageType, { type: service.kind }));
  if (next.key === service.product_key) throw invalidField('package', HOSTING_PLAN_MESSAGES.samePlan);
  if (!current) throw new AppError('SERVICE_SERVER_ERROR');
  const difference = (next.price - current.price) * termMonths(service);
  const { termDays, remainingDays, fee } = prorate(service, difference, now);
  if (remainingDays <= 0) throw invalidField('package', HOSTING_PLAN_MESSAGES.termEnded);
  const quote: HostingPlanChangeQuote = {
    current: { package: current.key, name: current.name },
    next: { package: next.key, name: next.name },
    currentRenewal: service.renew_price,
    renewal: Math.max(0, service.renew_price + difference),
    remainingDays,
    termDays,
    fee,
    lines: [{ key: 'upgradeFee', amount: fee }],
    downgrade: difference < 0,
  };
  return quote;
}

/** POST /api/user/hosting/{id}/plan/price: what moving one of my active hosting accounts to another plan of its kind costs today. */
export async function quoteHostingPlanChange(db: Db, userId: string, serviceId: string, packageKey: string, now: Date): Promise<HostingPlanChangeQuote> {
  const service = await activeAccount(db, userId, serviceId);
  if ((service.details as ServiceDetails).pendingPlanChange) throw invalidField('package', HOSTING_PLAN_MESSAGES.changing);
  return priceOf(db, service, packageKey, now);
}

/** PUT /api/cart/items/hosting-plan: the change as an upgrade item (one per account: asking again replaces it), paid once. */
export async function priceHostingPlanItem(db: Db, userId: string, serviceId: string, packageKey: string, now: Date): Promise<PricedItem> {
  const service = await activeAccount(db, userId, serviceId);
  if ((service.details as ServiceDetails).pendingPlanChange) throw invalidField('package', HOSTING_PLAN_MESSAGES.changing);
  const quote = await priceOf(db, service, packageKey, now);
  const payload: PlanChangePayload = {
    kind: 'plan',
    serviceId: service.id,
    serverName: service.name,
    from: { package: quote.current.package },
    package: quote.next.package,
    fromPlan: quote.current.name,
    toPlan: quote.next.name,
    renewal: quote.renewal,
    remainingDays: quote.remainingDays,
    termDays: quote.termDays,
    lines: quote.lines,
  };
  return {
    type: 'upgrade',
    category: CART_ITEM_CATEGORY.upgrade,
    dedupeKey: `upgrade:${service.id}`,
    title: `${service.title} ${quote.downgrade ? 'downgrade' : 'upgrade'}`,
    description: `${service.name} · ${quote.current.name} → ${quote.next.name} · ${quote.remainingDays} of ${quote.termDays} days`,
    payload: { ...payload },
    period: 1,
    periodUnit: 'month',
    unitPrice: quote.fee,
    amount: quote.fee,
  };
}

/**
 * A plan change's fee as of `now` (the fee is for the rest of the term, so days spent in the cart lower it): null
 * when the account is not this customer's active account any more, is on another plan than the item was priced
 * from, or its term ended — paying then refuses the item (applyPaidPlanChange).
 */
export async function planChangeFeeNow(db: Db, userId: string, payload: PlanChangePayload, now: Date): Promise<{ fee: number; remainingDays: number } | null> {
  try {
    const service = await activeAccount(db, userId, payload.serviceId);
    if (service.product_key !== payload.from.package) return null;
    const { fee, remainingDays } = await priceOf(db, service, payload.package, now);
    return { fee, remainingDays };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * After payment (inside its transaction): the account moves to the paid plan — its plan, title and renewal
 * recorded, and the panel's change left to the provisioning job (pendingPlanChange, keyed by the order item). An
 * account no longer active, or moved to another plan since the item was priced, refuses the payment (nothing
 * written, nothing taken). Answers whether it changed the account (false: this step ran for the item already).
 */
export async function applyPaidPlanChange(trx: Transaction<Database>, userId: string, item: OrderItemRow, now: Date): Promise<boolean> {
  const payload = item.payload as unknown as PlanChangePayload;
  const service = await activeAccount(trx, userId, payload.serviceId, true);
  const details = service.details as ServiceDetails;
  // A step run twice changes nothing twice.
  if (details.lastChangeId === item.id) return false;
  if (service.product_key !== payload.from.package) throw new AppError('ORDER_INVALID', undefined, { serviceId: service.id }, HOSTING_PLAN_MESSAGES.changed);
  const next = await findProduct(trx, payload.package);
  if (!next || next.type !== service.kind) throw new AppError('ORDER_INVALID', undefined, { serviceId: service.id }, HOSTING_PLAN_MESSAGES.changed);
  const pendingPlanChange: PendingPlanChange = { changeId: item.id, productKey: next.key };
  await trx
    .updateTable('services')
    .set({ product_key: next.key, title: next.name, renew_price: payload.renewal, details: JSON.stringify({ ...details, pendingPlanChange, lastChangeId: item.id, planChangeError: undefined }), updated_at: now })
    .where('id', '=', service.id)
    .execute();
  return true;
}
