import { z } from 'zod';
import { TLD_KINDS, TLD_REGIONS } from './catalogue';
import { tldQuerySchema, tldSchema } from './catalogue-api';
import { DOMAIN_FULFILMENT_STATES } from './domain-fulfilment';
import { DOMAIN_LIFECYCLE, DOMAIN_MESSAGES, DOMAIN_STATUSES, TRANSFER_BLOCKERS } from './domain-rules';
import { domainNameSchema } from './validation.schema';

/** GET /api/domains/register-info?domain=&multi= — what registering costs for 1 to 10 years (premium: 1). */
export const registerInfoQuerySchema = z.object({
  domain: z.string().max(25 * 71),
  multi: z.enum(['0', '1']).optional(),
});

export const yearPriceSchema = z.object({ years: z.number().int(), amount: z.number().int() });

export const registerInfoSchema = z.object({
  domain: z.string(),
  tld: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  premium: z.boolean(),
  maxYears: z.number().int(),
  /** Total in cents for each possible term: first year at the register price, then the renew price. */
  prices: z.array(yearPriceSchema),
});
export type RegisterInfo = z.infer<typeof registerInfoSchema>;
export const registerInfoResponseSchema = z.object({ items: z.array(registerInfoSchema) });

/** GET /api/domains/check-available?domain= */
export const checkAvailableQuerySchema = z.object({ domain: domainNameSchema });
export const checkAvailableSchema = z.object({ domain: z.string(), available: z.boolean(), status: z.enum(DOMAIN_STATUSES) });

/** GET /api/domains/tlds?years= adds the totals for that term. */
export const tldYearsQuerySchema = z.object({ years: z.coerce.number().int().min(1).max(10).optional() });
export const tldTotalsSchema = z.object({ register: z.number().int(), renew: z.number().int(), transfer: z.number().int() });
export const pricedTldSchema = tldSchema.extend({ totals: tldTotalsSchema.optional() });
export type PricedTld = z.infer<typeof pricedTldSchema>;
/** GET /api/domains/tlds?kind=&region=&years= */
export const pricedTldQuerySchema = tldQuerySchema.extend(tldYearsQuerySchema.shape);

/** GET /api/tlds/content?tld= — the words about a TLD, in the request's locale (x-locale). */
export const tldContentSchema = z.object({
  tld: z.string(),
  title: z.string(),
  summary: z.string(),
  uses: z.array(z.string()),
  requirements: z.string().nullable(),
});
export type TldContent = z.infer<typeof tldContentSchema>;
export const tldContentQuerySchema = z.object({ tld: z.string().max(24).optional() });
/** One TLD's words with ?tld=, every TLD's without. */
export const tldContentAnswerSchema = z.union([tldContentSchema, z.array(tldContentSchema)]);

/** GET /api/tlds/{tld} — one TLD: prices for every term, its words, its lifecycle timings. */
export const tldDetailSchema = z.object({
  tld: z.string(),
  kind: z.enum(TLD_KINDS),
  region: z.enum(TLD_REGIONS).nullable(),
  tags: tldSchema.shape.tags,
  registerPrice: z.number().int(),
  renewPrice: z.number().int(),
  transferPrice: z.number().int(),
  /** Totals in cents for 1 to 10 years. */
  prices: z.array(z.object({ years: z.number().int(), register: z.number().int(), renew: z.number().int(), transfer: z.number().int() })),
  content: tldContentSchema,
  redemptionLeadDays: z.number().int(),
  redemptionPrice: z.number().int(),
});
export type TldDetail = z.infer<typeof tldDetailSchema>;
export const tldParamsSchema = z.object({ tld: z.string().max(32) });

/** GET /api/tlds/spotlight-tlds — featured TLDs with their words. */
export const spotlightTldSchema = tldSchema.extend({ title: z.string(), summary: z.string() });
export type SpotlightTld = z.infer<typeof spotlightTldSchema>;

/** GET /api/domains/discount?type=register|renew|transfer — TLDs sold below their regular price. */
export const discountQuerySchema = z.object({ type: z.enum(['register', 'renew', 'transfer']).default('register') });
export const domainDiscountSchema = z.object({
  tld: z.string(),
  type: z.enum(['register', 'renew', 'transfer']),
  regularPrice: z.number().int(),
  price: z.number().int(),
  percent: z.number().int(),
});
export type DomainDiscount = z.infer<typeof domainDiscountSchema>;

/** Whose transfer of a name to us is under way, as the WHOIS answer tells the asker. */
export const WHOIS_PENDING_TRANSFERS = ['yours', 'another'] as const;
export type WhoisPendingTransfer = (typeof WHOIS_PENDING_TRANSFERS)[number];

/** GET /api/domains/whois?domain= */
export const whoisQuerySchema = z.object({ domain: domainNameSchema });
export const whoisContactSchema = z.object({
  hidden: z.boolean(),
  name: z.string().optional(),
  organization: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  country: z.string().optional(),
});
export const whoisRecordSchema = z.discriminatedUnion('registered', [
  z.object({ domain: z.string(), registered: z.literal(false) }),
  z.object({
    domain: z.string(),
    registered: z.literal(true),
    registrar: z.string(),
    statuses: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    expiresAt: z.string(),
    nameServers: z.array(z.string()),
    registrant: whoisContactSchema,
    /**
     * Set by the api from its own records (the registry does not say it): a transfer of the name to us is under
     * way, started by the signed-in customer ('yours') or by someone else ('another'); null when none is. The
     * WHOIS page offers the transfer only when this is null.
     */
    pendingTransfer: z.enum(WHOIS_PENDING_TRANSFERS).nullable().optional(),
  }),
]);
export type WhoisRecord = z.infer<typeof whoisRecordSchema>;

/** GET /api/domains/transfer/check?domain= — step "verify it is ready". */
export const transferCheckSchema = z.object({
  domain: z.string(),
  tld: z.string(),
  transferable: z.boolean(),
  blocker: z.enum(TRANSFER_BLOCKERS).nullable(),
  /** The transfer price in cents (it adds one year). */
  price: z.number().int(),
});
export type TransferCheck = z.infer<typeof transferCheckSchema>;

/** POST /api/domains/transfer/verify-code — step "provide the auth/EPP code" (signed in). */
export const transferCodeBodySchema = z.object({
  domain: domainNameSchema,
  authCode: z.string().trim().min(1, DOMAIN_MESSAGES.authCodeRequired).max(64),
});
export const transferCodeResultSchema = z.object({ domain: z.string(), valid: z.literal(true) });

/** GET /api/user/owned-domains?limit= — the signed-in customer's domains. */
export const ownedDomainsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });
export const ownedDomainSchema = z.object({
  domain: z.string(),
  tld: z.string(),
  status: z.enum(DOMAIN_LIFECYCLE),
  registeredAt: z.string(),
  expiresAt: z.string(),
  /** When a pending transfer completes at the latest. */
  transferCompletesAt: z.string().nullable(),
  renewPrice: z.number().int(),
  /** Reactivation from redemption: the renew price plus the registry's redemption fee. */
  reactivatePrice: z.number().int(),
  /** A paid registration, transfer or renewal still with the registry (domain-fulfilment.ts); absent or null once done. */
  fulfilment: z.enum(DOMAIN_FULFILMENT_STATES).nullish(),
});
export type OwnedDomain = z.infer<typeof ownedDomainSchema>;
