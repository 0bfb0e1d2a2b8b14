import { type Endpoints } from './endpoint';

export const domainsEndpoints = {} as const satisfies Endpoints;
