import { type Endpoints } from './endpoint';

export const devEndpoints = {} as const satisfies Endpoints;
