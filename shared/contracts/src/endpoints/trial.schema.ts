import { activateTrialSchema, trialConditionsSchema } from '../trial';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { trialEndpoints } from './trial';

const schemas = {
  getTrialConditions: { response: trialConditionsSchema },
  activateTrial: { body: activateTrialSchema, response: trialConditionsSchema },
} as const;

export const trialSchemas: BoundEndpoints<typeof trialEndpoints, typeof schemas> = bindSchemas('trial', trialEndpoints, schemas);
