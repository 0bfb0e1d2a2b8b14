import { type Endpoints } from './endpoint';

export const catalogueEndpoints = {} as const satisfies Endpoints;
