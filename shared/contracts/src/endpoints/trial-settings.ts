import type { z } from 'zod';
import type { TrialSettingsAnswer, trialSettingsUpdateSchema } from '../trial-settings';
import { typed, type Endpoints } from './endpoint';

/** Staff: the free trial's length and the products offering one (issue 17 item 9), changes audited. Tag `TrialSettings`. */
export const trialSettingsEndpoints = {
  getTrialSettings: { method: 'GET', capability: 'trial.read', path: '/api/admin/trial-settings', response: typed<TrialSettingsAnswer>(), tags: ['TrialSettings'] },
  updateTrialSettings: { method: 'PUT', capability: 'trial.write', path: '/api/admin/trial-settings', body: typed<z.input<typeof trialSettingsUpdateSchema>>(), response: typed<TrialSettingsAnswer>(), tags: ['TrialSettings', 'StaffAudit'] },
} as const satisfies Endpoints;
