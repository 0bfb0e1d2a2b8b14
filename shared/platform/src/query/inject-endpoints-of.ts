import type { Api, MutationDefinition, QueryDefinition, coreModuleName } from '@reduxjs/toolkit/query';
import type { reactHooksModuleName } from '@reduxjs/toolkit/query/react';
import { isQuery, requestOf, type ArgsOf, type Endpoint, type Endpoints, type ResponseOf } from '@storefront/contracts';
import type { axiosBaseQuery } from '@storefront/platform';
import { platformApi } from './platform-api';

type BaseQuery = typeof axiosBaseQuery;

type IsQuery<E extends Endpoint> = E extends { kind: 'query' } ? true : E extends { kind: 'mutation' } ? false : E extends { method: 'GET' } ? true : false;

/** The RTK Query definitions of declared endpoints: a query or a mutation each, typed by its declaration. */
export type DefinitionsOf<D extends Endpoints> = {
  [K in keyof D]: IsQuery<D[K]> extends true
    ? QueryDefinition<ArgsOf<D[K]>, BaseQuery, string, ResponseOf<D[K]>, 'api'>
    : MutationDefinition<ArgsOf<D[K]>, BaseQuery, string, ResponseOf<D[K]>, 'api'>;
};

/** The one api with the endpoints of `D`: `useGetCartQuery`, `useApplyVoucherMutation`, `endpoints.x.initiate`… */
export type DeclaredApi<D extends Endpoints> = Api<BaseQuery, DefinitionsOf<D>, 'api', string, typeof coreModuleName | typeof reactHooksModuleName>;

/** What is injected already, by name: a second injection of the same declaration adds nothing. */
const injected = new Map<string, Endpoint>();

const sameDeclaration = (a: Endpoint, b: Endpoint) => a.method === b.method && a.path === b.path && String(a.tags ?? []) === String(b.tags ?? []) && isQuery(a) === isQuery(b);

/**
 * Generates the RTK Query endpoints of an area's declarations (shared/contracts `endpoints/<area>.ts`) into the
 * one api of the page and answers it, typed with their hooks. A GET is a query cached under the declaration's
 * tags; anything else a mutation invalidating them. The tag types are added here, by the remote injecting
 * them, never listed in the platform.
 *
 * Two remotes that use the same endpoint share one cache entry: the second injection of an identical
 * declaration is a no-op, while a different declaration under a known name throws (RTK's
 * `overrideExisting: 'throw'` for the rest) — a remote built against other contracts then fails to load and
 * the shell shows its fallback, rather than two teams silently reading different shapes.
 */
export function injectEndpointsOf<const D extends Endpoints>(declarations: D): DeclaredApi<D> {
  const fresh = Object.entries(declarations).filter(([name, endpoint]) => {
    const known = injected.get(name);
    if (!known) return true;
    if (!sameDeclaration(known, endpoint)) {
      throw new Error(
        `The endpoint "${name}" is already injected as ${known.method} ${known.path}; this remote declares it as ${endpoint.method} ${endpoint.path}. Rebuild it against the @storefront/contracts the page runs.`,
      );
    }
    return false;
  });
  if (fresh.length) {
    for (const [name, endpoint] of fresh) injected.set(name, endpoint);
    const tags = [...new Set(fresh.flatMap(([, endpoint]) => endpoint.tags ?? []))];
    platformApi.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
      overrideExisting: 'throw',
      endpoints: (build) =>
        Object.fromEntries(
          fresh.map(([name, endpoint]) => {
            const query = (args: unknown) => requestOf(endpoint, args as never);
            const endpointTags = [...(endpoint.tags ?? [])] as never[];
            return [name, isQuery(endpoint) ? build.query({ query, providesTags: endpointTags }) : build.mutation({ query, invalidatesTags: endpointTags })];
          }),
        ),
    });
  }
  return platformApi as unknown as DeclaredApi<D>;
}
