import { type Endpoints } from './endpoint';

export const contactEndpoints = {} as const satisfies Endpoints;
