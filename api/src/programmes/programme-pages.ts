import type { AffiliateDashboard, AffiliateRules, CashbackPreview, Locale, LoyaltyPeriod, LoyaltyStatus, LoyaltyTier } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { affiliateDashboard, affiliateRules, countReferralVisit, joinAffiliate } from './affiliate';
import { activePeriod, activeProgram, cashbackPreview, loyaltyStatus, loyaltyTiers, toPeriod } from './loyalty';

/** What the customer's loyalty and affiliate pages read (routes/programmes), by the api's clock. */
type ProgrammeDeps = Pick<AreaDeps, 'db' | 'clock'>;

export const loyaltyTiersOf = async (deps: Pick<AreaDeps, 'db'>, locale: Locale): Promise<{ tiers: LoyaltyTier[] }> => ({ tiers: await loyaltyTiers(deps.db, locale) });

/** The loyalty programme as it runs now, in the locale's words (null: paused). */
export async function loyaltyProgramOf(deps: Pick<AreaDeps, 'db'>, locale: Locale) {
  const program = await activeProgram(deps.db);
  const km = locale === 'km';
  return {
    program: program
      ? { id: program.id, name: km ? program.name_km : program.name, description: km ? program.description_km : program.description, maxCashbackPerOrder: program.max_cashback_per_order === null ? null : Number(program.max_cashback_per_order) }
      : null,
  };
}

export async function activeLoyaltyPeriodOf(deps: ProgrammeDeps, locale: Locale): Promise<{ period: LoyaltyPeriod | null }> {
  const period = await activePeriod(deps.db, deps.clock.now());
  return { period: period ? toPeriod(period, locale) : null };
}

export const loyaltyStatusOf = (deps: ProgrammeDeps, userId: string, locale: Locale): Promise<LoyaltyStatus> => loyaltyStatus(deps.db, userId, deps.clock.now(), locale);

export const cashbackPreviewOf = (deps: ProgrammeDeps, userId: string, orderId: string, locale: Locale): Promise<CashbackPreview> => cashbackPreview(deps.db, userId, orderId, deps.clock.now(), locale);

export const affiliateRulesOf = (deps: Pick<AreaDeps, 'db'>, locale: Locale): Promise<AffiliateRules> => affiliateRules(deps.db, locale);

export const affiliateDashboardOf = (deps: ProgrammeDeps, userId: string): Promise<AffiliateDashboard> => affiliateDashboard(deps.db, userId, deps.clock.now());

/** Joins the affiliate programme (the code issued once) and answers the dashboard. */
export async function joinAffiliateProgramme(deps: ProgrammeDeps, userId: string): Promise<AffiliateDashboard> {
  await joinAffiliate(deps.db, userId, deps.clock.now());
  return affiliateDashboard(deps.db, userId, deps.clock.now());
}

/** Counts a visit of a referral link; false when the code is no one's. */
export const countReferralLinkVisit = (deps: Pick<AreaDeps, 'db'>, code: string): Promise<boolean> => countReferralVisit(deps.db, code);
