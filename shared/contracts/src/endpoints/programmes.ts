import type { z } from 'zod';
import type {
  ActiveLoyaltyPeriod,
  AffiliateDashboard,
  AffiliateRules,
  affiliateRulesInputSchema,
  CashbackPreview,
  cashbackPreviewQuerySchema,
  LoyaltyProgram,
  loyaltyPeriodInputSchema,
  loyaltyProgramInputSchema,
  LoyaltyStatus,
  LoyaltyTiers,
  loyaltyTiersInputSchema,
  OrderRefund,
  orderRefundInputSchema,
  StaffProgrammes,
} from '../programmes';
import { typed, type Endpoints } from './endpoint';

/**
 * VIP loyalty and the affiliate programme (spec §7 "Other": /loyalty/*, /affiliate/rules/active), the customer's own
 * standing in each, the cashback an order will earn, and the staff's tiers, periods, programme configuration,
 * affiliate rules and order refunds (issue 17 items 3, 4, 9). The public reads answer 404 while the programme's
 * switch (flags loyalty, affiliate) is off.
 */
export const programmesEndpoints = {
  getLoyaltyTiers: { method: 'GET', path: '/api/loyalty/ranking-configs', response: typed<LoyaltyTiers>(), tags: ['Loyalty'] },
  getLoyaltyProgram: { method: 'GET', path: '/api/loyalty/program-configs/active', response: typed<LoyaltyProgram>(), tags: ['Loyalty'] },
  getActiveLoyaltyPeriod: { method: 'GET', path: '/api/loyalty/periods/active', response: typed<ActiveLoyaltyPeriod>(), tags: ['Loyalty'] },
  getLoyaltyStatus: { method: 'GET', path: '/api/loyalty/me', response: typed<LoyaltyStatus>(), tags: ['Loyalty', 'PromoCredit'] },
  getCashbackPreview: { method: 'GET', path: '/api/loyalty/cashback-preview', query: typed<z.input<typeof cashbackPreviewQuerySchema>>(), response: typed<CashbackPreview>(), tags: ['Loyalty', 'Cart'] },
  getActiveAffiliateRules: { method: 'GET', path: '/api/affiliate/rules/active', response: typed<AffiliateRules>(), tags: ['Affiliate'] },
  getAffiliateDashboard: { method: 'GET', path: '/api/affiliate/me', response: typed<AffiliateDashboard>(), tags: ['Affiliate', 'PromoCredit'] },
  joinAffiliate: { method: 'POST', path: '/api/affiliate/join', response: typed<AffiliateDashboard>(), tags: ['Affiliate'] },
  getStaffProgrammes: { method: 'GET', capability: 'programmes.read', path: '/api/admin/programmes', response: typed<StaffProgrammes>(), tags: ['StaffProgrammes'] },
  replaceLoyaltyTiers: { method: 'PUT', capability: 'programmes.write', path: '/api/admin/loyalty/tiers', body: typed<z.input<typeof loyaltyTiersInputSchema>>(), response: typed<StaffProgrammes>(), tags: ['StaffProgrammes', 'Loyalty'] },
  createLoyaltyPeriod: { method: 'POST', capability: 'programmes.write', path: '/api/admin/loyalty/periods', body: typed<z.input<typeof loyaltyPeriodInputSchema>>(), response: typed<StaffProgrammes>(), tags: ['StaffProgrammes', 'Loyalty'] },
  updateLoyaltyPeriod: { method: 'PUT', capability: 'programmes.write', path: '/api/admin/loyalty/periods/:id', body: typed<z.input<typeof loyaltyPeriodInputSchema>>(), response: typed<StaffProgrammes>(), tags: ['StaffProgrammes', 'Loyalty'] },
  updateLoyaltyProgram: { method: 'PUT', capability: 'programmes.write', path: '/api/admin/loyalty/program-config', body: typed<z.input<typeof loyaltyProgramInputSchema>>(), response: typed<StaffProgrammes>(), tags: ['StaffProgrammes', 'Loyalty'] },
  updateAffiliateRules: { method: 'PUT', capability: 'programmes.write', path: '/api/admin/affiliate/rules', body: typed<z.input<typeof affiliateRulesInputSchema>>(), response: typed<StaffProgrammes>(), tags: ['StaffProgrammes', 'Affiliate'] },
  refundOrder: { method: 'POST', capability: 'refunds.issue', path: '/api/admin/orders/:orderId/refund', body: typed<z.input<typeof orderRefundInputSchema>>(), response: typed<OrderRefund>(), tags: ['Loyalty', 'Affiliate', 'PromoCredit', 'Balance'] },
} as const satisfies Endpoints;
