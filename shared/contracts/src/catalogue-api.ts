import { z } from 'zod';
import { PER_PAGE_CHOICES, PRODUCT_TYPES, TLD_KINDS, TLD_REGIONS } from './catalogue';

/** GET /api/domains/tlds?kind=&region= */
export const tldQuerySchema = z.object({
  kind: z.enum(TLD_KINDS).optional(),
  region: z.enum([...TLD_REGIONS, 'all']).optional(),
});

export const tldSchema = z.object({
  tld: z.string(),
  kind: z.enum(TLD_KINDS),
  region: z.enum(TLD_REGIONS).nullable(),
  registerPrice: z.number().int(),
  renewPrice: z.number().int(),
  transferPrice: z.number().int(),
  tags: z.array(z.enum(['hot', 'sale', 'premium'])),
});
export type Tld = z.infer<typeof tldSchema>;

/** GET /api/domains/tlds/categories — how many TLDs are generic, country-code, and in each region. */
export const tldCategoriesSchema = z.object({ generic: z.number().int(), country: z.number().int(), regions: z.record(z.string(), z.number().int()) });
export type TldCategories = z.infer<typeof tldCategoriesSchema>;

/** GET /api/products?type= */
export const productQuerySchema = z.object({
  type: z.enum(PRODUCT_TYPES).optional(),
});

export const productSchema = z.object({
  key: z.string(),
  type: z.string(),
  category: z.string(),
  name: z.string(),
  /** Price per month in cents for hosting and servers; per year for SSL. */
  price: z.number().int(),
  features: z.array(z.string()),
  bestSeller: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/products/:key */
export const productKeyParamsSchema = z.object({ key: z.string().max(64) });

/** GET /api/products/min-price — the lowest price in cents of each product type. */
export const minPricesSchema = z.record(z.string(), z.number().int());
export type MinPrices = z.infer<typeof minPricesSchema>;

/** GET /api/promotions/active */
export const promotionSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  titleKm: z.string(),
  description: z.string(),
  descriptionKm: z.string(),
  discountType: z.enum(['fixed', 'percent']),
  discountValue: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The terms of the promotion's voucher, as the api applies them (its voucher rules): what it needs of a cart. */
  terms: z.object({
    /** Cents the cart must reach; 0 = no minimum. */
    minSubtotal: z.number().int(),
    /** Item categories it applies to (CLOUD_HOSTING …); null = every item. */
    categories: z.array(z.string()).nullable(),
    /** What of an item it takes off: the items, their first month, or the domain bought with a plan. */
    scope: z.enum(['items', 'first-month', 'bundled-domain']),
    /** Months an item must be bought for; null = any term. */
    minMonths: z.number().int().nullable(),
    oncePerCustomer: z.boolean(),
  }),
  /** The product page the offer is for (a storefront path without the locale), null when it is for every product. */
  productPath: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** GET /api/user/notification/me?unread=&page=&perPage= */
export const notificationQuerySchema = z.object({
  unread: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().refine((n) => (PER_PAGE_CHOICES as readonly number[]).includes(n), 'perPage must be 5, 10, 20 or 50').default(10),
});

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

