import { storefrontConfigSchema, healthSchema } from '../config.schema';
import { z } from 'zod';
import { remoteRegistrySchema, remoteReportSchema } from '../remotes.schema';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { platformEndpoints } from './platform';

const schemas = {
  getHealth: { response: healthSchema },
  getConfig: { response: storefrontConfigSchema },
  getRemoteRegistry: { response: remoteRegistrySchema },
  reportRemotes: { body: remoteReportSchema, response: z.null(), status: 204 },
} as const;

export const platformSchemas: BoundEndpoints<typeof platformEndpoints, typeof schemas> = bindSchemas('platform', platformEndpoints, schemas);
