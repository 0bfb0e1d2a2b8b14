import { DOMAIN_MESSAGES, domainTermsOf, formatMessage, type domainCartItemInput } from '@storefront/contracts';
import type { z } from 'zod';
import type { CartItemRow, UserRow } from '../db/database';
import { requireTldOf, type DomainDeps } from '../domains/domain-deps';
import { domainLifecycle } from '../domains/domain-lifecycle';
import { priceDomainAction } from '../domains/domain-pricing';
import { requireTransferable } from '../domains/domain-transfer';
import { findDomain } from '../domains/domains.repository';
import { AppError, invalidField } from '../errors';
import type { DomainAvailability } from '../registry/domain-registry';
import type { PricedItem } from './pricing';
import type { CartOwner } from './cart.repository';

type DomainItemInput = z.output<typeof domainCartItemInput>;

export interface CartPricingContext extends DomainDeps {
  user: UserRow | null;
  /** The cart the items go into (hosting items check its domains: hosting-pricing.ts). */
  owner?: CartOwner | null;
}

const ACTION_LABEL = { register: 'registration', renew: 'renewal', reactivate: 'reactivation', transfer: 'transfer' } as const;

/** Availability of every name the items register, in one registry call. */
export async function registrations(deps: DomainDeps, items: { type: string; action?: string; domain?: string }[]): Promise<Map<string, DomainAvailability>> {
  const names = items.flatMap((item) => (item.type === 'domain' && item.action === 'register' && item.domain ? [item.domain] : []));
  if (names.length === 0) return new Map();
  return new Map((await deps.registry.check([...new Set(names)])).map((entry) => [entry.domain, entry]));
}

/** The signed-in customer's own name in a state that allows the action, else the §8 / DOMAIN_MESSAGES refusal. */
async function requireHeld(ctx: CartPricingContext, item: DomainItemInput, kind: 'generic' | 'country', path: string): Promise<void> {
  if (!ctx.user) throw new AppError('UNAUTHORIZED');
  const held = await findDomain(ctx.db, item.domain);
  const lifecycle = held && held.user_id === ctx.user.id ? domainLifecycle(held, kind, ctx.clock.now()) : 'released';
  if (lifecycle === 'released') throw invalidField(path, formatMessage(DOMAIN_MESSAGES.notExisted, { name: item.domain }));
  if (item.action === 'renew' && lifecycle !== 'active' && lifecycle !== 'expired') {
    throw invalidField(path, formatMessage(DOMAIN_MESSAGES.notRenewable, { name: item.domain }));
  }
  if (item.action === 'reactivate' && lifecycle !== 'redemption') {
    throw invalidField(path, formatMessage(DOMAIN_MESSAGES.notInRedemption, { name: item.domain }));
  }
}

/**
 * A domain cart item, checked and priced: register only a free or premium name (premium: 1 year);
 * renew and reactivate only the customer's own name in the right state; transfer only a transferable
 * name with its right auth code (kept server-side, never shown back). `at` is the item's index.
 */
export async function priceDomainItem(ctx: CartPricingContext, item: DomainItemInput, at: number, availability: Map<string, DomainAvailability>): Promise<PricedItem> {
  const path = (field: string) => `items.${at}.${field}`;
  const tld = await requireTldOf(ctx, item.domain);
  let premiumPrice: number | null = null;
  if (item.action === 'register') {
    const entry = availability.get(item.domain);
    if (!entry || entry.status === 'taken') throw invalidField(path('domain'), formatMessage(DOMAIN_MESSAGES.alreadyRegistered, { name: item.domain }));
    premiumPrice = entry.status === 'premium' ? entry.premiumPrice : null;
  } else if (item.action === 'transfer') {
    if (!ctx.user) throw new AppError('UNAUTHORIZED');
    if (!item.authCode) throw invalidField(path('authCode'), DOMAIN_MESSAGES.authCodeRequired);
    await requireTransferable(ctx, item.domain, item.authCode, { domain: path('domain'), authCode: path('authCode') });
  } else {
    await requireHeld(ctx, item, tld.kind, path('domain'));
  }
  const price = priceDomainAction(item.action, tld, item.years, premiumPrice, path('years'));
  return {
    type: 'domain',
    category: 'DOMAIN',
    dedupeKey: `domain:${item.domain}`,
    title: item.domain,
    description: `Domain ${ACTION_LABEL[item.action]}`,
    payload: {
      action: item.action,
      domain: item.domain,
      tld: tld.tld,
      ...(premiumPrice !== null ? { premium: true } : {}),
      ...(item.action === 'transfer' ? { authCode: item.authCode } : {}),
    },
    period: price.years,
    periodUnit: 'year',
    unitPrice: price.unitPrice,
    amount: price.amount,
  };
}

/** A new term for a domain item already in the cart, re-priced with the same rules. */
export async function repriceDomainItem(deps: DomainDeps, row: CartItemRow, years: number): Promise<{ period: number; unitPrice: number; amount: number }> {
  const action = row.payload.action as DomainItemInput['action'];
  if (row.payload.premium === true) {
    if (years !== 1) throw invalidField('years', DOMAIN_MESSAGES.premiumOneYear);
    return { period: 1, unitPrice: row.unit_price, amount: row.unit_price };
  }
  if (!domainTermsOf(action, false).includes(years)) throw new AppError('BAD_REQUEST');
  const tld = await requireTldOf(deps, String(row.payload.domain));
  const price = priceDomainAction(action, tld, years);
  return { period: price.years, unitPrice: price.unitPrice, amount: price.amount };
}
