import { type Endpoints } from './endpoint';

export const accountEndpoints = {} as const satisfies Endpoints;
