/**
 * Endpoints as contracts (ADR 0008): each endpoint the browser or a partner calls is declared once, here, by
 * area — method, path with its `:params`, the types of its query, body and answer, and its cache tags. The
 * declarations carry types only (`typed<T>()`, as ts-rest's `c.type`), so the browser bundles a few bytes per
 * endpoint and no zod. Each area is said once, with its zod schemas, in `<area>.schema.ts` (`defineEndpoints`,
 * ADR 0012); its `<area>.ts` is generated from it, and the api registers its routes from the same definitions.
 */

import type { StaffCapability } from '../staff-capabilities';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

declare const carried: unique symbol;

/** A type carried by a declaration without a value. */
export interface Typed<T> {
  readonly [carried]?: T;
}

/** Marks the type of a query, body or answer in a declaration: `response: typed<Cart>()` (no value at run time). */
export const typed = <T>(): Typed<T> => ({});

export interface Endpoint {
  readonly method: HttpMethod;
  /** The full path, `:name` for each path parameter: `/api/user/invoices/:id`. */
  readonly path: `/api/${string}` | '/api';
  /**
   * Cache tags: the answer of a query is cached under them; a mutation invalidates them (so every page and
   * remote reading a tag refetches). A remote adds the tag types of the declarations it injects.
   */
  readonly tags?: readonly string[];
  /** How the browser calls it: a GET is a query, anything else a mutation, unless said here. */
  readonly kind?: 'query' | 'mutation';
  readonly query?: Typed<unknown>;
  readonly body?: Typed<unknown>;
  readonly response: Typed<unknown>;
  /**
   * A staff endpoint's (path under STAFF_API_PREFIX) one capability: the api's admin guard refuses a caller whose role
   * lacks it with 403 FORBIDDEN, and api/test/staff-capabilities.test.ts fails on a staff declaration without one.
   */
  readonly capability?: StaffCapability;
}

/** The endpoints of one area, by name (names are unique across all areas: see `ENDPOINT_AREAS`). */
export type Endpoints = Readonly<Record<string, Endpoint>>;

/** The type a `typed<T>()` carries: `Carried<Typed<Cart>>` is `Cart`. */
export type Carried<T> = T extends Typed<infer U> ? U : never;

type ParamNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of an endpoint, from its path: `/api/x/:id` → `{ id: string | number }`. */
export type ParamsOf<E extends Endpoint> = [ParamNames<E['path']>] extends [never] ? never : { [K in ParamNames<E['path']>]: string | number };
export type QueryOf<E extends Endpoint> = E extends { query: infer Q } ? Carried<Q> : never;
export type BodyOf<E extends Endpoint> = E extends { body: infer B } ? Carried<B> : never;
export type ResponseOf<E extends Endpoint> = Carried<E['response']>;

type Part<Key extends string, T> = [T] extends [never] ? unknown : { [K in Key]: T };

/** What a caller passes: `{ params?, query?, body? }` as the endpoint takes them, `void` when it takes nothing. */
export type ArgsOf<E extends Endpoint> = [ParamsOf<E>, QueryOf<E>, BodyOf<E>] extends [never, never, never]
  ? void
  : Part<'params', ParamsOf<E>> & Part<'query', QueryOf<E>> & Part<'body', BodyOf<E>>;

/** Whether the browser calls an endpoint as a query (cached) or a mutation. */
export const isQuery = (endpoint: Endpoint): boolean => (endpoint.kind ?? (endpoint.method === 'GET' ? 'query' : 'mutation')) === 'query';

/** The path with its parameters filled in (each encoded): `pathOf(e, { id: 7 })` → `/api/x/7`. */
export function pathOf(endpoint: Endpoint, params?: Readonly<Record<string, string | number>>): string {
  return endpoint.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: the path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

/** An HTTP request for an endpoint and a caller's arguments (the one client and RTK Query both use it). */
export interface EndpointRequest {
  method: HttpMethod;
  url: string;
  params?: unknown;
  data?: unknown;
}

export function requestOf(endpoint: Endpoint, args?: { params?: Record<string, string | number>; query?: unknown; body?: unknown } | void): EndpointRequest {
  const { params, query, body } = args ?? {};
  return { method: endpoint.method, url: pathOf(endpoint, params), params: query, data: body };
}
