import { z } from 'zod';
import { cartSchema, sslCartItemBodySchema } from '../cart';
import {
  connectableDomainSchema,
  hostingConfigurationSchema,
  hostingDemoSchema,
  hostingDomainOfferSchema,
  hostingDomainSearchQuerySchema,
  hostingQuoteBodySchema,
  hostingQuoteSchema,
  hostingTypeParamsSchema,
  wordpressExtraSchema,
  wordpressExtrasQuerySchema,
  wordpressFreeDomainQuerySchema,
} from '../hosting-config.schema';
import { hostingEndpoints } from './hosting';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';

const schemas = {
  quoteHosting: { params: hostingTypeParamsSchema, body: hostingQuoteBodySchema, response: hostingQuoteSchema },
  getSharedHostingDemo: { response: hostingDemoSchema },
  listWordpressThemes: { body: wordpressExtrasQuerySchema, response: z.array(wordpressExtraSchema) },
  listWordpressPlugins: { body: wordpressExtrasQuerySchema, response: z.array(wordpressExtraSchema) },
  listConnectableDomains: { response: z.array(connectableDomainSchema) },
  searchHostingDomains: { query: hostingDomainSearchQuerySchema, response: z.array(hostingDomainOfferSchema) },
  getWordpressFreeDomain: { query: wordpressFreeDomainQuerySchema, response: z.array(hostingDomainOfferSchema) },
  addHostingToCart: { params: hostingTypeParamsSchema, body: hostingConfigurationSchema, response: cartSchema },
  addSslToCart: { body: sslCartItemBodySchema, response: cartSchema },
} as const;

export const hostingSchemas: BoundEndpoints<typeof hostingEndpoints, typeof schemas> = bindSchemas('hosting', hostingEndpoints, schemas);
