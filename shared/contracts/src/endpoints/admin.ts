import { type Endpoints } from './endpoint';

export const adminEndpoints = {} as const satisfies Endpoints;
