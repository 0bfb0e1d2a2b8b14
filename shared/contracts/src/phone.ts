/**
 * Phone numbers, one way everywhere (issue 28 item 3): every phone the storefront takes — sign-up, profile, contacts,
 * the wheel, the contact form, the company invoice info, staff search — is parsed here and stored in E.164
 * (`+85576671597`), so `076671597`, `85576671597` and `+855 076671597` are one number. A number without its calling
 * code is read as Cambodian first, then Thai (the provider's two markets). libphonenumber-js with its `min` metadata
 * (the smallest build that still validates by country): only the forms that take a phone pull it into the browser.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { MESSAGES } from './validation';

/** The countries a number without a calling code is tried in, in order. */
export const PHONE_DEFAULT_COUNTRIES = ['KH', 'TH'] as const;
export type PhoneDefaultCountry = (typeof PHONE_DEFAULT_COUNTRIES)[number];

/** What a person may type: digits, an optional leading +, and spaces, dashes, dots or brackets between them. */
const TYPED_PHONE = /^\+?[0-9][0-9\s\-.()]*$/;
const TYPED_MAX = 24;

export type PhoneParse = { ok: true; e164: string; country: string | null } | { ok: false; message: string };

/**
 * Parses a typed phone number: E.164 when it is a valid number, else the §5 message ('Phone is wrong format';
 * 'Phone number field is required' for an empty one). `defaultCountry` is tried first, then the other market.
 */
export function parsePhone(input: string | null | undefined, defaultCountry: PhoneDefaultCountry = 'KH'): PhoneParse {
  const typed = (input ?? '').trim();
  if (!typed) return { ok: false, message: MESSAGES.required.replace('{attribute}', 'Phone number') };
  if (typed.length > TYPED_MAX || !TYPED_PHONE.test(typed)) return { ok: false, message: MESSAGES.phone };
  const countries: CountryCode[] = [defaultCountry, ...PHONE_DEFAULT_COUNTRIES.filter((c) => c !== defaultCountry)];
  for (const country of countries) {
    const parsed = parsePhoneNumberFromString(typed, { defaultCountry: country });
    if (parsed?.isValid()) return { ok: true, e164: parsed.number, country: parsed.country ?? null };
  }
  return { ok: false, message: MESSAGES.phone };
}

/** The E.164 form of a typed phone number, or null when it is empty or no valid number. */
export function toE164(input: string | null | undefined, defaultCountry: PhoneDefaultCountry = 'KH'): string | null {
  const parsed = parsePhone(input, defaultCountry);
  return parsed.ok ? parsed.e164 : null;
}

/** The §5 phone rule for a required phone: null when valid, else its message. */
export function phoneProblem(value: string | null | undefined): string | null {
  const parsed = parsePhone(value);
  return parsed.ok ? null : parsed.message;
}

/** The §5 phone rule for an optional phone (empty is fine). */
export function optionalPhoneProblem(value: string | null | undefined): string | null {
  return (value ?? '').trim() ? phoneProblem(value) : null;
}

/**
 * The stored form of a phone the rules accepted (schemas' transforms): E.164. A value no rule checked (an old row
 * being migrated that does not parse) is kept as typed, without spaces, so nothing is lost.
 */
export function storedPhone(value: string): string {
  return toE164(value) ?? value.replace(/[\s\-.()]/g, '');
}
