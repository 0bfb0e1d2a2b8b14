import { z } from 'zod';

/**
 * Reminders (spec §7 GET /users/reminders, §2 reminders popup): services not set to renew that end within the
 * auto-renew window or are suspended, domains ending within it, and unpaid invoices — each with where to renew
 * or pay. The popup shows them after sign-in, once a day, dismissible.
 */
export const REMINDER_KINDS = ['renewal', 'invoice'] as const;

export const reminderSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  id: z.string(),
  /** What it is: the product and its name, or the invoice number. */
  title: z.string(),
  /** When it renews or ends (renewal), or when it was issued (invoice). */
  date: z.string(),
  /** The renewal price before VAT, or the invoice total (cents). */
  amount: z.number().int(),
  /** Where to act, a storefront path without locale: the service, the domains, or /online-payment. */
  path: z.string(),
  /** A renewal that already failed: the service is suspended. */
  urgent: z.boolean(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const remindersSchema = z.object({ items: z.array(reminderSchema) });
export type Reminders = z.infer<typeof remindersSchema>;

/** The popup's memory of a dismissal: one per customer and day (localStorage). */
export const REMINDERS_DISMISSED_KEY = 'storefront:reminders-dismissed';
