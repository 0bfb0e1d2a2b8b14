/**
 * Countries and their regions (spec §7 Other: GET /country, GET /regions), behind the phone-code select and the
 * address forms. The data lives in the api (api/src/geo); these are its shapes and the few rules the browser
 * needs to compose a phone number from a calling code (no schema library at run time: geo.schema.ts holds the zod
 * side, and the types are inferred from it with type-only imports).
 */
import type { z } from 'zod';
import type { countryListSchema, countrySchema, regionListSchema, regionSchema } from './geo.schema';

export type Country = z.infer<typeof countrySchema>;

export type Region = z.infer<typeof regionSchema>;

/** GET /api/country: every country, with its calling code. */
export type CountryList = z.infer<typeof countryListSchema>;

/** GET /api/regions?country=KH: the country's provinces/states. */
export type RegionList = z.infer<typeof regionListSchema>;

export const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/** The name of a country or region in the reader's language. */
export const placeName = (place: { name: string; nameKm: string }, locale: string): string => (locale === 'km' ? place.nameKm : place.name);

/** A country as a phone field's calling-code picker offers it (the shape of the design system's PhoneCodeOption). */
export interface CallingCodeOption {
  /** The country's ISO 3166-1 code. */
  value: string;
  /** With its plus, e.g. +855. */
  callingCode: string;
  /** The country's name in the reader's language. */
  label: string;
  /** The flag emoji. */
  flag: string;
}

/**
 * The calling-code picker's countries, named in the reader's language, in the order given: GET /api/country answers
 * them in the reader's alphabetical order already (x-locale), the same on the server and in the browser.
 */
export function callingCodeOptions(countries: readonly Country[], locale: string): CallingCodeOption[] {
  return countries.map((country) => ({ value: country.code, callingCode: country.callingCode, label: placeName(country, locale), flag: country.flag }));
}

/** Countries in the reader's alphabetical order, the provider's markets (Cambodia, Thailand) first. */
export function sortCountries<C extends Country>(countries: readonly C[], locale: string, first: readonly string[] = ['KH', 'TH']): C[] {
  const collator = new Intl.Collator(locale === 'km' ? 'km' : 'en');
  const rank = (code: string) => {
    const index = first.indexOf(code);
    return index === -1 ? first.length : index;
  };
  return [...countries].sort((a, b) => rank(a.code) - rank(b.code) || collator.compare(placeName(a, locale), placeName(b, locale)));
}

/**
 * A phone number in international form from the calling code chosen beside the field and what was typed:
 * a number typed with its own + is taken as it is; otherwise spaces and dashes go, the national trunk 0 goes
 * ("012 345 678" with +855 → +85512345678). Empty when nothing was typed.
 */
export function joinPhone(callingCode: string, typed: string): string {
  const number = typed.replace(/[\s().-]/g, '');
  if (!number) return '';
  if (number.startsWith('+')) return number;
  if (number.startsWith('00')) return `+${number.slice(2)}`;
  return `${callingCode.replace(/\s/g, '')}${number.replace(/^0+/, '')}`;
}

/**
 * A stored international number split for the field: the country whose calling code it starts with (the
 * longest match; `preferred` wins a tie, e.g. +1 is the US before Canada) and the rest. A number without a
 * known code keeps `preferred` and the whole number.
 */
export function splitPhone(phone: string, countries: readonly Pick<Country, 'code' | 'callingCode'>[], preferred: string): { country: string; number: string } {
  const value = phone.replace(/[\s-]/g, '');
  if (!value.startsWith('+')) return { country: preferred, number: phone };
  let best: { code: string; callingCode: string } | null = null;
  for (const country of countries) {
    if (!value.startsWith(country.callingCode) || value.length === country.callingCode.length) continue;
    const longer = !best || country.callingCode.length > best.callingCode.length;
    const tieToPreferred = best && country.callingCode.length === best.callingCode.length && country.code === preferred;
    if (longer || tieToPreferred) best = country;
  }
  return best ? { country: best.code, number: value.slice(best.callingCode.length) } : { country: preferred, number: phone };
}
