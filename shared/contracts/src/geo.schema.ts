import { z } from 'zod';

export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2, e.g. KH. */
  code: z.string(),
  /** English name. */
  name: z.string(),
  /** Khmer name. */
  nameKm: z.string(),
  /** International calling code with its plus, e.g. +855 (North American numbers carry their area code: +1876). */
  callingCode: z.string(),
  /** The flag emoji (regional indicator letters of the code). */
  flag: z.string(),
  /** Whether GET /regions answers this country's provinces/states. */
  hasRegions: z.boolean(),
});

/** GET /api/country: every country, with its calling code. */
export const countryListSchema = z.object({ items: z.array(countrySchema) });

export const regionSchema = z.object({
  /** ISO 3166-2, e.g. KH-12 (Phnom Penh), TH-10 (Bangkok). */
  code: z.string(),
  name: z.string(),
  nameKm: z.string(),
});

/** GET /api/regions?country=KH: the country's provinces/states (an empty list for a country without any here). */
export const regionListSchema = z.object({ country: z.string(), items: z.array(regionSchema) });

export const regionQuerySchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country is invalid')
    .transform((code) => code.toUpperCase()),
});
