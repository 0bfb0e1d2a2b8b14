import { z } from 'zod';

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  nameKm: z.string(),
  callingCode: z.string(),
  flag: z.string(),
  hasRegions: z.boolean(),
});

/** GET /api/country: every country, with its calling code. */
export const countryListSchema = z.object({ items: z.array(countrySchema) });

export const regionSchema = z.object({ code: z.string(), name: z.string(), nameKm: z.string() });

/** GET /api/regions?country=KH: the country's provinces/states (an empty list for a country without any here). */
export const regionListSchema = z.object({ country: z.string(), items: z.array(regionSchema) });

export const regionQuerySchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country is invalid')
    .transform((code) => code.toUpperCase()),
});
