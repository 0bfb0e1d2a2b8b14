import type { Cart, DomainResult, UserInfo } from '@storefront/contracts';
import { createStore, fetchCurrentUser } from '@storefront/platform';
import { fakeApi } from '@storefront/testing';

/** A search result as the api answers it. */
export function domainResult(domain: string, status: DomainResult['status'] = 'available', extra: Partial<DomainResult> = {}): DomainResult {
  const dot = domain.indexOf('.');
  return {
    domain,
    keyword: domain.slice(0, dot),
    tld: domain.slice(dot + 1),
    status,
    tags: status === 'premium' ? ['premium'] : [],
    registerPrice: status === 'premium' ? 250000 : 1199,
    renewPrice: 1399,
    transferPrice: 1199,
    maxYears: status === 'premium' ? 1 : 10,
    owner: status === 'taken' ? { hidden: false, name: 'Dara Sok', phone: '+855 12 345 678', email: 'dara@example.com' } : null,
    yours: null,
    ...extra,
  };
}

/** A cart holding these domain names, as GET/PUT /cart answer. */
export function cartWith(domains: string[]): Cart {
  return {
    id: 'cart-1',
    items: domains.map((domain, index) => ({
      key: `k${index}`,
      type: 'domain',
      category: 'DOMAIN',
      title: domain,
      description: 'Domain registration',
      period: 1,
      periodUnit: 'year',
      unitPrice: 1199,
      amount: 1199,
      data: { action: 'register', domain },
    })),
    itemCount: domains.length,
    subtotal: domains.length * 1199,
    updatedAt: new Date(0).toISOString(),
  };
}

export const customer: UserInfo = {
  id: 'u1',
  email: 'sokha@example.com',
  username: null,
  firstName: 'Sokha',
  lastName: 'Chan',
  phoneNumber: '+85512345678',
  role: 'customer',
  localeCode: 'en',
  emailVerified: true,
  twoFactorEnabled: false,
  hasPassword: true,
  mustChangePassword: false,
  newsletterEmail: null,
};

/** A store whose visitor is signed in (the auth status the pages follow). */
export async function signedInStore() {
  const store = createStore();
  const api = fakeApi({ 'GET /api/session': () => ({ user: customer }) });
  await store.dispatch(fetchCurrentUser());
  api.restore();
  return store;
}

/** A store whose visitor is known to be a guest. */
export async function guestStore() {
  const store = createStore();
  const api = fakeApi({ 'GET /api/session': () => ({ user: null }) });
  await store.dispatch(fetchCurrentUser());
  api.restore();
  return store;
}
