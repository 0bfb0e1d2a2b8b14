import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  minutesInMonth,
  SLA_RULES,
  SLA_SERVICE_KIND,
  slaCreditCents,
  slaCreditPercent,
  uptimePercent,
  type ServiceSla,
  type SlaClaim,
  type SlaIncident,
  type SlaMonth,
  type SlaIncidentRefusal,
  type SlaRefusal,
  type StaffSlaIncidentInput,
} from '@storefront/contracts';
import type { Database, Db } from '../db/database';
import type { ServiceRow } from '../db/tables/services';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { moveLedger } from '../ledger/ledger.repository';
import { notifyCustomer, recordStepOnce } from '../services/notify';
import { findUserService } from '../services/services.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many months the uptime record shows, newest first. */
const RECORD_MONTHS = 12;

const REFUSAL_WORDS: Record<SlaRefusal, string> = {
  targetMet: 'The server met its 99.5 % uptime target that month: there is no credit to claim',
  monthNotOver: 'The month is not over yet: claim its credit once it has ended',
  belowMinimum: 'A service credit applies only if it is over $1',
  late: 'A claim is due within one month of the incident: this one is too late',
  alreadyCredited: 'This month has been credited already',
  notCloudServer: 'Service credits are for cloud servers',
};

/** A claim refused, with its reason (409, not the catalogue's 403: a 403 logs the customer out, spec §8). */
export function slaRefusal(reason: SlaRefusal): AppError {
  return new AppError('NOT_ELIGIBLE', undefined, { reason }, REFUSAL_WORDS[reason], 409);
}

/** `YYYY-MM` of a moment (UTC). */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

const monthStart = (month: string) => new Date(`${month}-01T00:00:00.000Z`);
function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

/** The server's fee for one month, in cents: its renewal price over the months of its term. */
export function monthlyFeeOf(service: Pick<ServiceRow, 'renew_price' | 'period' | 'period_unit'>): number {
  const months = Math.max(1, service.period * (service.period_unit === 'year' ? 12 : 1));
  return Math.round(service.renew_price / months);
}

interface IncidentRow {
  id: string;
  started_at: Date | string;
  minutes: number;
  description: string;
}

/** The minutes of an incident that fall in a month (an outage across midnight at a month's end counts in both). */
function minutesWithin(incident: IncidentRow, month: string): number {
  const start = new Date(incident.started_at).getTime();
  const end = start + incident.minutes * 60_000;
  const from = monthStart(month).getTime();
  const to = addMonths(monthStart(month), 1).getTime();
  return Math.max(0, Math.round((Math.min(end, to) - Math.max(start, from)) / 60_000));
}

interface CreditRow {
  id: string;
  month: string;
  amount: number;
  issued_at: Date | string;
  expires_at: Date | string;
  expired_at: Date | string | null;
}

/** One month of the record: its downtime, uptime, the credit it earns and where a claim for it stands now. */
export function monthStanding(month: string, incidents: IncidentRow[], monthlyFee: number, credit: CreditRow | null, now: Date): SlaMonth {
  const within = incidents.filter((incident) => minutesWithin(incident, month) > 0);
  const downtime = Math.min(
    minutesInMonth(month),
    within.reduce((sum, incident) => sum + minutesWithin(incident, month), 0),
  );
  const percent = slaCreditPercent(downtime, minutesInMonth(month));
  const creditCents = percent ? slaCreditCents(monthlyFee, percent) : 0;
  const lastEnd = within.reduce((latest, incident) => Math.max(latest, new Date(incident.started_at).getTime() + incident.minutes * 60_000), 0);
  const claimBy = lastEnd ? addMonths(new Date(lastEnd), SLA_RULES.claimWindowMonths) : null;
  const over = now.getTime() >= addMonths(monthStart(month), 1).getTime();
  let state: SlaMonth['state'];
  if (credit) state = 'credited';
  else if (percent === 0) state = 'met';
  else if (creditCents <= SLA_RULES.minimumCents) state = 'belowMinimum';
  else if (claimBy && now.getTime() > claimBy.getTime()) state = 'late';
  else if (!over) state = 'open';
  else state = 'claimable';
  return {
    month,
    downtimeMinutes: downtime,
    uptimePercent: uptimePercent(downtime, minutesInMonth(month)),
    creditPercent: percent,
    creditCents,
    claimBy: claimBy ? claimBy.toISOString() : null,
    state,
    incidents: within.map((incident): SlaIncident => ({ id: incident.id, startedAt: new Date(incident.started_at).toISOString(), minutes: incident.minutes, description: incident.description })),
    credit: credit
      ? { id: credit.id, amount: credit.amount, issuedAt: new Date(credit.issued_at).toISOString(), expiresAt: new Date(credit.expires_at).toISOString(), expired: credit.expired_at !== null }
      : null,
  };
}

