import { z } from 'zod';
import { roundCents } from './money';
import { SLA_INCIDENT_LIMITS } from './sla-terms';
import { staffReasonSchema } from './staff-console.schema';

/**
 * The cloud server service-level agreement (spec §5, §9): 99.5 % uptime per monthly cycle; a month below it earns
 * a service credit of 5 %, 10 % or 15 % of the month's fee, only if over $1, claimed within one month of the
 * incident, expiring 30 days after issue. Said once here: the api decides with these, the pages show them.
 */
export const SLA_RULES = {
  /** Uptime target, in percent. */
  targetPercent: 99.5,
  /** Below the target down to 99.0 %: 5 %; below 99.0 % down to 95.0 %: 10 %; below 95.0 %: 15 % (of the month's fee). */
  tiers: [
    { below: 99.5, downTo: 99.0, creditPercent: 5 },
    { below: 99.0, downTo: 95.0, creditPercent: 10 },
    { below: 95.0, downTo: 0, creditPercent: 15 },
  ],
  /** A credit applies only if over this many cents ($1). */
  minimumCents: 100,
  /** A claim is due within this many months of the incident. */
  claimWindowMonths: 1,
  /** A credit expires this many days after it is issued. */
  expiresAfterDays: 30,
} as const;

export type SlaCreditPercent = 0 | 5 | 10 | 15;

/** A month as `YYYY-MM` (UTC). */
export const slaMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose the month of the outage');

/** The minutes of a calendar month (`YYYY-MM`, UTC). */
export function minutesInMonth(month: string): number {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  return (Date.UTC(year, index, 1) - Date.UTC(year, index - 1, 1)) / 60_000;
}

/**
 * The credit tier of a month from its downtime, compared exactly in integers (no rounding at a tier's edge):
 * uptime below 99.5 % is downtime above 0.5 % of the month's minutes, and so on.
 */
export function slaCreditPercent(downtimeMinutes: number, monthMinutes: number): SlaCreditPercent {
  if (downtimeMinutes * 20 > monthMinutes) return 15; // above 5 %: uptime below 95.0 %
  if (downtimeMinutes * 100 > monthMinutes) return 10; // above 1 %: below 99.0 %
  if (downtimeMinutes * 200 > monthMinutes) return 5; // above 0.5 %: below 99.5 %
  return 0;
}

/** Uptime in percent with three decimals (shown; the tier is decided by slaCreditPercent). */
export function uptimePercent(downtimeMinutes: number, monthMinutes: number): number {
  return Math.floor(((monthMinutes - Math.min(downtimeMinutes, monthMinutes)) * 100_000) / monthMinutes) / 1000;
}

/** The credit in cents: the tier's percent of the month's fee, rounded half up. */
export function slaCreditCents(monthlyFeeCents: number, percent: SlaCreditPercent): number {
  return roundCents((monthlyFeeCents * percent) / 100);
}

/**
 * Where a month stands: `met` (target met), `open` (the month is not over yet), `claimable` (a credit is proposed),
 * `belowMinimum` (the credit would be $1 or less), `late` (the claim window has passed), `credited`.
 */
export const SLA_MONTH_STATES = ['met', 'open', 'claimable', 'belowMinimum', 'late', 'credited'] as const;
export type SlaMonthState = (typeof SLA_MONTH_STATES)[number];

export const slaIncidentSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  minutes: z.number().int(),
  description: z.string(),
});
export type SlaIncident = z.infer<typeof slaIncidentSchema>;

export const slaMonthSchemaOut = z.object({
  month: z.string(),
  downtimeMinutes: z.number().int(),
  uptimePercent: z.number(),
  creditPercent: z.union([z.literal(0), z.literal(5), z.literal(10), z.literal(15)]),
  /** Cents: the credit the month earns (0 when the target was met). */
  creditCents: z.number().int(),
  /** The last day to claim (one month after the month's last incident), when there was one. */
  claimBy: z.string().nullable(),
  state: z.enum(SLA_MONTH_STATES),
  incidents: z.array(slaIncidentSchema),
  credit: z.object({ id: z.string(), amount: z.number().int(), issuedAt: z.string(), expiresAt: z.string(), expired: z.boolean() }).nullable(),
});
export type SlaMonth = z.infer<typeof slaMonthSchemaOut>;

/** GET /api/user/services/:id/sla: the server's uptime record per month (newest first) and its credits. */
export const serviceSlaSchema = z.object({
  serviceId: z.string(),
  /** Cents: the month's fee credits are a percent of. */
  monthlyFee: z.number().int(),
  months: z.array(slaMonthSchemaOut),
});
export type ServiceSla = z.infer<typeof serviceSlaSchema>;

/** POST /api/user/services/:id/sla-claims: a claim names the month and what the outage affected (an incomplete one is refused). */
export const slaClaimSchema = z.object({
  month: slaMonthSchema,
  description: z.string().trim().min(10, 'Describe what the outage affected (at least 10 characters)').max(1000),
});
export type SlaClaim = z.infer<typeof slaClaimSchema>;

/** Why a claim is refused (NOT_ELIGIBLE's details.reason), each with its words in the pages. */
export const SLA_REFUSALS = ['targetMet', 'monthNotOver', 'belowMinimum', 'late', 'alreadyCredited', 'notCloudServer'] as const;
export type SlaRefusal = (typeof SLA_REFUSALS)[number];

/** POST /api/dev/services/:id/incidents (development only): an outage of the server. */
export const slaIncidentInputSchema = z.object({
  startedAt: z.string().datetime(),
  minutes: z.number().int().min(1).max(44_640),
  description: z.string().trim().min(1).max(SLA_INCIDENT_LIMITS.descriptionMax).default('Host node outage'),
});

/**
 * POST /api/admin/services/:id/incidents (staff): an outage of a customer's cloud server, as the provider's
 * monitoring or incident report gives it — from its start to its end (both past, the end after the start), with
 * what happened (shown to the customer) and why staff record it (the audit log). The api refuses a server that is
 * not a cloud server, an end in the future and an outage overlapping one already recorded (BAD_REQUEST with
 * details.reason).
 */
export const staffSlaIncidentInputSchema = z
  .object({
    startedAt: z.string().datetime({ offset: true }),
    endedAt: z.string().datetime({ offset: true }),
    description: z.string().trim().min(1).max(SLA_INCIDENT_LIMITS.descriptionMax),
    reason: staffReasonSchema,
  })
  .refine((input) => new Date(input.endedAt).getTime() - new Date(input.startedAt).getTime() >= SLA_INCIDENT_LIMITS.shortestMinutes * 60_000, {
    path: ['endedAt'],
    message: 'The end must come at least a minute after the start',
  });
export type StaffSlaIncidentInput = z.infer<typeof staffSlaIncidentInputSchema>;

