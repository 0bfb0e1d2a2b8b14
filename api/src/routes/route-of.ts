import type { z } from 'zod';
import type { Endpoint } from '@storefront/contracts';

/** A declaration of shared/contracts bound to its schemas (`<area>Routes.<name>` from an `endpoints/<area>.schema.ts`). */
interface BoundEndpoint {
  readonly method: Endpoint['method'];
  readonly path: Endpoint['path'];
  readonly area: string;
  readonly name: string;
  readonly params: z.ZodType | undefined;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly status?: 200 | 201 | 202 | 204;
}

/** What a route file adds to a declaration: its OpenAPI words. */
export interface RouteDocs {
  description?: string;
  /** Set for routes behind a session (`[{ session: [] }]`). */
  security?: { [name: string]: string[] }[];
}

type Status<E extends BoundEndpoint> = E['status'] extends number ? E['status'] : 200;

type RouteSchema<E extends BoundEndpoint> = {
  tags: string[];
  description?: string;
  security?: { [name: string]: string[] }[];
  params: E['params'];
  querystring: E extends { query: z.ZodType } ? E['query'] : undefined;
  body: E extends { body: z.ZodType } ? E['body'] : undefined;
  response: { [S in Status<E>]: E['response'] };
};

/**
 * The method, url and schema of a route, from its declaration: a route file writes
 * `app.route({ ...routeOf(cartRoutes.applyVoucher, { description }), preHandler, handler })` and never an api path;
 * the request and reply are typed from the schemas (fastify-type-provider-zod) and OpenAPI is generated from them.
 */
export function routeOf<E extends BoundEndpoint>(endpoint: E, docs: RouteDocs = {}) {
  const parts = { params: endpoint.params, querystring: endpoint.query, body: endpoint.body };
  const schema = {
    tags: [endpoint.area],
    operationId: endpoint.name,
    ...docs,
    ...Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)),
    response: { [endpoint.status ?? 200]: endpoint.response },
  } as unknown as RouteSchema<E>;
  return { method: endpoint.method, url: endpoint.path, schema };
}
