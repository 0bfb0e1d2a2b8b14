import { addCartItemsSchema, updateCartItemSchema } from './cart';
import {
  BILLING_TERMS,
  billingTermsOf,
  CART_ITEM_CATEGORY,
  CART_ITEM_KINDS,
  domainTermsOf,
  HOSTING_PRODUCT_TYPES,
  isBillingTerm,
  LIMITS,
  PRODUCT_CATEGORIES,
  PARTNER_PRODUCT_TYPES,
  PRODUCT_TYPES,
} from './catalogue';
import { productQuerySchema } from './catalogue-api';

const itemFor = (kind: string, period: number): Record<string, unknown> => {
  if (kind === 'domain') return { type: kind, action: 'register', domain: 'example.com', years: period };
  if (kind === 'ssl') return { type: kind, product: 'positivessl', years: period, domain: 'example.com' };
  if (kind === 'cloud-server') return { type: kind, region: 'cambodia', package: 'cs-basic-cloud-1', os: 'ubuntu-24.04', serverName: 'web-1', months: period };
  return { type: kind, package: 'pkg', months: period };
};

/** The kinds whose cart item names its term (the AWS request and the SMS products are sold for their one term; an upgrade lasts the server's term). */
const TERMED_KINDS = CART_ITEM_KINDS.filter((kind) => !(PARTNER_PRODUCT_TYPES as readonly string[]).includes(kind) && kind !== 'upgrade');

describe('catalogue rules', () => {
  it('lists every cart item kind once: a domain, each product type (hosting types among them) and a server upgrade', () => {
    expect(CART_ITEM_KINDS).toEqual(['domain', ...PRODUCT_TYPES, 'upgrade']);
    expect(new Set(CART_ITEM_KINDS).size).toBe(CART_ITEM_KINDS.length);
    for (const type of HOSTING_PRODUCT_TYPES) expect(PRODUCT_TYPES).toContain(type);
    expect(Object.keys(BILLING_TERMS).sort()).toEqual([...CART_ITEM_KINDS].sort());
    for (const kind of CART_ITEM_KINDS) expect(PRODUCT_CATEGORIES).toContain(CART_ITEM_CATEGORY[kind]);
  });

  it('gives each kind a unit, ascending terms and an initial term among them', () => {
    for (const kind of CART_ITEM_KINDS) {
      const { terms, initial, unit } = BILLING_TERMS[kind];
      expect([...terms].sort((a, b) => a - b)).toEqual(terms);
      expect(terms).toContain(initial);
      // A kind with terms is billed by the month (hosting) or the year; one without has the single term 1.
      const termed = TERMED_KINDS.includes(kind);
      expect({ kind, billed: termed ? unit : terms }).toEqual({ kind, billed: termed ? (HOSTING_PRODUCT_TYPES.some((type) => type === kind) ? 'month' : 'year') : [1] });
    }
    expect(Math.max(...BILLING_TERMS.domain.terms)).toBe(LIMITS.priceSearchYears);
  });

  it('the cart schema accepts exactly the listed terms per kind and refuses the others', () => {
    for (const kind of TERMED_KINDS) {
      for (let period = 0; period <= 40; period += 1) {
        const parsed = addCartItemsSchema.safeParse({ items: [itemFor(kind, period)] });
        expect({ kind, period, accepted: parsed.success }).toEqual({ kind, period, accepted: isBillingTerm(kind, period) });
      }
    }
  });

  it('defaults a missing term to the initial one', () => {
    for (const kind of TERMED_KINDS) {
      const item = itemFor(kind, 1);
      delete item.years;
      delete item.months;
      const [parsed] = addCartItemsSchema.parse({ items: [item] }).items;
      expect(parsed && ('months' in parsed ? parsed.months : 'years' in parsed ? parsed.years : undefined)).toBe(BILLING_TERMS[kind].initial);
    }
  });

  it('a period change stays within the longest term of any kind', () => {
    expect(updateCartItemSchema.safeParse({ key: 'k', years: Math.max(...BILLING_TERMS.domain.terms) + 1 }).success).toBe(false);
    expect(updateCartItemSchema.safeParse({ key: 'k', months: Math.max(...BILLING_TERMS['cloud-server'].terms) }).success).toBe(true);
  });

  it('sells premium names and one-year domain actions for one year only', () => {
    expect(domainTermsOf('register', true)).toEqual([1]);
    expect(domainTermsOf('transfer', false)).toEqual([1]);
    expect(domainTermsOf('reactivate', false)).toEqual([1]);
    expect(domainTermsOf('renew', false)).toEqual(BILLING_TERMS.domain.terms);
  });

  it('knows no terms for an unknown kind', () => {
    expect(billingTermsOf('backup')).toBeNull();
    expect(isBillingTerm('backup', 1)).toBe(false);
  });

  it('the product query takes the product types only', () => {
    for (const type of PRODUCT_TYPES) expect(productQuerySchema.parse({ type })).toEqual({ type });
    expect(productQuerySchema.safeParse({ type: 'domain' }).success).toBe(false);
  });
});
