import {
  activeLoyaltyPeriodSchema,
  affiliateDashboardSchema,
  affiliateRulesInputSchema,
  affiliateRulesSchema,
  cashbackPreviewQuerySchema,
  cashbackPreviewSchema,
  loyaltyPeriodInputSchema,
  loyaltyPeriodParamsSchema,
  loyaltyProgramInputSchema,
  loyaltyProgramSchema,
  loyaltyStatusSchema,
  loyaltyTiersInputSchema,
  loyaltyTiersSchema,
  orderRefundInputSchema,
  orderRefundParamsSchema,
  orderRefundSchema,
  staffProgrammesSchema,
} from '../programmes';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { programmesEndpoints } from './programmes';

const schemas = {
  getLoyaltyTiers: { response: loyaltyTiersSchema },
  getLoyaltyProgram: { response: loyaltyProgramSchema },
  getActiveLoyaltyPeriod: { response: activeLoyaltyPeriodSchema },
  getLoyaltyStatus: { response: loyaltyStatusSchema },
  getCashbackPreview: { query: cashbackPreviewQuerySchema, response: cashbackPreviewSchema },
  getActiveAffiliateRules: { response: affiliateRulesSchema },
  getAffiliateDashboard: { response: affiliateDashboardSchema },
  joinAffiliate: { response: affiliateDashboardSchema },
  getStaffProgrammes: { response: staffProgrammesSchema },
  replaceLoyaltyTiers: { body: loyaltyTiersInputSchema, response: staffProgrammesSchema },
  createLoyaltyPeriod: { body: loyaltyPeriodInputSchema, response: staffProgrammesSchema, status: 201 },
  updateLoyaltyPeriod: { params: loyaltyPeriodParamsSchema, body: loyaltyPeriodInputSchema, response: staffProgrammesSchema },
  updateLoyaltyProgram: { body: loyaltyProgramInputSchema, response: staffProgrammesSchema },
  updateAffiliateRules: { body: affiliateRulesInputSchema, response: staffProgrammesSchema },
  refundOrder: { params: orderRefundParamsSchema, body: orderRefundInputSchema, response: orderRefundSchema },
} as const;

export const programmesSchemas: BoundEndpoints<typeof programmesEndpoints, typeof schemas> = bindSchemas('programmes', programmesEndpoints, schemas);
