import { trialSettingsAnswerSchema, trialSettingsUpdateSchema } from '../trial-settings';
import { defineEndpoints } from './endpoint.schema';

/**
 * Staff: the free trial's length and the products offering one (issue 17 item 9), changes audited. Tag `TrialSettings`.
 * Said once here; the browser's `trialSettingsEndpoints` (./trial-settings.ts) is generated from it.
 */
export const trialSettingsSchemas = defineEndpoints(
  { area: 'trialSettings', declarations: 'trialSettingsEndpoints' },
  {
    getTrialSettings: { method: 'GET', capability: 'trial.read', path: '/api/admin/trial-settings', response: trialSettingsAnswerSchema, tags: ['TrialSettings'] },
    updateTrialSettings: { method: 'PUT', capability: 'trial.write', path: '/api/admin/trial-settings', body: trialSettingsUpdateSchema, response: trialSettingsAnswerSchema, tags: ['TrialSettings', 'StaffAudit'] },
  },
);
