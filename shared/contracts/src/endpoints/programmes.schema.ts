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
import { defineEndpoints } from './endpoint.schema';

/**
 * VIP loyalty and the affiliate programme (spec §7 "Other": /loyalty/*, /affiliate/rules/active), the customer's own
 * standing in each, the cashback an order will earn, and the staff's tiers, periods, programme configuration,
 * affiliate rules and order refunds (issue 17 items 3, 4, 9). The public reads answer 404 while the programme's
 * switch (flags loyalty, affiliate) is off.
 * Said once here; the browser's `programmesEndpoints` (./programmes.ts) is generated from it.
 */
export const programmesSchemas = defineEndpoints(
  { area: 'programmes', declarations: 'programmesEndpoints' },
  {
    getLoyaltyTiers: { method: 'GET', path: '/api/loyalty/ranking-configs', response: loyaltyTiersSchema, tags: ['Loyalty'] },
    getLoyaltyProgram: { method: 'GET', path: '/api/loyalty/program-configs/active', response: loyaltyProgramSchema, tags: ['Loyalty'] },
    getActiveLoyaltyPeriod: { method: 'GET', path: '/api/loyalty/periods/active', response: activeLoyaltyPeriodSchema, tags: ['Loyalty'] },
    getLoyaltyStatus: { method: 'GET', path: '/api/loyalty/me', response: loyaltyStatusSchema, tags: ['Loyalty', 'PromoCredit'] },
    getCashbackPreview: { method: 'GET', path: '/api/loyalty/cashback-preview', query: cashbackPreviewQuerySchema, response: cashbackPreviewSchema, tags: ['Loyalty', 'Cart'] },
    getActiveAffiliateRules: { method: 'GET', path: '/api/affiliate/rules/active', response: affiliateRulesSchema, tags: ['Affiliate'] },
    getAffiliateDashboard: { method: 'GET', path: '/api/affiliate/me', response: affiliateDashboardSchema, tags: ['Affiliate', 'PromoCredit'] },
    joinAffiliate: { method: 'POST', path: '/api/affiliate/join', response: affiliateDashboardSchema, tags: ['Affiliate'] },
    getStaffProgrammes: { method: 'GET', capability: 'programmes.read', path: '/api/admin/programmes', response: staffProgrammesSchema, tags: ['StaffProgrammes'] },
    replaceLoyaltyTiers: { method: 'PUT', capability: 'programmes.write', path: '/api/admin/loyalty/tiers', body: loyaltyTiersInputSchema, response: staffProgrammesSchema, tags: ['StaffProgrammes', 'Loyalty'] },
    createLoyaltyPeriod: { method: 'POST', capability: 'programmes.write', path: '/api/admin/loyalty/periods', body: loyaltyPeriodInputSchema, response: staffProgrammesSchema, status: 201, tags: ['StaffProgrammes', 'Loyalty'] },
    updateLoyaltyPeriod: { method: 'PUT', capability: 'programmes.write', path: '/api/admin/loyalty/periods/:id', params: loyaltyPeriodParamsSchema, body: loyaltyPeriodInputSchema, response: staffProgrammesSchema, tags: ['StaffProgrammes', 'Loyalty'] },
    updateLoyaltyProgram: { method: 'PUT', capability: 'programmes.write', path: '/api/admin/loyalty/program-config', body: loyaltyProgramInputSchema, response: staffProgrammesSchema, tags: ['StaffProgrammes', 'Loyalty'] },
    updateAffiliateRules: { method: 'PUT', capability: 'programmes.write', path: '/api/admin/affiliate/rules', body: affiliateRulesInputSchema, response: staffProgrammesSchema, tags: ['StaffProgrammes', 'Affiliate'] },
    refundOrder: { method: 'POST', capability: 'refunds.issue', path: '/api/admin/orders/:orderId/refund', params: orderRefundParamsSchema, body: orderRefundInputSchema, response: orderRefundSchema, tags: ['Loyalty', 'Affiliate', 'PromoCredit', 'Balance'] },
  },
);
