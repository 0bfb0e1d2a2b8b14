import { z } from 'zod';
import { LIMITS } from './catalogue';
import {
  DOMAIN_LIFECYCLE,
  DOMAIN_MESSAGES,
  DOMAIN_STATUSES,
  DOMAIN_TAGS,
  SEARCH_TERM_MESSAGES,
  normaliseTld,
  validateSearchTerm,
} from './domain-rules';
import { formatMessage } from './errors';


/** One search term (keyword or full name), validated with the §5 search wording and messages. */
export const searchTermSchema = z.string().transform((raw, ctx) => {
  const result = validateSearchTerm(raw);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: SEARCH_TERM_MESSAGES[result.error] });
    return z.NEVER;
  }
  return result.value;
});

/** A comma-separated list in a query string ("a,b,c"), each entry checked, at most `max` distinct entries. */
function csv<T extends z.ZodType<string, string>>(item: T, max: number, tooMany: string) {
  return z
    .string()
    .optional()
    .transform((raw) => (raw ?? '').split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(item).transform((values) => [...new Set(values)]))
    .refine((values) => values.length <= max, formatMessage(tooMany, { max }));
}

const keywordSchema = searchTermSchema.refine((value) => !value.includes('.'), DOMAIN_MESSAGES.invalidKeyword);
const tldNameSchema = z.string().transform((raw, ctx) => {
  const tld = normaliseTld(raw);
  if (!tld) {
    ctx.addIssue({ code: 'custom', message: DOMAIN_MESSAGES.unsupportedTld });
    return z.NEVER;
  }
  return tld;
});

export const keywordListSchema = csv(keywordSchema, LIMITS.domainSearchKeywords, DOMAIN_MESSAGES.keywordLimit);
export const tldListSchema = csv(tldNameSchema, LIMITS.domainSearchTlds, DOMAIN_MESSAGES.tldLimit);

/**
 * GET /api/domains/search-iu?domain=&keywords=&tlds=&page=
 * `domain` is the typed term (a keyword or a full name); `keywords` the session's other keywords; `tlds` the
 * session's TLDs (the popular ones when empty). At most 5 keywords (the term's included) and 5 TLDs (the
 * typed name's included): spec §5. `page` pages the suggestions.
 */
export const domainSearchQuerySchema = z.object({
  domain: searchTermSchema,
  keywords: keywordListSchema,
  tlds: tldListSchema,
  page: z.coerce.number().int().min(1).max(20).default(1),
});
export type DomainSearchQuery = z.input<typeof domainSearchQuerySchema>;

export const domainOwnerSchema = z.object({
  hidden: z.boolean(),
  name: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
});
export type DomainOwner = z.infer<typeof domainOwnerSchema>;

export const domainResultSchema = z.object({
  domain: z.string(),
  keyword: z.string(),
  tld: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  tags: z.array(z.enum(DOMAIN_TAGS)),
  /** First-year price in cents: the registry's premium price for premium names. */
  registerPrice: z.number().int(),
  renewPrice: z.number().int(),
  transferPrice: z.number().int(),
  /** 1 for premium names (spec §5), else 10. */
  maxYears: z.number().int(),
  owner: domainOwnerSchema.nullable(),
  /** Set when the signed-in customer holds this name with us: its lifecycle (renew / reactivate offers). */
  yours: z.enum(DOMAIN_LIFECYCLE).nullable(),
});
export type DomainResult = z.infer<typeof domainResultSchema>;

export const domainSearchResponseSchema = z.object({
  query: z.string(),
  keywords: z.array(z.string()),
  tlds: z.array(z.string()),
  /** The typed full name, when one was typed. */
  exact: domainResultSchema.nullable(),
  /** Every keyword × every TLD of the session, the exact name left out. */
  results: z.array(domainResultSchema),
  /** The first keyword under other popular TLDs, a page at a time. */
  suggestions: z.array(domainResultSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type DomainSearchResponse = z.infer<typeof domainSearchResponseSchema>;

/**
 * GET /api/domains/super-filter?domains=&keywords=&tlds=&keyword=&tld=&status=&page=
 * The session (`domains` full names, `keywords`, `tlds`) filtered by a subset of its keywords (`keyword`), of
 * its TLDs (`tld`) and by status, 10 per page, with the count of each keyword, TLD and status.
 */
export const superFilterQuerySchema = z.object({
  domains: csv(searchTermSchema.refine((value) => value.includes('.'), DOMAIN_MESSAGES.invalidDomain), 25, 'At most {max} domains'),
  keywords: keywordListSchema,
  tlds: tldListSchema,
  keyword: keywordListSchema,
  tld: tldListSchema,
  status: csv(z.enum(DOMAIN_STATUSES), DOMAIN_STATUSES.length, 'At most {max} statuses'),
  page: z.coerce.number().int().min(1).max(50).default(1),
});
export type SuperFilterQuery = z.input<typeof superFilterQuerySchema>;

const facetSchema = z.object({ value: z.string(), count: z.number().int() });
export type DomainFacet = z.infer<typeof facetSchema>;

export const superFilterResponseSchema = z.object({
  results: z.array(domainResultSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  perPage: z.number().int(),
  facets: z.object({ keywords: z.array(facetSchema), tlds: z.array(facetSchema), statuses: z.array(facetSchema) }),
});
export type SuperFilterResponse = z.infer<typeof superFilterResponseSchema>;
