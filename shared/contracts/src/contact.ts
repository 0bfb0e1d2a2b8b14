/**
 * Billing contacts (spec §3 "Contact (billing)", §5 rules and messages, §7 "User and account" addresses):
 * the rules written once, used by the checkout's billing form (no schema library in the browser) and by the
 * api's schemas (contact.schema.ts wraps these same functions).
 */
import { EMAIL_PATTERN, type FieldErrors } from './identity';
import { phoneProblem } from './phone';
import { MESSAGES, PATTERNS } from './validation';

export const CONTACT_LIMITS = {
  /** At most 3 saved contacts per user (ADD_ADDRESS_WAS_LIMITED beyond). */
  maxSaved: 3,
  nameMax: 50,
  organizationMax: 100,
  identityNumberMax: 30,
  emailMax: 254,
  addressMax: 120,
  cityMax: 60,
  stateMax: 60,
  postalCodeMax: 10,
} as const;

/** Characters address, city and state/province must not contain (§5: "most punctuation" is allowed). */
export const CONTACT_EXCLUDE_CHARS = '!@#$%^*<>{}[]|\\~`=+?;"';

export const CONTACT_MESSAGES = {
  excludeChars: 'must not contain special characters such as: {excludeChars}',
  postalCodeCountry: 'Postal code is wrong format for selected country',
  postalCode: 'Postal code is invalid',
  noBilling: 'Do not have info about billing. Please update your contact to continue',
  selectToDelete: 'Please select 1 information to delete or press the close button.',
  noMoreToDelete: 'No more addresses to delete',
} as const;

/** Postal code formats of the countries the provider serves and a few common ones; others: 3–10 letters, digits, space or dash. */
export const POSTAL_CODE_PATTERNS: Record<string, RegExp> = {
  KH: /^[0-9]{5,6}$/,
  TH: /^[0-9]{5}$/,
  VN: /^[0-9]{6}$/,
  SG: /^[0-9]{6}$/,
  US: /^[0-9]{5}(-[0-9]{4})?$/,
  GB: /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i,
};
const POSTAL_CODE_GENERIC = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

export interface ContactValues {
  firstName: string;
  lastName: string;
  organization?: string | null;
  identityNumber?: string | null;
  phoneNumber: string;
  email: string;
  address1: string;
  address2?: string | null;
  stateProvince?: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 country code, e.g. KH. */
  country: string;
}
export type ContactField = keyof ContactValues;

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

const required = (attribute: string) => fill(MESSAGES.required, { attribute });
const tooLong = (attribute: string, max: number) => fill(MESSAGES.max, { attribute, max });
const hasExcluded = (value: string) => [...value].some((ch) => CONTACT_EXCLUDE_CHARS.includes(ch));

function nameProblem(attribute: string, value: string): string | null {
  const name = value.trim();
  if (!name) return required(attribute);
  if (name.length > CONTACT_LIMITS.nameMax) return tooLong(attribute, CONTACT_LIMITS.nameMax);
  return PATTERNS.name.test(name) ? null : MESSAGES.name;
}

/** Address, city, state/province: Unicode letters, digits and most punctuation (§5). */
function placeProblem(attribute: string, value: string, max: number, isRequired: boolean): string | null {
  const text = value.trim();
  if (!text) return isRequired ? required(attribute) : null;
  if (text.length > max) return tooLong(attribute, max);
  if (hasExcluded(text) || !/^[\p{L}\p{M}\p{N}\p{P}\p{Zs}]+$/u.test(text)) {
    return `${attribute} ${fill(CONTACT_MESSAGES.excludeChars, { excludeChars: CONTACT_EXCLUDE_CHARS })}`;
  }
  return null;
}

export function postalCodeProblem(postalCode: string, country: string): string | null {
  const value = postalCode.trim();
  if (!value) return required('Postal code');
  if (value.length > CONTACT_LIMITS.postalCodeMax || !POSTAL_CODE_GENERIC.test(value)) return CONTACT_MESSAGES.postalCode;
  const pattern = POSTAL_CODE_PATTERNS[country.trim().toUpperCase()];
  return pattern && !pattern.test(value) ? CONTACT_MESSAGES.postalCodeCountry : null;
}

/** The contact rules of §5, field by field (empty object = valid). */
export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  const set = (field: ContactField, problem: string | null) => {
    if (problem) errors[field] = problem;
  };
  set('firstName', nameProblem('First name', values.firstName ?? ''));
  set('lastName', nameProblem('Last name', values.lastName ?? ''));
  const organization = values.organization?.trim() ?? '';
  if (organization.length > CONTACT_LIMITS.organizationMax) set('organization', tooLong('Organization', CONTACT_LIMITS.organizationMax));
  const identityNumber = values.identityNumber?.trim() ?? '';
  if (identityNumber.length > CONTACT_LIMITS.identityNumberMax) set('identityNumber', tooLong('Tax identification number', CONTACT_LIMITS.identityNumberMax));
  else if (identityNumber && !/^[A-Za-z0-9 -]+$/.test(identityNumber)) set('identityNumber', 'Tax identification number is invalid');
  set('phoneNumber', phoneProblem(values.phoneNumber));
  const email = values.email?.trim() ?? '';
  if (!email) set('email', required('Email'));
  else if (email.length > CONTACT_LIMITS.emailMax) set('email', tooLong('Email', CONTACT_LIMITS.emailMax));
  else if (!EMAIL_PATTERN.test(email)) set('email', fill(MESSAGES.email, { attribute: 'Email' }));
  set('address1', placeProblem('Address', values.address1 ?? '', CONTACT_LIMITS.addressMax, true));
  set('address2', placeProblem('Address 2', values.address2 ?? '', CONTACT_LIMITS.addressMax, false));
  set('stateProvince', placeProblem('State/Province', values.stateProvince ?? '', CONTACT_LIMITS.stateMax, false));
  set('city', placeProblem('City', values.city ?? '', CONTACT_LIMITS.cityMax, true));
  const country = values.country?.trim().toUpperCase() ?? '';
  if (!country) set('country', required('Country'));
  else if (!COUNTRY_CODE_PATTERN.test(country)) set('country', 'Country is invalid');
  set('postalCode', postalCodeProblem(values.postalCode ?? '', country));
  return errors;
}
