import { z } from 'zod';
import { staffUserSchema } from './staff';
import { staffListPagingShape, staffPageOf } from './staff-lists';

/**
 * GET /api/admin/customers (issue 18 item 8, issue 32 item 2): every account newest first, or those whose email,
 * name or phone (in any form: 012 345 678, +855 12 345 678) holds `q`; by state, the country of their default
 * billing contact, and the least balance they hold; a page at a time (the list's keyset paging).
 */
export const staffCustomersQuerySchema = z
  .object({
    q: z.string().trim().min(2, 'Type at least 2 characters').max(254).optional(),
    status: z.enum(['active', 'banned']).optional(),
    /** ISO 3166-1 alpha-2, of the default billing contact. */
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'A country is its two-letter code')
      .transform((code) => code.toUpperCase())
      .optional(),
    /** Cents: customers whose balance is at least this. */
    minBalance: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
    ...staffListPagingShape,
  })
  .strict();
export type StaffCustomersQuery = z.input<typeof staffCustomersQuerySchema>;
export type StaffCustomersAsk = z.output<typeof staffCustomersQuerySchema>;

/** One account in the console's list: who, since when, their balance (cents) and their billing country. */
export const staffCustomerRowSchema = staffUserSchema.extend({ createdAt: z.string(), balance: z.number().int(), country: z.string().nullable() });
export type StaffCustomerRow = z.infer<typeof staffCustomerRowSchema>;
export const staffCustomersPageSchema = staffPageOf(staffCustomerRowSchema);
export type StaffCustomersPage = z.infer<typeof staffCustomersPageSchema>;
