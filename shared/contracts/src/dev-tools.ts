import { z } from 'zod';
import { domainNameSchema } from './validation.schema';

/**
 * The development routes' shapes (never served in production): the mailbox of the outbox's messages, the
 * sandbox registry's auth codes and the adjustable clock.
 */

/** GET /api/dev/mailbox?to= */
export const mailboxQuerySchema = z.object({ to: z.string().trim().min(3).max(254) });

export const mailboxSchema = z.array(
  z.object({ id: z.string(), to: z.string(), template: z.string(), subject: z.string(), text: z.string(), createdAt: z.string(), sentAt: z.string().nullable() }),
);
export type MailboxMessage = z.infer<typeof mailboxSchema>[number];

/** GET /api/dev/registry/auth-code?domain= */
export const authCodeQuerySchema = z.object({ domain: domainNameSchema });
export const authCodeSchema = z.object({ domain: z.string(), authCode: z.string() });

/** POST /api/dev/clock */
export const advanceClockSchema = z.object({ days: z.number().int().min(1).max(3650) });
export const clockSchema = z.object({ now: z.string() });
