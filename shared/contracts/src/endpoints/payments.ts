import { type Endpoints } from './endpoint';

export const paymentsEndpoints = {} as const satisfies Endpoints;
