import { z } from 'zod';
import type { BodyOf, Endpoint, Endpoints, QueryOf, ResponseOf } from './endpoint';

/**
 * The server's side of a declaration: the zod schemas the api validates with (and OpenAPI is generated from).
 * Only the api imports these; the browser reads the declarations, which carry types only.
 */
export type SchemasFor<E extends Endpoint> = {
  /** Path parameters; by default each `:name` of the path is a non-empty string. */
  params?: z.ZodType;
  response: z.ZodType<ResponseOf<E>, unknown>;
  /** The status of a success (200 unless said). */
  status?: 200 | 201 | 202 | 204;
} & (E extends { query: unknown } ? { query: z.ZodType<unknown, QueryOf<E>> } : { query?: never }) &
  (E extends { body: unknown } ? { body: z.ZodType<unknown, BodyOf<E>> } : { body?: never });

/** A declaration bound to its schemas, with the area (its OpenAPI tag) and its name. */
export type Bound<E extends Endpoint, S> = Omit<E, 'query' | 'body' | 'response'> & S & { readonly area: string; readonly name: string; readonly params: z.ZodType | undefined };

export type BoundEndpoints<D extends Endpoints, S> = { readonly [K in keyof D]: Bound<D[K], K extends keyof S ? S[K] : never> };

const defaultParams = (path: string): z.ZodType | undefined => {
  const names = [...path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1]!);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.string().min(1).max(200)]))) : undefined;
};

/**
 * Binds each declaration of an area to its schemas. Every declared endpoint must have them (the type says so)
 * and a schema whose types differ from its declaration does not compile.
 */
export function bindSchemas<const D extends Endpoints, const S extends { [K in keyof D]: SchemasFor<D[K]> }>(
  area: string,
  declarations: D,
  schemas: S & Record<Exclude<keyof S, keyof D>, never>,
): BoundEndpoints<D, S> {
  return Object.fromEntries(
    Object.entries(declarations).map(([name, endpoint]) => {
      const bound = schemas[name as keyof D] as SchemasFor<Endpoint>;
      return [name, { ...endpoint, ...bound, params: bound.params ?? defaultParams(endpoint.path), area, name }];
    }),
  ) as unknown as BoundEndpoints<D, S>;
}
