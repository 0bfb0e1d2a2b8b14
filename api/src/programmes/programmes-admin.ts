import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AffiliateRulesInput, LoyaltyPeriodInput, LoyaltyProgramInput, LoyaltyTiersInput, StaffProgrammes } from '@storefront/contracts';
import type { Database, Db } from '../db/database';
import { AppError, invalidField } from '../errors';
import { recordStaffAudit, type StaffActor } from '../staff-audit/staff-audit.repository';

/** GET /api/admin/programmes: the tiers, every period (newest first), the programme configuration and the affiliate rules, in both languages. */
export async function staffProgrammes(db: Db): Promise<StaffProgrammes> {
  const tiers = await db.selectFrom('loyalty_tiers').selectAll().orderBy('position').execute();
  const periods = await db.selectFrom('loyalty_periods').selectAll().orderBy('starts_at', 'desc').limit(100).execute();
  const program = await db.selectFrom('loyalty_program_configs').selectAll().orderBy('updated_at', 'desc').executeTakeFirst();
  const rules = await db.selectFrom('affiliate_rules').selectAll().orderBy('updated_at', 'desc').executeTakeFirst();
  return {
    tiers: tiers.map((tier) => ({ key: tier.key, name: tier.name, nameKm: tier.name_km, minSpend: Number(tier.min_spend), cashbackBasisPoints: tier.cashback_bp, color: tier.color })),
    periods: periods.map((period) => ({ id: period.id, name: period.name, nameKm: period.name_km, startsAt: new Date(period.starts_at).toISOString(), endsAt: new Date(period.ends_at).toISOString() })),
    program: program
      ? {
          id: program.id,
          name: program.name,
          nameKm: program.name_km,
          description: program.description,
          descriptionKm: program.description_km,
          active: program.active,
          maxCashbackPerOrder: program.max_cashback_per_order === null ? null : Number(program.max_cashback_per_order),
        }
      : null,
    affiliateRules: rules
      ? { id: rules.id, active: rules.active, reward: Number(rules.reward), minOrderTotal: Number(rules.min_order_total), maturityDays: rules.maturity_days, description: rules.description, descriptionKm: rules.description_km }
      : null,
  };
}

/**
 * Runs a staff change and its audit row (area `programme`: before and after) in one transaction; the answer is the
 * whole configuration after it. The first statement locks the configuration (one staff change at a time).
 */
async function audited(db: Kysely<Database>, actor: StaffActor, what: { action: string; target: string; reason: string }, change: (trx: Transaction<Database>) => Promise<void>): Promise<StaffProgrammes> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('loyalty_program_configs').select('id').forUpdate().execute();
    const before = await staffProgrammes(trx);
    await change(trx);
    const after = await staffProgrammes(trx);
    await recordStaffAudit(trx, actor, { area: 'programme', action: what.action, target: what.target, before, after, reason: what.reason });
    return after;
  });
}

/** PUT /api/admin/loyalty/tiers: the ladder replaced (cashback already credited keeps its tier and rate). */
export function replaceLoyaltyTiers(db: Kysely<Database>, actor: StaffActor, input: LoyaltyTiersInput): Promise<StaffProgrammes> {
  return audited(db, actor, { action: 'loyalty tiers', target: 'loyalty:tiers', reason: input.reason }, async (trx) => {
    await trx.deleteFrom('loyalty_tiers').execute();
    await trx
      .insertInto('loyalty_tiers')
      .values(input.tiers.map((tier, position) => ({ key: tier.key, name: tier.name, name_km: tier.nameKm, min_spend: tier.minSpend, cashback_bp: tier.cashbackBasisPoints, position, color: tier.color })))
      .execute();
  });
}

/** A period may not overlap another (a day's spend counts in one period only). */
async function refuseOverlap(trx: Transaction<Database>, input: LoyaltyPeriodInput, except: string | null): Promise<void> {
  let query = trx.selectFrom('loyalty_periods').select('id').where('starts_at', '<', new Date(input.endsAt)).where('ends_at', '>', new Date(input.startsAt));
  if (except) query = query.where('id', '<>', except);
  if (await query.executeTakeFirst()) throw invalidField('startsAt', 'The period overlaps another period');
}

/** POST /api/admin/loyalty/periods (id null) and PUT /api/admin/loyalty/periods/:id */
export function saveLoyaltyPeriod(db: Kysely<Database>, actor: StaffActor, id: string | null, input: LoyaltyPeriodInput, now: Date): Promise<StaffProgrammes> {
  const periodId = id ?? randomUUID();
  return audited(db, actor, { action: id ? 'change loyalty period' : 'add loyalty period', target: `loyalty-period:${periodId}`, reason: input.reason }, async (trx) => {
    await refuseOverlap(trx, input, id);
    const fields = { name: input.name, name_km: input.nameKm, starts_at: new Date(input.startsAt), ends_at: new Date(input.endsAt) };
    if (!id) {
      await trx.insertInto('loyalty_periods').values({ id: periodId, ...fields, created_at: now }).execute();
      return;
    }
    const updated = await trx.updateTable('loyalty_periods').set(fields).where('id', '=', id).returning('id').executeTakeFirst();
    if (!updated) throw new AppError('NOT_FOUND');
  });
}

/** PUT /api/admin/loyalty/program-config: the one configuration (created the first time). */
export function saveLoyaltyProgram(db: Kysely<Database>, actor: StaffActor, input: LoyaltyProgramInput, now: Date): Promise<StaffProgrammes> {
  return audited(db, actor, { action: 'loyalty programme', target: 'loyalty:program', reason: input.reason }, async (trx) => {
    const fields = {
      name: input.name,
      name_km: input.nameKm,
      description: input.description,
      description_km: input.descriptionKm,
      active: input.active,
      max_cashback_per_order: input.maxCashbackPerOrder,
      updated_at: now,
    };
    const current = await trx.selectFrom('loyalty_program_configs').select('id').orderBy('updated_at', 'desc').executeTakeFirst();
    if (current) await trx.updateTable('loyalty_program_configs').set(fields).where('id', '=', current.id).execute();
    else await trx.insertInto('loyalty_program_configs').values({ id: randomUUID(), ...fields }).execute();
  });
}

/** PUT /api/admin/affiliate/rules: the one set of rules (created the first time); a referral already maturing keeps its reward. */
export function saveAffiliateRules(db: Kysely<Database>, actor: StaffActor, input: AffiliateRulesInput, now: Date): Promise<StaffProgrammes> {
  return audited(db, actor, { action: 'affiliate rules', target: 'affiliate:rules', reason: input.reason }, async (trx) => {
    const fields = {
      active: input.active,
      reward: input.reward,
      min_order_total: input.minOrderTotal,
      maturity_days: input.maturityDays,
      description: input.description,
      description_km: input.descriptionKm,
      updated_at: now,
    };
    const current = await trx.selectFrom('affiliate_rules').select('id').orderBy('updated_at', 'desc').executeTakeFirst();
    if (current) await trx.updateTable('affiliate_rules').set(fields).where('id', '=', current.id).execute();
    else await trx.insertInto('affiliate_rules').values({ id: randomUUID(), ...fields }).execute();
  });
}
