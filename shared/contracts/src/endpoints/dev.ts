import type { z } from 'zod';
import type { advanceClockSchema, authCodeQuerySchema, clockSchema, authCodeSchema, MailboxMessage, mailboxQuerySchema } from '../dev-tools';
import { typed, type Endpoints } from './endpoint';

/**
 * Development only (never served in production, and then only to this machine): the mailbox of what the
 * storefront "sent", the sandbox registry's auth codes and the domain clock.
 */
export const devEndpoints = {
  listMailbox: { method: 'GET', path: '/api/dev/mailbox', query: typed<z.input<typeof mailboxQuerySchema>>(), response: typed<MailboxMessage[]>(), tags: ['Mailbox'] },
  getRegistryAuthCode: { method: 'GET', path: '/api/dev/registry/auth-code', query: typed<z.input<typeof authCodeQuerySchema>>(), response: typed<z.infer<typeof authCodeSchema>>() },
  advanceClock: { method: 'POST', path: '/api/dev/clock', body: typed<z.input<typeof advanceClockSchema>>(), response: typed<z.infer<typeof clockSchema>>() },
} as const satisfies Endpoints;
