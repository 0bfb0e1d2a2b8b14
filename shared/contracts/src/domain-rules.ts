import { LIMITS } from './catalogue';
import { MESSAGES, PATTERNS } from './validation';

/** Domain rules of spec §3–§5 and §9 shared by the search forms and the api (no zod here: the shell stays lean). */

export const DOMAIN_STATUSES = ['available', 'taken', 'premium'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const DOMAIN_TAGS = ['hot', 'sale', 'premium'] as const;
export type DomainTag = (typeof DOMAIN_TAGS)[number];

/** A customer's domain over time: registered, past its expiry, in redemption, arriving by transfer, or let go. */
export const DOMAIN_LIFECYCLE = ['active', 'expired', 'redemption', 'pendingTransfer', 'released'] as const;
export type DomainLifecycle = (typeof DOMAIN_LIFECYCLE)[number];

/** Why a domain cannot be transferred in yet. */
export const TRANSFER_BLOCKERS = ['notRegistered', 'locked', 'recentlyRegistered', 'alreadyWithUs', 'pendingTransfer'] as const;
export type TransferBlocker = (typeof TRANSFER_BLOCKERS)[number];

/** Spec §9 and §4 timings of the domain lifecycle, in days. */
export const DOMAIN_DAYS = {
  /** The old registrar releases a transfer within 5 to 7 calendar days, else it completes automatically. */
  transferMin: 5,
  transferMax: 7,
  /** Unrenewed domains enter redemption after 12 days (generic TLDs) or 5 days (country-code TLDs). */
  redemptionLeadGeneric: 12,
  redemptionLeadCountry: 5,
  /** How long a name stays in redemption before the registry releases it. */
  redemptionPeriod: 30,
  /** Registries refuse transfers of names registered less than 60 days ago. */
  transferLockAfterRegistration: 60,
} as const;

/** Messages the domain screens and the api share (spec §5 and §8 wording where the spec has it). */
export const DOMAIN_MESSAGES = {
  invalidDomain: MESSAGES.domain,
  unsupportedTld: MESSAGES.unsupportedTld,
  invalidKeyword: MESSAGES.domainOrKeyword,
  keywordLimit: 'You can search at most {max} keywords at a time',
  tldLimit: 'You can search at most {max} TLDs at a time',
  premiumOneYear: 'Premium domains can only be bought with a 1-year billing cycle',
  yearsRange: 'Choose from 1 to {max} years',
  alreadyRegistered: 'Domain {name} is already registered',
  notExisted: 'Domain {name} is not existed anymore',
  notRenewable: 'Domain {name} cannot be renewed now',
  notInRedemption: 'Domain {name} is not in redemption',
  authCodeRequired: 'Please enter the auth code (EPP code)',
  authCodeIncorrect: 'The auth code (EPP code) is incorrect',
  notTransferable: 'Domain {name} cannot be transferred: {reason}',
} as const;

export type SearchTermError = 'required' | 'domain' | 'domainOrKeyword';
export type SearchTermResult = { ok: true; value: string } | { ok: false; error: SearchTermError };

/** The spec message for a search-term error (keys of MESSAGES-style wording). */
export const SEARCH_TERM_MESSAGES: Record<SearchTermError, string> = {
  required: 'Domain field is required',
  domain: MESSAGES.domain,
  domainOrKeyword: MESSAGES.domainOrKeyword,
};

/**
 * One search term, normalised: a keyword ("mybrand") or a full name ("mybrand.com"). Spec §5 search wording:
 * lowercase a-z, digits, hyphen not at start or end, at most 67 characters including the dot.
 */
export function validateSearchTerm(raw: string): SearchTermResult {
  const value = raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '');
  if (!value) return { ok: false, error: 'required' };
  if (value.length > LIMITS.domainSearchMax) return { ok: false, error: 'domain' };
  const labels = value.split('.');
  if (labels.some((label) => !PATTERNS.domainLabel.test(label))) {
    return { ok: false, error: labels.length > 1 ? 'domain' : 'domainOrKeyword' };
  }
  return { ok: true, value };
}

/** Splits what a customer typed into terms: "mybrand, my-shop.com kh" → three terms. */
export function splitSearchTerms(raw: string): string[] {
  return raw
    .split(/[\s,;]+/)
    .map((term) => term.trim())
    .filter(Boolean);
}

/** A TLD as typed in the TLD search box: ".com.kh" or "COM" → "com.kh" / "com"; null when malformed. */
export function normaliseTld(raw: string): string | null {
  const value = raw.trim().toLowerCase().replace(/^\.+/, '');
  if (!value || value.length > 24) return null;
  return value.split('.').every((label) => PATTERNS.domainLabel.test(label)) ? value : null;
}

/** The keyword of a term: "mybrand.com.kh" → "mybrand". */
export const keywordOf = (term: string): string => term.split('.')[0] ?? term;

/** The most years a name can be bought or renewed for: premium names 1 year only (spec §5), else 10. */
export const maxYearsFor = (status: DomainStatus): number => (status === 'premium' ? LIMITS.premiumDomainYears : LIMITS.priceSearchYears);
