import { z } from 'zod';
import { staffCustomerRowSchema } from './staff-customers';
import { staffOrderRowSchema } from './staff-orders';

/** How many of each kind the console's one search box shows (the lists hold the rest). */
export const STAFF_SEARCH_LIMIT = 5;

/**
 * GET /api/admin/search?q= (issue 32 item 3): the console's one search box. It finds customers by name, email or
 * phone in any form, orders by their id (or its first 8 characters), invoice number or customer email, domains by
 * name (its start), and services by name (its start) or a server's IP address.
 */
export const staffSearchQuerySchema = z.object({ q: z.string().trim().min(2, 'Type at least 2 characters').max(254) }).strict();

const ownerSchema = z.object({ id: z.string(), email: z.string() });

export const staffSearchSchema = z.object({
  customers: z.array(staffCustomerRowSchema),
  /** Empty for a role that may not read orders. */
  orders: z.array(staffOrderRowSchema),
  domains: z.array(z.object({ id: z.string(), domain: z.string(), customer: ownerSchema, expiresAt: z.string() })),
  services: z.array(z.object({ id: z.string(), kind: z.string(), name: z.string(), status: z.string(), ip: z.string().nullable(), customer: ownerSchema })),
});
export type StaffSearch = z.infer<typeof staffSearchSchema>;
