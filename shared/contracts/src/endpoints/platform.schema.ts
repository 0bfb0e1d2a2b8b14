import { storefrontConfigSchema, healthSchema } from '../config.schema';
import { remoteRegistrySchema } from '../remotes.schema';
import { bindSchemas } from './endpoint.schema';
import { platformEndpoints } from './platform';

export const platformSchemas = bindSchemas('platform', platformEndpoints, {
  getHealth: { response: healthSchema },
  getConfig: { response: storefrontConfigSchema },
  getRemoteRegistry: { response: remoteRegistrySchema },
});
