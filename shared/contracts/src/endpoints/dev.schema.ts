import { advanceClockSchema, authCodeQuerySchema, authCodeSchema, clockSchema, mailboxQuerySchema, mailboxSchema } from '../dev-tools';
import { defineEndpoints } from './endpoint.schema';

/**
 * Development only (never served in production, and then only to this machine): the mailbox of what the
 * storefront "sent", the sandbox registry's auth codes and the domain clock.
 * Said once here; the browser's `devEndpoints` (./dev.ts) is generated from it.
 */
export const devSchemas = defineEndpoints(
  { area: 'dev', declarations: 'devEndpoints' },
  {
    listMailbox: { method: 'GET', path: '/api/dev/mailbox', query: mailboxQuerySchema, response: mailboxSchema, tags: ['Mailbox'] },
    getRegistryAuthCode: { method: 'GET', path: '/api/dev/registry/auth-code', query: authCodeQuerySchema, response: authCodeSchema },
    advanceClock: { method: 'POST', path: '/api/dev/clock', body: advanceClockSchema, response: clockSchema },
  },
);
