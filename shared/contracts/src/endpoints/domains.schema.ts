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
import { domainsEndpoints } from './domains';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';

const schemas = {
  searchDomains: { query: domainSearchQuerySchema, response: domainSearchResponseSchema },
  filterDomainSearch: { query: superFilterQuerySchema, response: superFilterResponseSchema },
  getRegisterInfo: { query: registerInfoQuerySchema, response: registerInfoResponseSchema },
  checkDomainAvailable: { query: checkAvailableQuerySchema, response: checkAvailableSchema },
  listDomainDiscounts: { query: discountQuerySchema, response: z.array(domainDiscountSchema) },
  listTlds: { query: pricedTldQuerySchema, response: z.array(pricedTldSchema) },
  listTldCatalogue: { query: pricedTldQuerySchema, response: z.array(pricedTldSchema) },
  getTldContent: { query: tldContentQuerySchema, response: tldContentAnswerSchema },
  listSpotlightTlds: { response: z.array(spotlightTldSchema) },
  getTld: { params: tldParamsSchema, response: tldDetailSchema },
  checkTransfer: { query: checkAvailableQuerySchema, response: transferCheckSchema },
  verifyTransferCode: { body: transferCodeBodySchema, response: transferCodeResultSchema },
  getWhois: { query: whoisQuerySchema, response: whoisRecordSchema },
  listOwnedDomains: { query: ownedDomainsQuerySchema, response: z.array(ownedDomainSchema) },
} as const;

export const domainsSchemas: BoundEndpoints<typeof domainsEndpoints, typeof schemas> = bindSchemas('domains', domainsEndpoints, schemas);
