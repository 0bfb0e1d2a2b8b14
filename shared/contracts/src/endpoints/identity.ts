import { type Endpoints } from './endpoint';

export const identityEndpoints = {} as const satisfies Endpoints;
