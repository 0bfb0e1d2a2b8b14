import { z } from 'zod';
import type { Endpoint, Typed } from './endpoint';

const defaultParams = (path: string): z.ZodType | undefined => {
  const names = [...path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1]!);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.string().min(1).max(200)]))) : undefined;
};

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
  /**
   * What the browser's declaration says of the answer instead of the schema's type, when it must be wider:
   * `declares: { response: typed<StorefrontConfig>() }` (keys the api always answers, optional for fixtures written
   * before them). The schema still validates and serialises the answer, and what it answers must be that type.
   */
  readonly declares?: { readonly response?: Typed<unknown> };
};

/** A definition's `declares.response` must take what its schema answers (the answer only widens). */
type Declared<D> = {
  readonly [K in keyof D]: D[K] extends { readonly declares: { readonly response: infer R }; readonly response: infer S extends z.ZodType }
    ? Typed<z.output<S>> extends R
      ? unknown
      : { readonly declares: { readonly response: 'a declared answer must take what its schema answers' } }
    : unknown;
};

/** A defined area's endpoints, bound: each with its schemas, its area (its OpenAPI tag), its name and its path parameters' schema. */
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
  definitions: D & Declared<D>,
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
