import { type Endpoints } from './endpoint';

export const eventsEndpoints = {} as const satisfies Endpoints;
