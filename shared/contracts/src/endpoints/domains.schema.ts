import { z } from 'zod';
import {
  checkAvailableQuerySchema,
  checkAvailableSchema,
  discountQuerySchema,
  domainDiscountSchema,
  ownedDomainSchema,
  ownedDomainsQuerySchema,
  pricedTldQuerySchema,
  pricedTldSchema,
  registerInfoQuerySchema,
  registerInfoResponseSchema,
  spotlightTldSchema,
  tldContentAnswerSchema,
  tldContentQuerySchema,
  tldDetailSchema,
  tldParamsSchema,
  transferCheckSchema,
  transferCodeBodySchema,
  transferCodeResultSchema,
  whoisQuerySchema,
  whoisRecordSchema,
} from '../domain-info';
import { domainSearchQuerySchema, domainSearchResponseSchema, superFilterQuerySchema, superFilterResponseSchema } from '../domain-search';
import { defineEndpoints } from './endpoint.schema';

/**
 * Domains (spec §2, §5, §7): the search session and its filter, register prices, the TLD catalogue and its
 * pages (words in the x-locale language), WHOIS, transfer in, and the signed-in customer's names. Search
 * answers carry `yours` for the signed-in customer; cached answers are dropped on sign-in and sign-out.
 * `Tld` marks what the TLD catalogue (prices, words) changes; `OwnedDomain` the customer's names.
 * Said once here; the browser's `domainsEndpoints` (./domains.ts) is generated from it.
 */
export const domainsSchemas = defineEndpoints(
  { area: 'domains', declarations: 'domainsEndpoints' },
  {
    searchDomains: { method: 'GET', path: '/api/domains/search-iu', query: domainSearchQuerySchema, response: domainSearchResponseSchema },
    filterDomainSearch: { method: 'GET', path: '/api/domains/super-filter', query: superFilterQuerySchema, response: superFilterResponseSchema },
    getRegisterInfo: { method: 'GET', path: '/api/domains/register-info', query: registerInfoQuerySchema, response: registerInfoResponseSchema },
    checkDomainAvailable: { method: 'GET', path: '/api/domains/check-available', query: checkAvailableQuerySchema, response: checkAvailableSchema },
    listDomainDiscounts: { method: 'GET', path: '/api/domains/discount', query: discountQuerySchema, response: z.array(domainDiscountSchema), tags: ['Tld'] },
    listTlds: { method: 'GET', path: '/api/domains/tlds', query: pricedTldQuerySchema, response: z.array(pricedTldSchema), tags: ['Tld'] },
    /** The same catalogue as listTlds, under its short path. */
    listTldCatalogue: { method: 'GET', path: '/api/tlds', query: pricedTldQuerySchema, response: z.array(pricedTldSchema), tags: ['Tld'] },
    getTldContent: { method: 'GET', path: '/api/tlds/content', query: tldContentQuerySchema, response: tldContentAnswerSchema, tags: ['Tld'] },
    listSpotlightTlds: { method: 'GET', path: '/api/tlds/spotlight-tlds', response: z.array(spotlightTldSchema), tags: ['Tld'] },
    getTld: { method: 'GET', path: '/api/tlds/:tld', params: tldParamsSchema, response: tldDetailSchema, tags: ['Tld'] },
    checkTransfer: { method: 'GET', path: '/api/domains/transfer/check', query: checkAvailableQuerySchema, response: transferCheckSchema },
    verifyTransferCode: { method: 'POST', path: '/api/domains/transfer/verify-code', body: transferCodeBodySchema, response: transferCodeResultSchema },
    getWhois: { method: 'GET', path: '/api/domains/whois', query: whoisQuerySchema, response: whoisRecordSchema },
    listOwnedDomains: { method: 'GET', path: '/api/user/owned-domains', query: ownedDomainsQuerySchema, response: z.array(ownedDomainSchema), tags: ['OwnedDomain'] },
  },
);
