import type { z } from 'zod';
import type {
  checkAvailableQuerySchema,
  checkAvailableSchema,
  discountQuerySchema,
  DomainDiscount,
  OwnedDomain,
  ownedDomainsQuerySchema,
  PricedTld,
  pricedTldQuerySchema,
  registerInfoQuerySchema,
  registerInfoResponseSchema,
  SpotlightTld,
  tldContentAnswerSchema,
  tldContentQuerySchema,
  TldDetail,
  TransferCheck,
  transferCodeBodySchema,
  transferCodeResultSchema,
  whoisQuerySchema,
  WhoisRecord,
} from '../domain-info';
import type { DomainSearchResponse, domainSearchQuerySchema, SuperFilterResponse, superFilterQuerySchema } from '../domain-search';
import { typed, type Endpoints } from './endpoint';

type TldsQuery = z.input<typeof pricedTldQuerySchema>;

/**
 * Domains (spec §2, §5, §7): the search session and its filter, register prices, the TLD catalogue and its
 * pages (words in the x-locale language), WHOIS, transfer in, and the signed-in customer's names. Search
 * answers carry `yours` for the signed-in customer; cached answers are dropped on sign-in and sign-out.
 * `Tld` marks what the TLD catalogue (prices, words) changes; `OwnedDomain` the customer's names.
 */
export const domainsEndpoints = {
  searchDomains: { method: 'GET', path: '/api/domains/search-iu', query: typed<z.input<typeof domainSearchQuerySchema>>(), response: typed<DomainSearchResponse>() },
  filterDomainSearch: { method: 'GET', path: '/api/domains/super-filter', query: typed<z.input<typeof superFilterQuerySchema>>(), response: typed<SuperFilterResponse>() },
  getRegisterInfo: { method: 'GET', path: '/api/domains/register-info', query: typed<z.input<typeof registerInfoQuerySchema>>(), response: typed<z.infer<typeof registerInfoResponseSchema>>() },
  checkDomainAvailable: { method: 'GET', path: '/api/domains/check-available', query: typed<z.input<typeof checkAvailableQuerySchema>>(), response: typed<z.infer<typeof checkAvailableSchema>>() },
  listDomainDiscounts: { method: 'GET', path: '/api/domains/discount', query: typed<z.input<typeof discountQuerySchema>>(), response: typed<DomainDiscount[]>(), tags: ['Tld'] },
  listTlds: { method: 'GET', path: '/api/domains/tlds', query: typed<TldsQuery>(), response: typed<PricedTld[]>(), tags: ['Tld'] },
  /** The same catalogue as listTlds, under its short path. */
  listTldCatalogue: { method: 'GET', path: '/api/tlds', query: typed<TldsQuery>(), response: typed<PricedTld[]>(), tags: ['Tld'] },
  getTldContent: { method: 'GET', path: '/api/tlds/content', query: typed<z.input<typeof tldContentQuerySchema>>(), response: typed<z.infer<typeof tldContentAnswerSchema>>(), tags: ['Tld'] },
  listSpotlightTlds: { method: 'GET', path: '/api/tlds/spotlight-tlds', response: typed<SpotlightTld[]>(), tags: ['Tld'] },
  getTld: { method: 'GET', path: '/api/tlds/:tld', response: typed<TldDetail>(), tags: ['Tld'] },
  checkTransfer: { method: 'GET', path: '/api/domains/transfer/check', query: typed<z.input<typeof checkAvailableQuerySchema>>(), response: typed<TransferCheck>() },
  verifyTransferCode: { method: 'POST', path: '/api/domains/transfer/verify-code', body: typed<z.input<typeof transferCodeBodySchema>>(), response: typed<z.infer<typeof transferCodeResultSchema>>() },
  getWhois: { method: 'GET', path: '/api/domains/whois', query: typed<z.input<typeof whoisQuerySchema>>(), response: typed<WhoisRecord>() },
  listOwnedDomains: { method: 'GET', path: '/api/user/owned-domains', query: typed<z.input<typeof ownedDomainsQuerySchema>>(), response: typed<OwnedDomain[]>(), tags: ['OwnedDomain'] },
} as const satisfies Endpoints;
