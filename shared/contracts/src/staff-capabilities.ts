import type { Role } from './user';

/**
 * Staff permissions as named capabilities (issue 28 item 1), said once: every staff endpoint declares the one it needs
 * (`capability` on its declaration in ./endpoints), the api's admin guard checks it before anything else, and the
 * console shows each role's set and hides what a role cannot do. No zod here (the browser reads it).
 */

/** Each capability, with what it lets staff do: the refusal says "You do not have permission to <this>". */
export const STAFF_CAPABILITIES = {
  'customers.read': 'read customer accounts',
  'customers.ban': 'ban or unban accounts',
  'customers.password': 'force a password change',
  'staff.manage': 'change staff roles',
  'payments.read': 'read payments',
  'payments.decide': 'confirm or reject transfers',
  'invoices.issue': 'issue invoices',
  'balance.adjust': 'adjust balances',
  'promo-credit.grant': 'grant promo credit',
  'refunds.issue': 'refund orders',
  'orders.read': 'read orders',
  'orders.cancel': 'cancel unpaid orders',
  'vouchers.read': 'read vouchers',
  'vouchers.create': 'create vouchers',
  'vouchers.update': 'change vouchers',
  'programmes.read': 'read the loyalty and affiliate programmes',
  'programmes.write': 'change the loyalty and affiliate programmes',
  'wheels.read': 'read the fortune wheels',
  'wheels.write': 'change the fortune wheels',
  'trial.read': 'read the trial settings',
  'trial.write': 'change the trial settings',
  'maintenance.read': 'read maintenance windows',
  'maintenance.write': 'plan or cancel maintenance windows',
  'sla.incidents': 'record server outages',
  'audit.read': 'read the audit log',
  'settings.read': 'read the feature flags and the theme',
  'settings.write': 'change the feature flags and the theme',
  'remotes.read': 'read the remotes',
  'remotes.write': 'change the remotes',
  'approvals.review': 'review changes waiting for approval',
} as const;
export type StaffCapability = keyof typeof STAFF_CAPABILITIES;
export const STAFF_CAPABILITY_NAMES = Object.keys(STAFF_CAPABILITIES) as StaffCapability[];

/** The roles that open the console: support for day-to-day work, finance for money, admin for everything. */
export const STAFF_ROLES = ['support', 'finance', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(role: Role | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

const SUPPORT: readonly StaffCapability[] = [
  'customers.read',
  'orders.read',
  'orders.cancel',
  'customers.ban',
  'customers.password',
  'payments.read',
  'payments.decide',
  'invoices.issue',
  'balance.adjust',
  'promo-credit.grant',
  'vouchers.read',
  'vouchers.create',
  'vouchers.update',
  'programmes.read',
  'wheels.read',
  'trial.read',
  'maintenance.read',
  'maintenance.write',
  'sla.incidents',
  'audit.read',
  'settings.read',
  'remotes.read',
  'approvals.review',
];

const FINANCE: readonly StaffCapability[] = [
  'customers.read',
  'orders.read',
  'orders.cancel',
  'payments.read',
  'payments.decide',
  'invoices.issue',
  'balance.adjust',
  'promo-credit.grant',
  'refunds.issue',
  'vouchers.read',
  'vouchers.create',
  'vouchers.update',
  'programmes.read',
  'wheels.read',
  'trial.read',
  'audit.read',
  'approvals.review',
];

/** Each role as its set of capabilities. */
export const ROLE_CAPABILITIES: Readonly<Record<StaffRole, readonly StaffCapability[]>> = {
  support: SUPPORT,
  finance: FINANCE,
  admin: STAFF_CAPABILITY_NAMES,
};

export function roleCan(role: Role | null | undefined, capability: StaffCapability): boolean {
  return isStaffRole(role) && ROLE_CAPABILITIES[role].includes(capability);
}

/** Rank: nobody acts on an account whose role ranks the same as or higher than their own. */
export const ROLE_RANK: Readonly<Record<Role, number>> = { customer: 0, support: 1, finance: 1, admin: 2 };

export function outranks(actor: Role, target: Role): boolean {
  return ROLE_RANK[actor] > ROLE_RANK[target];
}

/** The refusal's words (403 FORBIDDEN): "You do not have permission to adjust balances". */
export function permissionMessage(capability: StaffCapability): string {
  return `You do not have permission to ${STAFF_CAPABILITIES[capability]}`;
}

/** A money change's limits in cents: per change and per rolling 24 hours (credits and debits alike). */
export interface MoneyLimit {
  perChange: number;
  perDay: number;
}

/** A voucher's limits: the largest percent, the largest fixed discount (cents), and whether a use limit is required. */
export interface VoucherLimit {
  percentMax: number;
  fixedMax: number;
  requireMaxUses: boolean;
}

export interface StaffLimits {
  'balance.adjust': MoneyLimit | null;
  'promo-credit.grant': MoneyLimit | null;
  vouchers: VoucherLimit | null;
}

/**
 * What each role may do alone; beyond it, a change waits for a second staff member with the capability (and the limits)
 * to approve it. null: no limit.
 */
export const STAFF_LIMITS: Readonly<Record<StaffRole, StaffLimits>> = {
  support: {
    'balance.adjust': { perChange: 10_000, perDay: 50_000 },
    'promo-credit.grant': { perChange: 10_000, perDay: 50_000 },
    vouchers: { percentMax: 20, fixedMax: 10_000, requireMaxUses: true },
  },
  finance: {
    'balance.adjust': { perChange: 1_000_000, perDay: 5_000_000 },
    'promo-credit.grant': { perChange: 100_000, perDay: 500_000 },
    vouchers: { percentMax: 50, fixedMax: 100_000, requireMaxUses: true },
  },
  admin: { 'balance.adjust': null, 'promo-credit.grant': null, vouchers: null },
};

/** A voucher's rules as the limits read them. */
export interface VoucherRulesForLimit {
  discountType: 'fixed' | 'percent';
  value: number;
  maxUses: number | null;
}

export function voucherWithinLimit(limit: VoucherLimit | null, rules: VoucherRulesForLimit): boolean {
  if (!limit) return true;
  if (limit.requireMaxUses && rules.maxUses === null) return false;
  return rules.discountType === 'percent' ? rules.value <= limit.percentMax : rules.value <= limit.fixedMax;
}

/** The refusal of a change to an account whose role ranks the same as or higher than the caller's (403 FORBIDDEN). */
export const RANK_MESSAGE = 'You do not have permission to act on an account whose role is the same as or higher than yours';
/** The refusal of a ban or a demotion of the last admin who can still sign in (403 FORBIDDEN). */
export const LAST_ADMIN_MESSAGE = 'You do not have permission to ban or demote the last admin';
