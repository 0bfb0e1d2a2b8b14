import { advanceClockSchema, authCodeQuerySchema, authCodeSchema, clockSchema, mailboxQuerySchema, mailboxSchema } from '../dev-tools';
import { devEndpoints } from './dev';
import { bindSchemas } from './endpoint.schema';

export const devSchemas = bindSchemas('dev', devEndpoints, {
  listMailbox: { query: mailboxQuerySchema, response: mailboxSchema },
  getRegistryAuthCode: { query: authCodeQuerySchema, response: authCodeSchema },
  advanceClock: { body: advanceClockSchema, response: clockSchema },
});
