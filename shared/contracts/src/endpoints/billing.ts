import { type Endpoints } from './endpoint';

export const billingEndpoints = {} as const satisfies Endpoints;
