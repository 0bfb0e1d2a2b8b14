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

/**
 * One endpoint said once, with its schemas: what a declaration says (method, path, tags, kind, capability) and the
 * zod schemas of its params, query, body and answer. The browser's declarations of an area defined this way are
 * generated from it (`npm run contracts:declarations` writes `<area>.ts` beside `<area>.schema.ts`), so a new
 * endpoint is one entry here and its types are the schemas' own.
 */
export type Definition = Omit<Endpoint, 'query' | 'body' | 'response'> & {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** The status of a success (200 unless said). */
  readonly status?: 200 | 201 | 202 | 204;
};

/** A defined area's endpoints, bound as `bindSchemas` binds a declared one. */
export type DefinedEndpoints<D extends Readonly<Record<string, Definition>>> = {
  readonly [K in keyof D]: Omit<D[K], 'params'> & { readonly area: string; readonly name: string; readonly params: D[K] extends { params: infer P } ? P : z.ZodType | undefined };
};

/** Where the generator finds a defined area and what it names the browser's declarations. */
export interface DefinedArea {
  readonly area: string;
  /** The export name of the generated declarations (`cloudServerEndpoints`). */
  readonly declarations: string;
  readonly definitions: Readonly<Record<string, Definition>>;
  /** The declarations of the areas included (`...notificationEndpoints`): modules of their own, so a page that reads only them bundles only them. */
  readonly includes: readonly string[];
}

/** The mark a defined area carries (not enumerable: the endpoints stay the object's only entries). */
export const DEFINED_AREA: unique symbol = Symbol.for('storefront.contracts.definedArea') as never;

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/**
 * Defines an area's endpoints with their schemas (see `Definition`), and the defined areas it includes (declared in
 * modules of their own, e.g. the notifications the header reads on every page). Returns them bound, for the api's
 * routes and OpenAPI, marked for the generator of the browser's declarations.
 */
export function defineEndpoints<const D extends Readonly<Record<string, Definition>>, const I extends readonly object[] = []>(
  names: { area: string; declarations: string },
  definitions: D,
  ...included: I
): DefinedEndpoints<D> & Intersection<I[number]> {
  const bound = Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [name, { ...definition, params: definition.params ?? defaultParams(definition.path), area: names.area, name }]),
  );
  const includes = included.map((part) => {
    const area = definedAreaOf(part);
    if (!area) throw new Error(`${names.declarations}: only a defined area can be included`);
    return area.declarations;
  });
  const all = Object.assign(bound, ...included);
  const area: DefinedArea = { area: names.area, declarations: names.declarations, definitions, includes };
  Object.defineProperty(all, DEFINED_AREA, { value: area, enumerable: false });
  return all as DefinedEndpoints<D> & Intersection<I[number]>;
}

/** The defined area an export carries, if it is one. */
export const definedAreaOf = (value: unknown): DefinedArea | undefined =>
  typeof value === 'object' && value !== null ? ((value as Record<symbol, unknown>)[DEFINED_AREA] as DefinedArea | undefined) : undefined;
