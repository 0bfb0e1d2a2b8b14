import { z } from 'zod';
import { MAINTENANCE_LIMITS, MAINTENANCE_PRODUCT_KEYS, type MaintenanceProduct } from './maintenance';
import { staffReasonSchema } from './staff-console.schema';

/**
 * Maintenance windows as the api validates them; ./maintenance.ts infers its types from these with type-only imports
 * (no zod in the browser).
 */

/** One window as the storefront sees it (GET /api/maintenance). */
export const maintenanceWindowSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  message: z.object({ en: z.string(), km: z.string() }),
  products: z.array(z.enum(MAINTENANCE_PRODUCT_KEYS as [MaintenanceProduct, ...MaintenanceProduct[]])),
});

/** GET /api/maintenance: the windows under way and those starting within MAINTENANCE_LIMITS.warnAheadHours. */
export const maintenanceStatusSchema = z.object({ current: z.array(maintenanceWindowSchema), upcoming: z.array(maintenanceWindowSchema) });

/** A window as staff see it: who scheduled it and whether it was cancelled. */
export const staffMaintenanceWindowSchema = maintenanceWindowSchema.extend({ createdBy: z.string(), createdAt: z.string(), cancelledAt: z.string().nullable() });
export const staffMaintenanceListSchema = z.object({ items: z.array(staffMaintenanceWindowSchema) });

const messageText = (language: string) =>
  z.string().trim().min(1, `The message in ${language} is required`).max(MAINTENANCE_LIMITS.messageMax, `The message must be at most ${MAINTENANCE_LIMITS.messageMax} characters`);

/** POST /api/admin/maintenance: schedule a window. */
export const maintenanceWindowCreateSchema = z
  .object({
    startsAt: z.string().datetime({ offset: true }),
    endsAt: z.string().datetime({ offset: true }),
    message: z.object({ en: messageText('English'), km: messageText('Khmer') }).strict(),
    products: z
      .array(z.enum(MAINTENANCE_PRODUCT_KEYS as [MaintenanceProduct, ...MaintenanceProduct[]]))
      .min(1, 'Choose the affected products')
      .transform((list) => [...new Set(list)]),
    reason: staffReasonSchema,
  })
  .strict()
  .refine((v) => Date.parse(v.endsAt) > Date.parse(v.startsAt), { message: 'The end must be after the start', path: ['endsAt'] })
  .refine((v) => Date.parse(v.endsAt) - Date.parse(v.startsAt) <= MAINTENANCE_LIMITS.maxHours * 3_600_000, {
    message: `A window lasts at most ${MAINTENANCE_LIMITS.maxHours} hours`,
    path: ['endsAt'],
  });
export type MaintenanceWindowCreate = z.infer<typeof maintenanceWindowCreateSchema>;

/** POST /api/admin/maintenance/{id}/cancel */
export const maintenanceCancelSchema = z.object({ reason: staffReasonSchema }).strict();
export const maintenanceParamsSchema = z.object({ id: z.string().uuid() });

