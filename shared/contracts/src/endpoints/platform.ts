import { type Endpoints } from './endpoint';

export const platformEndpoints = {} as const satisfies Endpoints;
