import type { z } from 'zod';
import type { activateTrialSchema, TrialConditions } from '../trial';
import { typed, type Endpoints } from './endpoint';

/** The free trial (spec §7 "User and account"): its two steps and their state, and activating it once. */
export const trialEndpoints = {
  getTrialConditions: { method: 'GET', path: '/api/users/trial/conditions', response: typed<TrialConditions>(), tags: ['Trial'] },
  activateTrial: { method: 'PUT', path: '/api/users/trial', body: typed<z.input<typeof activateTrialSchema>>(), response: typed<TrialConditions>(), tags: ['Trial', 'Voucher'] },
} as const satisfies Endpoints;
