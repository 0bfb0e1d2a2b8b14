import { type Endpoints } from './endpoint';

export const supportEndpoints = {} as const satisfies Endpoints;
