import { API_SCHEMAS, STAFF_API_PREFIX, type StaffCapability } from '@storefront/contracts';

const key = (method: string, path: string) => `${method} ${path}`;

/** Each declared staff route's capability, by method and path (from its declaration in shared/contracts). */
const CAPABILITIES: ReadonlyMap<string, StaffCapability> = new Map(
  Object.values(API_SCHEMAS)
    .flatMap((area) => Object.values(area) as { method: string; path: string; capability?: StaffCapability }[])
    .filter((endpoint) => endpoint.path.startsWith(STAFF_API_PREFIX) && endpoint.capability !== undefined)
    .map((endpoint) => [key(endpoint.method, endpoint.path), endpoint.capability!]),
);

/** The capability a staff route needs, or undefined when it declares none (the guard then refuses everyone). */
export function capabilityOf(method: string, path: string): StaffCapability | undefined {
  return CAPABILITIES.get(key(method === 'HEAD' ? 'GET' : method, path));
}
