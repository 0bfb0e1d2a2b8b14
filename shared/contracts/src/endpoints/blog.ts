import { type Endpoints } from './endpoint';

export const blogEndpoints = {} as const satisfies Endpoints;
