import type { Transaction } from 'kysely';
import { DOMAIN_CART_ACTIONS, DOMAIN_MESSAGES, formatMessage, type DomainCartAction, type TldKind } from '@storefront/contracts';
import type { TldCatalogue } from '../catalogue/tld-catalogue';
import type { Clock } from '../clock';
import type { Database, DomainRow, UserRow } from '../db/database';
import { AppError, invalidField } from '../errors';
import type { DomainRegistry, Registrant } from '../registry/domain-registry';
import { domainLifecycle } from './domain-lifecycle';
import { findDomain, saveHolding, setExpiry } from './domains.repository';
import { withRegistry } from './registry-refusal';

/** A paid domain item of an order: its payload as the cart stored it (auth code included) and its term. */
export interface PaidDomainItem {
  payload: Record<string, unknown>;
  period: number;
  /** The order's billing contact (orders.billing_to), the registrant's name and address when given. */
  billingTo?: Record<string, unknown> | null;
  /** An earlier try of this item may have reached the registry (RegistryCall.retry): the job's retry, or a try after a stopped process. */
  retry?: boolean;
}

export interface FulfilDeps {
  registry: DomainRegistry;
  clock: Clock;
  tldCatalogue: TldCatalogue;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Who a name is registered to: the order's billing contact (its name, organisation, phone, email and postal address,
 * as checkout saved it) when there is one, else the account's name, email and phone.
 */
export function registrantOf(user: UserRow, billingTo: Record<string, unknown> | null = null): Registrant {
  const account: Registrant = { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email, phone: user.phone_number };
  const city = textOf(billingTo?.city);
  const country = textOf(billingTo?.country);
  if (!billingTo || !city || !country || !/^[A-Za-z]{2}$/.test(country)) return account;
  const name = [textOf(billingTo.firstName), textOf(billingTo.lastName)].filter(Boolean).join(' ');
  return {
    name: name || account.name,
    email: textOf(billingTo.email) ?? account.email,
    phone: textOf(billingTo.phoneNumber) ?? account.phone,
    organization: textOf(billingTo.organization),
    country: country.toUpperCase(),
    address: {
      street: [textOf(billingTo.address1), textOf(billingTo.address2)].filter((line): line is string => line !== null),
      city,
      stateProvince: textOf(billingTo.stateProvince),
      postalCode: textOf(billingTo.postalCode),
      country: country.toUpperCase(),
    },
  };
}

export function actionOf(payload: Record<string, unknown>): DomainCartAction {
  const action = payload.action;
  if (typeof action !== 'string' || !(DOMAIN_CART_ACTIONS as readonly string[]).includes(action)) throw new AppError('ORDER_INVALID');
  return action as DomainCartAction;
}

/**
 * What a paid domain item may be asked of the registry for, checked in the payment's transaction against what the
 * storefront itself knows (no registry call): a supported TLD, a transfer's auth code, a renewal of a name the
 * customer holds and may renew, a reactivation of one in redemption. A refusal here refuses the payment, as
 * before; the registry's own answer comes in the job (domain-fulfilment-job.ts). Answers the name's row when held.
 */
export async function checkPaidDomainItem(trx: Transaction<Database>, deps: Pick<FulfilDeps, 'clock' | 'tldCatalogue'>, user: UserRow, item: PaidDomainItem): Promise<{ action: DomainCartAction; domain: string; tld: string; kind: TldKind; held: DomainRow | undefined }> {
  const action = actionOf(item.payload);
  const domain = String(item.payload.domain ?? '');
  const tld = await deps.tldCatalogue.tldOf(domain, trx);
  if (!tld) throw new AppError('UNSUPPORTED_TLD');
  const held = await findDomain(trx, domain, true);
  if (action === 'transfer' && !String(item.payload.authCode ?? '')) throw invalidField('authCode', DOMAIN_MESSAGES.authCodeRequired);
  if (action === 'register' || action === 'transfer') return { action, domain, tld: tld.tld, kind: tld.kind, held };
  const lifecycle = held && held.user_id === user.id ? domainLifecycle(held, tld.kind, deps.clock.now()) : 'released';
  if (!held || lifecycle === 'released') throw invalidField('domain', formatMessage(DOMAIN_MESSAGES.notExisted, { name: domain }));
  if (action === 'renew' && lifecycle !== 'active' && lifecycle !== 'expired') throw invalidField('domain', formatMessage(DOMAIN_MESSAGES.notRenewable, { name: domain }));
  if (action === 'reactivate' && lifecycle !== 'redemption') throw invalidField('domain', formatMessage(DOMAIN_MESSAGES.notInRedemption, { name: domain }));
  return { action, domain, tld: tld.tld, kind: tld.kind, held };
}

/**
 * Carries out a paid domain item for its customer, inside the caller's transaction (the fulfil-domain job's own): register (the name is
 * theirs until now + years), renew (years added to the expiry), reactivate (out of redemption, one more
 * year) or transfer in (pendingTransfer until the old registrar lets go, 5 to 7 days). The registry is
 * asked first; the customer's record follows it.
 */
export async function fulfilDomainItem(trx: Transaction<Database>, deps: FulfilDeps, user: UserRow, item: PaidDomainItem): Promise<DomainRow> {
  const action = actionOf(item.payload);
  const domain = String(item.payload.domain ?? '');
  const tld = await deps.tldCatalogue.tldOf(domain, trx);
  if (!tld) throw new AppError('UNSUPPORTED_TLD');
  const call = { db: trx, retry: item.retry === true };
  const now = deps.clock.now();

  if (action === 'register') {
    const term = await withRegistry(() => deps.registry.register(domain, item.period, registrantOf(user, item.billingTo ?? null), call));
    return saveHolding(trx, { userId: user.id, domain, tld: tld.tld, registeredAt: term.createdAt, expiresAt: term.expiresAt }, now);
  }

  if (action === 'transfer') {
    const authCode = String(item.payload.authCode ?? '');
    if (!authCode) throw invalidField('authCode', DOMAIN_MESSAGES.authCodeRequired);
    const pending = await withRegistry(() => deps.registry.transfer(domain, authCode, registrantOf(user, item.billingTo ?? null), call));
    return saveHolding(
      trx,
      {
        userId: user.id,
        domain,
        tld: tld.tld,
        registeredAt: pending.createdAt,
        expiresAt: pending.expiresAt,
        transferRequestedAt: pending.requestedAt,
        transferCompletesAt: pending.completesAt,
      },
      now,
    );
  }

  const held = await findDomain(trx, domain, true);
  const lifecycle = held && held.user_id === user.id ? domainLifecycle(held, tld.kind, now) : 'released';
  if (!held || lifecycle === 'released') throw invalidField('domain', formatMessage(DOMAIN_MESSAGES.notExisted, { name: domain }));
  if (action === 'renew') {
    if (lifecycle !== 'active' && lifecycle !== 'expired') throw invalidField('domain', formatMessage(DOMAIN_MESSAGES.notRenewable, { name: domain }));
    const term = await withRegistry(() => deps.registry.renew(domain, item.period, { ...call, knownExpiry: new Date(held.expires_at) }));
    return setExpiry(trx, held.id, term.expiresAt, now);
  }
  if (lifecycle !== 'redemption') throw invalidField('domain', formatMessage(DOMAIN_MESSAGES.notInRedemption, { name: domain }));
  const term = await withRegistry(() => deps.registry.reactivate(domain, call));
  return setExpiry(trx, held.id, term.expiresAt, now);
}
