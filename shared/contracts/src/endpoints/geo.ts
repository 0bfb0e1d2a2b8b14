import { type Endpoints } from './endpoint';

export const geoEndpoints = {} as const satisfies Endpoints;
