import { trialSettingsAnswerSchema, trialSettingsUpdateSchema } from '../trial-settings';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { trialSettingsEndpoints } from './trial-settings';

const schemas = {
  getTrialSettings: { response: trialSettingsAnswerSchema },
  updateTrialSettings: { body: trialSettingsUpdateSchema, response: trialSettingsAnswerSchema },
} as const;

export const trialSettingsSchemas: BoundEndpoints<typeof trialSettingsEndpoints, typeof schemas> = bindSchemas('trialSettings', trialSettingsEndpoints, schemas);
