import { sql } from 'kysely';
import {
  DOMAIN_MESSAGES,
  FREE_DOMAIN_PACKAGES,
  FREE_DOMAIN_TLDS,
  HOSTING_CONFIG_TYPES,
  HOSTING_PACKAGES_OF,
  PATTERNS,
  type ConnectableDomain,
  type HostingConfigType,
  type HostingDomainOffer,
} from '@storefront/contracts';
import type { CartOwner } from '../cart/cart.repository';
import type { DomainDeps } from '../domains/domain-deps';
import { domainLifecycle } from '../domains/domain-lifecycle';
import { listOwned } from '../domains/domains.repository';
import { invalidField } from '../errors';

/** TLDs offered beside the free ones when a plan's domain is searched. */
const MORE_TLDS = ['kh', 'com.kh', 'asia', 'co', 'io'];

/** The label a keyword or website name searches with: "My Shop" → "myshop"; a full name keeps its own label. */
function labelOf(keyword: string): string {
  const label = keyword.trim().toLowerCase().split('.')[0]!.replace(/[^a-z0-9-]/g, '').replace(/^-+|-+$/g, '');
  if (!label || !PATTERNS.domainLabel.test(label)) throw invalidField('keyword', DOMAIN_MESSAGES.invalidKeyword);
  return label;
}

const typeHasFreeDomain = (type: HostingConfigType) => HOSTING_PACKAGES_OF[type].some((key) => (FREE_DOMAIN_PACKAGES as readonly string[]).includes(key));

/**
 * Names to buy with a plan, checked at the registry and priced for their first year; an available, non-premium
 * name on a free TLD is marked free for an annual plan of `type` (a taken name is offered nothing: issue 28.9).
 */
async function offers(deps: DomainDeps, names: string[], type: HostingConfigType): Promise<HostingDomainOffer[]> {
  const priced: { name: string; register: number; renew: number; tld: string }[] = [];
  for (const name of names) {
    const tld = await deps.tldCatalogue.tldOf(name, deps.db);
    if (tld) priced.push({ name, register: tld.register_price, renew: tld.renew_price, tld: tld.tld });
  }
  if (priced.length === 0) return [];
  const entries = new Map((await deps.registry.check(priced.map((entry) => entry.name))).map((entry) => [entry.domain, entry]));
  return priced.map(({ name, register, renew, tld }) => {
    const entry = entries.get(name);
    const premium = entry?.status === 'premium';
    const available = entry !== undefined && entry.status !== 'taken';
    return {
      domain: name,
      available,
      premium,
      price: premium && entry?.premiumPrice ? entry.premiumPrice : register,
      renewal: renew,
      freeWithAnnualPlan: available && !premium && typeHasFreeDomain(type) && (FREE_DOMAIN_TLDS as readonly string[]).includes(tld),
    };
  });
}

/** GET /domains/search/cloud-hosting: the keyword (or the name typed) in the free TLDs and a few more, the name typed first. */
export async function searchHostingDomains(deps: DomainDeps, keyword: string, type: HostingConfigType): Promise<HostingDomainOffer[]> {
  const label = labelOf(keyword);
  const typed = keyword.includes('.') ? [keyword.trim().toLowerCase()] : [];
  const names = [...new Set([...typed, ...[...FREE_DOMAIN_TLDS, ...MORE_TLDS].map((tld) => `${label}.${tld}`)])];
  return offers(deps, names, type);
}

/** GET /domains/wordpress-free-domain: the available names for the website that are free for their first year with an annual WordPress plan. */
export async function wordpressFreeDomains(deps: DomainDeps, name: string): Promise<HostingDomainOffer[]> {
  const label = labelOf(name.replace(/\s+/g, ''));
  const found = await offers(deps, FREE_DOMAIN_TLDS.map((tld) => `${label}.${tld}`), 'wordpress-hosting');
  return found.filter((offer) => offer.freeWithAnnualPlan);
}

/**
 * GET /domains/search/connecting: the customer's own names a plan can connect (held: active, expired or being
 * transferred in), each marked when a hosting plan already uses it (a running service, or a plan in the cart).
 */
export async function connectableDomains(deps: DomainDeps, userId: string, owner: CartOwner): Promise<ConnectableDomain[]> {
  const rows = await listOwned(deps.db, userId, 500);
  const now = deps.clock.now();
  const held = [];
  for (const row of rows) {
    const tld = await deps.tldCatalogue.find(row.tld);
    const lifecycle = domainLifecycle(row, tld?.kind ?? 'generic', now);
    if (lifecycle === 'active' || lifecycle === 'expired' || lifecycle === 'pendingTransfer') held.push(row);
  }
  if (held.length === 0) return [];
  const names = held.map((row) => row.domain);
  const services = await deps.db
    .selectFrom('services')
    .select(sql<string>`details->>'domain'`.as('domain'))
    .where('kind', 'in', [...HOSTING_CONFIG_TYPES])
    .where('status', 'in', ['pending', 'active', 'suspended'])
    .where(sql<string>`details->>'domain'`, 'in', names)
    .execute();
  const cart = await deps.db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .select(sql<string>`cart_items.payload->>'domain'`.as('domain'))
    .where('carts.user_id', '=', 'userId' in owner ? owner.userId : userId)
    .where('cart_items.type', 'in', [...HOSTING_CONFIG_TYPES])
    .execute();
  const connected = new Set([...services, ...cart].map((row) => row.domain));
  return held.map((row) => ({ domain: row.domain, expiresAt: new Date(row.expires_at).toISOString(), connected: connected.has(row.domain) }));
}
