import { z } from 'zod';
import { PAYMENT_METHODS } from './order-terms';
import { cartVoucherSchema } from './voucher';
import { BILLING_TERMS, DOMAIN_CART_ACTIONS, HOSTING_PRODUCT_TYPES, type HostingProductType } from './catalogue';
import { domainNameSchema } from './validation.schema';
import { SSL_MAX_NAMES } from './ssl';
import { cloudServerCartItemInput } from './cloud-server.schema';
import { awsCartItemInput, smsBrandNameCartItemInput, smsServiceCartItemInput } from './aws-sms.schema';
import { hostingConfigurationFields } from './hosting-config.schema';
import { CLOUD_REGIONS, CLOUD_SERVER_ADDONS, CLOUD_STORAGE_TYPES, type CloudRegion, type CloudServerAddonKey, type CloudStorageType } from './cloud-server';
import { HOSTING_ADDONS, HOSTING_REGIONS, isHostingConfigType, type HostingAddonKey, type HostingRegion } from './hosting-config';

export const domainCartItemInput = z.object({
  type: z.literal('domain'),
  action: z.enum(DOMAIN_CART_ACTIONS),
  domain: domainNameSchema,
  years: z.number().int().min(Math.min(...BILLING_TERMS.domain.terms)).max(Math.max(...BILLING_TERMS.domain.terms)).default(BILLING_TERMS.domain.initial),
  authCode: z.string().min(1).max(64).optional(),
});

/** A hosting or server item of one type, for the terms the catalogue sells that type for. */
const hostingItemOf = <Type extends HostingProductType>(type: Type) =>
  z.object({
    type: z.literal(type),
    package: z.string().min(1).max(64),
    months: z.literal(BILLING_TERMS[type].terms).default(BILLING_TERMS[type].initial),
    /** The configurator's fields (hosting-config.schema.ts): website name, add-ons, domain connection, WordPress extras. */
    ...hostingConfigurationFields,
  });

export const hostingCartItemInput = z.discriminatedUnion('type', [
  hostingItemOf(HOSTING_PRODUCT_TYPES[0]),
  hostingItemOf(HOSTING_PRODUCT_TYPES[1]),
  hostingItemOf(HOSTING_PRODUCT_TYPES[2]),
]);

export const sslCartItemInput = z.object({
  type: z.literal('ssl'),
  product: z.string().min(1).max(64),
  years: z.literal(BILLING_TERMS.ssl.terms).default(BILLING_TERMS.ssl.initial),
  /** The name the certificate is for; a wildcard is issued for `*.domain` and `domain` (ssl.ts sslCoveredNames). */
  domain: domainNameSchema,
  /** More names of a multi-domain certificate (its SANs), within the names its price includes (the api checks). */
  sans: z.array(domainNameSchema).max(SSL_MAX_NAMES).default([]),
});

/** PUT /api/cart/items/ssl: one certificate, its product, term and the names it covers (the item without its type). */
export const sslCartItemBodySchema = sslCartItemInput.omit({ type: true });
export type SslCartItemBody = z.input<typeof sslCartItemBodySchema>;

export const cartItemInputSchema = z.discriminatedUnion('type', [
  domainCartItemInput,
  hostingCartItemInput,
  cloudServerCartItemInput,
  sslCartItemInput,
  awsCartItemInput,
  smsBrandNameCartItemInput,
  smsServiceCartItemInput,
]);
export type CartItemInput = z.input<typeof cartItemInputSchema>;

/** PUT /api/cart/items */
export const addCartItemsSchema = z.object({ items: z.array(cartItemInputSchema).min(1).max(25) });
export type AddCartItemsBody = z.input<typeof addCartItemsSchema>;

/** DELETE /api/cart/items */
export const removeCartItemSchema = z.object({ key: z.string().min(1).max(64) });

