import { storefrontConfigSchema, healthSchema } from '../config.schema';
import { remoteRegistrySchema } from '../remotes.schema';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { platformEndpoints } from './platform';

const schemas = {
  getHealth: { response: healthSchema },
  getConfig: { response: storefrontConfigSchema },
  getRemoteRegistry: { response: remoteRegistrySchema },
} as const;

export const platformSchemas: BoundEndpoints<typeof platformEndpoints, typeof schemas> = bindSchemas('platform', platformEndpoints, schemas);
