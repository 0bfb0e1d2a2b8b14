import { activateTrialSchema, trialConditionsSchema } from '../trial';
import { defineEndpoints } from './endpoint.schema';

/**
 * The free trial (spec §7 "User and account"): its two steps and their state, and activating it once.
 * Said once here; the browser's `trialEndpoints` (./trial.ts) is generated from it.
 */
export const trialSchemas = defineEndpoints(
  { area: 'trial', declarations: 'trialEndpoints' },
  {
    getTrialConditions: { method: 'GET', path: '/api/users/trial/conditions', response: trialConditionsSchema, tags: ['Trial'] },
    activateTrial: { method: 'PUT', path: '/api/users/trial', body: activateTrialSchema, response: trialConditionsSchema, tags: ['Trial', 'Voucher'] },
  },
);