/** PATCH /api/cart/items: change the billing period of one item. */
export const updateCartItemSchema = z.object({
  key: z.string().min(1).max(64),
  /** A term of the item's kind (BILLING_TERMS): the api refuses any other. */
  years: z.number().int().min(1).max(Math.max(...BILLING_TERMS.domain.terms)).optional(),
  months: z.number().int().min(1).max(Math.max(...BILLING_TERMS['cloud-server'].terms)).optional(),
});

export const cartItemSchema = z.object({
  key: z.string(),
  type: z.string(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  /** The billing period: years for domains and SSL, months for hosting and servers. */
  period: z.number().int(),
  periodUnit: z.enum(['year', 'month']),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /api/cart — every amount in integer cents, computed by the api. */
export const cartSchema = z.object({
  id: z.string(),
  items: z.array(cartItemSchema),
  itemCount: z.number().int(),
  subtotal: z.number().int(),
  updatedAt: z.string(),
  /** The applied voucher (signed-in carts), or null. */
  voucher: cartVoucherSchema.nullable().optional(),
  /** Why the voucher was dropped at the last cart change (e.g. 'This voucher cannot be used for your cart'). */
  voucherNotice: z.string().nullable().optional(),
  /** The voucher's discount and subtotal − discount, before VAT (checkout adds VAT on the discounted amount). */
  discount: z.number().int().optional(),
  total: z.number().int().optional(),
  /** The chosen payment method (signed-in carts), or null. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable().optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * What a configured cart item is, beyond its title, read from the item's data as the api priced it (a cloud
 * server's name, region, OS, storage type and add-ons; a hosting plan's website, region and add-ons; the names an
 * SSL certificate covers). Structured, so each page words it in its reader's language: the basket and the
 * checkout summary both show these.
 */
export type CartItemDetail =
  | { kind: 'name'; value: string }
  | { kind: 'region'; value: CloudRegion | HostingRegion }
  | { kind: 'os'; value: string }
  | { kind: 'storageType'; value: CloudStorageType }
  | { kind: 'addon'; key: CloudServerAddonKey | HostingAddonKey; quantity: number; unit: string }
  | { kind: 'names'; value: string[] };

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const recordOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);

/** The add-ons of a kind with a quantity above 0, in the kind's own order. */
function addonDetails<Key extends string>(addons: Record<Key, { unit: string }>, chosen: unknown): CartItemDetail[] {
  const quantities = recordOf(chosen);
  return (Object.keys(addons) as Key[]).flatMap((key) => {
    const quantity = quantities[key];
    return typeof quantity === 'number' && quantity > 0 ? [{ kind: 'addon', key: key as CloudServerAddonKey | HostingAddonKey, quantity, unit: addons[key].unit } as CartItemDetail] : [];
  });
}

export function cartItemDetails(item: Pick<CartItem, 'type' | 'data'>): CartItemDetail[] {
  const data = item.data;
  const details: CartItemDetail[] = [];
  const push = (detail: CartItemDetail | null) => void (detail && details.push(detail));
  if (item.type === 'cloud-server') {
    const name = textOf(data.serverName);
    const os = textOf(data.os);
    push(name ? { kind: 'name', value: name } : null);
    push(isOneOf(CLOUD_REGIONS, data.region) ? { kind: 'region', value: data.region } : null);
    push(os ? { kind: 'os', value: os } : null);
    push(isOneOf(CLOUD_STORAGE_TYPES, data.storageType) ? { kind: 'storageType', value: data.storageType } : null);
    details.push(...addonDetails(CLOUD_SERVER_ADDONS, recordOf(data.configuration).addons));
  } else if (isHostingConfigType(item.type)) {
    const name = textOf(data.websiteName);
    push(name ? { kind: 'name', value: name } : null);
    push(isOneOf(HOSTING_REGIONS, data.region) ? { kind: 'region', value: data.region } : null);
    details.push(...addonDetails(HOSTING_ADDONS, data.addons));
  } else if (item.type === 'ssl' && Array.isArray(data.names)) {
    const names = data.names.filter((name): name is string => typeof name === 'string');
    push(names.length ? { kind: 'names', value: names } : null);
  }
  return details;
}