async function cloudServerOf(db: Db, userId: string, serviceId: string, lock = false): Promise<ServiceRow> {
  const service = await findUserService(db, userId, serviceId, lock);
  if (service.kind !== SLA_SERVICE_KIND) throw slaRefusal('notCloudServer');
  return service;
}

async function recordOf(db: Db, service: ServiceRow, now: Date): Promise<ServiceSla> {
  const incidents = await db.selectFrom('server_incidents').select(['id', 'started_at', 'minutes', 'description']).where('service_id', '=', service.id).orderBy('started_at').execute();
  const credits = await db.selectFrom('sla_credits').select(['id', 'month', 'amount', 'issued_at', 'expires_at', 'expired_at']).where('service_id', '=', service.id).execute();
  const fee = monthlyFeeOf(service);
  const first = monthStart(monthOf(new Date(service.starts_at)));
  const months: SlaMonth[] = [];
  for (let cursor = monthStart(monthOf(now)), count = 0; cursor.getTime() >= first.getTime() && count < RECORD_MONTHS; cursor = addMonths(cursor, -1), count += 1) {
    const month = monthOf(cursor);
    months.push(monthStanding(month, incidents, fee, credits.find((credit) => credit.month === month) ?? null, now));
  }
  return { serviceId: service.id, monthlyFee: fee, months };
}

/** GET /api/user/services/:id/sla: the customer's cloud server's uptime record (NOT_FOUND for another's). */
export async function readServiceSla(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string, serviceId: string): Promise<ServiceSla> {
  const { db } = deps;
  const now = deps.clock.now();
  return recordOf(db, await cloudServerOf(db, userId, serviceId), now);
}

/**
 * POST /api/user/services/:id/sla-claims: issues the month's credit as promo credit (a 'grant' ledger row referencing
 * `sla:<credit id>`), expiring 30 days after issue — or refuses with the reason: target met, month not over, $1 or
 * less, past the one-month window, credited already (also two claims at once: the server's row is locked and the
 * credit's key is the server and month). An incomplete claim never reaches here (the body's schema: BAD_REQUEST).
 */
