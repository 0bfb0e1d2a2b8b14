import { advanceClockSchema, authCodeQuerySchema, authCodeSchema, clockSchema, mailboxQuerySchema, mailboxSchema } from '../dev-tools';
import { devEndpoints } from './dev';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';

const schemas = {
  listMailbox: { query: mailboxQuerySchema, response: mailboxSchema },
  getRegistryAuthCode: { query: authCodeQuerySchema, response: authCodeSchema },
  advanceClock: { body: advanceClockSchema, response: clockSchema },
} as const;

export const devSchemas: BoundEndpoints<typeof devEndpoints, typeof schemas> = bindSchemas('dev', devEndpoints, schemas);
