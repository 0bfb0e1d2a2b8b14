import type { AffiliateRulesInput, LoyaltyPeriodInput, LoyaltyProgramInput, LoyaltyTiersInput, StaffProgrammes } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import type { StaffActor } from '../staff-audit/staff-audit.repository';
import { replaceLoyaltyTiers, saveAffiliateRules, saveLoyaltyPeriod, saveLoyaltyProgram, staffProgrammes } from './programmes-admin';

/** The staff's programme calls (routes/programmes, under /api/admin), each change with its audit row, by the api's clock. */
type StaffDeps = Pick<AreaDeps, 'db' | 'clock'>;

export const staffProgrammesOf = (deps: Pick<AreaDeps, 'db'>): Promise<StaffProgrammes> => staffProgrammes(deps.db);

export const replaceTiersAsStaff = (deps: Pick<AreaDeps, 'db'>, actor: StaffActor, input: LoyaltyTiersInput): Promise<StaffProgrammes> => replaceLoyaltyTiers(deps.db, actor, input);

/** A new loyalty period (id null) or a change of one. */
export const saveLoyaltyPeriodAsStaff = (deps: StaffDeps, actor: StaffActor, id: string | null, input: LoyaltyPeriodInput): Promise<StaffProgrammes> => saveLoyaltyPeriod(deps.db, actor, id, input, deps.clock.now());

export const saveLoyaltyProgramAsStaff = (deps: StaffDeps, actor: StaffActor, input: LoyaltyProgramInput): Promise<StaffProgrammes> => saveLoyaltyProgram(deps.db, actor, input, deps.clock.now());

export const saveAffiliateRulesAsStaff = (deps: StaffDeps, actor: StaffActor, input: AffiliateRulesInput): Promise<StaffProgrammes> => saveAffiliateRules(deps.db, actor, input, deps.clock.now());