export async function claimSlaCredit(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string, serviceId: string, claim: SlaClaim): Promise<ServiceSla> {
  const { db } = deps;
  const now = deps.clock.now();
  return db.transaction().execute(async (trx) => {
    const service = await cloudServerOf(trx, userId, serviceId, true);
    const record = await recordOf(trx, service, now);
    const month = record.months.find((entry) => entry.month === claim.month);
    if (!month || month.state === 'met') throw slaRefusal('targetMet');
    if (month.state === 'credited') throw slaRefusal('alreadyCredited');
    if (month.state === 'belowMinimum') throw slaRefusal('belowMinimum');
    if (month.state === 'late') throw slaRefusal('late');
    if (month.state === 'open') throw slaRefusal('monthNotOver');
    const id = randomUUID();
    const inserted = await trx
      .insertInto('sla_credits')
      .values({
        id,
        service_id: service.id,
        user_id: userId,
        month: month.month,
        downtime_minutes: month.downtimeMinutes,
        percent: month.creditPercent,
        amount: month.creditCents,
        claim: claim.description,
        issued_at: now,
        expires_at: new Date(now.getTime() + SLA_RULES.expiresAfterDays * DAY_MS),
        expired_at: null,
        expired_amount: null,
      })
      .onConflict((oc) => oc.columns(['service_id', 'month']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw slaRefusal('alreadyCredited');
    await moveLedger(trx, 'promoCredit', {
      userId,
      amount: month.creditCents,
      kind: 'grant',
      reference: `sla:${id}`,
      reason: `SLA credit: ${service.name}, ${month.month} (${month.uptimePercent} % uptime)`,
      now,
    });
    return recordOf(trx, service, now);
  });
}

/**
 * Takes back what is left of SLA credits 30 days after their issue: the credit less what the customer paid with
 * promo credit since it was issued (spending counts against the credit that expires first), never more than they
 * hold. One 'adjustment' ledger row each, referencing the credit. Run by the lifecycle sweep; idempotent.
 */
export async function expireSlaCredits(db: Kysely<Database>, now: Date): Promise<number> {
  const due = await db.selectFrom('sla_credits').select('id').where('expired_at', 'is', null).where('expires_at', '<=', now).execute();
  let expired = 0;
  for (const { id } of due) {
    await db.transaction().execute(async (trx) => {
      const credit = await trx.selectFrom('sla_credits').selectAll().where('id', '=', id).where('expired_at', 'is', null).forUpdate().executeTakeFirst();
      if (!credit) return;
      const total = await trx.selectFrom('promo_credits').select('amount').where('user_id', '=', credit.user_id).forUpdate().executeTakeFirst();
      const spent = await trx
        .selectFrom('promo_credit_ledger')
        .select(sql<number>`coalesce(sum(-amount), 0)`.as('spent'))
        .where('user_id', '=', credit.user_id)
        .where('kind', '=', 'payment')
        .where('amount', '<', 0)
        .where('created_at', '>=', credit.issued_at)
        .executeTakeFirstOrThrow();
      const left = Math.max(0, Math.min(credit.amount - Number(spent.spent), total?.amount ?? 0));
      if (left > 0) await moveLedger(trx, 'promoCredit', { userId: credit.user_id, amount: -left, kind: 'adjustment', reference: `sla:${credit.id}`, reason: `SLA credit expired (${credit.month})`, now });
      await trx.updateTable('sla_credits').set({ expired_at: now, expired_amount: left }).where('id', '=', credit.id).execute();
      expired += 1;
    });
  }
  return expired;
}

/** Development: records an outage of a customer's cloud server (any customer's: the route is local-only). */
export async function recordIncident(deps: Pick<AreaDeps, 'db' | 'clock'>, serviceId: string, input: { startedAt: string; minutes: number; description: string }): Promise<ServiceSla> {
  const { db } = deps;
  const now = deps.clock.now();
  const service = await db.selectFrom('services').selectAll().where('id', '=', serviceId).executeTakeFirst();
  if (!service) throw new AppError('NOT_FOUND');
  if (service.kind !== SLA_SERVICE_KIND) throw slaRefusal('notCloudServer');
  await db.insertInto('server_incidents').values({ id: randomUUID(), service_id: service.id, started_at: new Date(input.startedAt), minutes: input.minutes, description: input.description, created_at: now }).execute();
  return recordOf(db, service, now);
}

const INCIDENT_REFUSAL_WORDS: Record<SlaIncidentRefusal, string> = {
  notCloudServer: 'Outages are recorded for cloud servers',
  inFuture: 'An outage is recorded once it is over: its end cannot be in the future',
  beforeServer: 'The outage starts before the server existed',
  overlaps: 'This outage overlaps one already recorded for the server',
};
const incidentRefusal = (reason: SlaIncidentRefusal) => new AppError('BAD_REQUEST', undefined, { reason }, INCIDENT_REFUSAL_WORDS[reason]);

/**
 * POST /api/admin/services/:id/incidents (staff; audited with its reason by the staff-action hook): records an
 * outage of a customer's cloud server in its uptime record, from the provider's monitoring or incident report.
 * Refused (BAD_REQUEST, details.reason): not a cloud server, an end in the future (an outage is recorded once over),
 * a start before the server existed, an overlap with an outage already recorded (counted twice, it would inflate the
 * credit). The server's row is locked, so two staff recording overlapping outages at once cannot both pass.
 * NOT_FOUND for no such service. The start < end rule is the body's (staffSlaIncidentInputSchema).
 */
export async function recordServerOutage(deps: Pick<AreaDeps, 'db' | 'clock'>, serviceId: string, input: StaffSlaIncidentInput): Promise<ServiceSla> {
  const { db } = deps;
  const now = deps.clock.now();
  const startedAt = new Date(input.startedAt);
  const endedAt = new Date(input.endedAt);
  return db.transaction().execute(async (trx) => {
    const service = await trx.selectFrom('services').selectAll().where('id', '=', serviceId).forUpdate().executeTakeFirst();
    if (!service) throw new AppError('NOT_FOUND');
    if (service.kind !== SLA_SERVICE_KIND) throw incidentRefusal('notCloudServer');
    if (endedAt.getTime() > now.getTime()) throw incidentRefusal('inFuture');
    if (startedAt.getTime() < new Date(service.starts_at).getTime()) throw incidentRefusal('beforeServer');
    const recorded = await trx.selectFrom('server_incidents').select(['id', 'started_at', 'minutes']).where('service_id', '=', service.id).execute();
    const overlapping = recorded.find((incident) => {
      const from = new Date(incident.started_at).getTime();
      return from < endedAt.getTime() && from + incident.minutes * 60_000 > startedAt.getTime();
    });
    if (overlapping) throw incidentRefusal('overlaps');
    const minutes = Math.ceil((endedAt.getTime() - startedAt.getTime()) / 60_000);
    await trx.insertInto('server_incidents').values({ id: randomUUID(), service_id: service.id, started_at: startedAt, minutes, description: input.description, created_at: now }).execute();
    return recordOf(trx, service, now);
  });
}

/** The step recorded once per server and month when its credit is proposed (service_events: subject, step, cycle = the month). */
export const SLA_PROPOSED_STEP = 'sla-credit-proposed';

/**
 * The sla-proposals job (hourly, jobs/plugin.ts): every cloud server month that has closed below the 99.5 % target
 * with a credit the customer may claim (over $1, within the claim window, not credited) is proposed to its customer
 * without their asking — a notification and an email through the outbox, once per server and month (the step is
 * recorded in the notification's transaction, so a job run twice or two replicas at once tell it once). Returns how
 * many were proposed.
 */
export async function proposeSlaCredits(db: Kysely<Database>, now: Date, publicUrl: string): Promise<number> {
  // Only servers with an outage that may still be claimed: one ending within the claim window (and a little more for months' lengths).
  const since = new Date(now.getTime() - (SLA_RULES.claimWindowMonths * 31 + 31) * DAY_MS);
  const candidates = await db
    .selectFrom('server_incidents')
    .innerJoin('services', 'services.id', 'server_incidents.service_id')
    .select('services.id')
    .distinct()
    .where('services.kind', '=', SLA_SERVICE_KIND)
    .where('server_incidents.started_at', '>=', since)
    .execute();
  let proposed = 0;
  for (const { id } of candidates) {
    const service = await db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const record = await recordOf(db, service, now);
    for (const month of record.months.filter((entry) => entry.state === 'claimable')) {
      const told = await db.transaction().execute(async (trx) => {
        if (!(await recordStepOnce(trx, service.id, SLA_PROPOSED_STEP, month.month, now))) return false;
        const owner = await trx.selectFrom('users').select(['id', 'email', 'locale_code']).where('id', '=', service.user_id).executeTakeFirstOrThrow();
        await notifyCustomer(
          trx,
          owner,
          {
            kind: 'sla-credit-proposed',
            params: {
              name: service.name,
              month: month.month,
              uptimePercent: month.uptimePercent,
              creditPercent: month.creditPercent,
              amount: month.creditCents,
              claimBy: month.claimBy!,
              link: `${publicUrl}/account/services/${service.id}`,
            },
          },
          now,
        );
        return true;
      });
      if (told) proposed += 1;
    }
  }
  return proposed;
}
