import { z } from 'zod';
import { LIMITS } from './catalogue';
import { PATTERNS } from './validation';

export const DOMAIN_STATUSES = ['available', 'taken', 'premium'] as const;

/** GET /api/domains/search-iu?domain= — a keyword ("mybrand") or a full name ("mybrand.com"). */
export const domainSearchQuerySchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Domain field is required')
    .max(LIMITS.domainSearchMax, 'Please enter a valid domain name')
    .refine((value) => value.split('.').every((label) => PATTERNS.domainLabel.test(label)), 'Please enter an invalid domain or keyword'),
  page: z.coerce.number().int().min(1).max(20).default(1),
});

export const domainOwnerSchema = z.object({
  hidden: z.boolean(),
  name: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
});

export const domainResultSchema = z.object({
  domain: z.string(),
  tld: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  tags: z.array(z.enum(['hot', 'sale', 'premium'])),
  /** Per year, in cents: the premium price for premium names. */
  registerPrice: z.number().int(),
  renewPrice: z.number().int(),
  owner: domainOwnerSchema.nullable(),
});
export type DomainResult = z.infer<typeof domainResultSchema>;

export const domainSearchResponseSchema = z.object({
  query: z.string(),
  exact: domainResultSchema.nullable(),
  results: z.array(domainResultSchema),
});
export type DomainSearchResponse = z.infer<typeof domainSearchResponseSchema>;
