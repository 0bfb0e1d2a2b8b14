import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { API_SCHEMAS } from '@storefront/contracts';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * Endpoints as contracts (issue 12, item 1): the api serves exactly the endpoints declared in shared/contracts,
 * and its OpenAPI document is generated from those declarations (one operation per declaration, named after it).
 */
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `/api/x/:id` as OpenAPI writes it: `/api/x/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]\w*)/g, '{$1}');

const declared = Object.values(API_SCHEMAS).flatMap((area) =>
  Object.values(area).map((endpoint) => ({ operation: `${endpoint.method} ${openApiPath(endpoint.path)}`, name: endpoint.name, area: endpoint.area })),
);

describe('endpoints as contracts', () => {
  let t: TestApp;
  let served: { operation: string; operationId?: string; tags?: string[] }[];

  before(async () => {
    // Development mode, so the development routes are registered too (they are declared like the rest).
    t = await createTestApp({ devMailbox: true, production: false });
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Partial<Record<(typeof METHODS)[number], { operationId?: string; tags?: string[] }>>>;
    };
    served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/') || path === '/api')
      .flatMap(([path, item]) =>
        METHODS.filter((method) => item[method]).map((method) => ({ operation: `${method.toUpperCase()} ${path.replace(/\/$/, '')}`, ...item[method] })),
      );
  });
  after(() => t.close());

  it('every declared endpoint has a route', () => {
    const routes = new Set(served.map((route) => route.operation));
    expect(declared.filter((endpoint) => !routes.has(endpoint.operation)).map((endpoint) => `${endpoint.area}.${endpoint.name}: ${endpoint.operation}`)).toEqual([]);
  });

  it('every route under /api is declared', () => {
    const operations = new Set(declared.map((endpoint) => endpoint.operation));
    expect(served.filter((route) => !operations.has(route.operation)).map((route) => route.operation)).toEqual([]);
  });

  it('the OpenAPI document names each operation after its declaration and tags it with its area', () => {
    const byOperation = new Map(served.map((route) => [route.operation, route]));
    const mismatched = declared.filter((endpoint) => {
      const route = byOperation.get(endpoint.operation);
      return route && (route.operationId !== endpoint.name || route.tags?.[0] !== endpoint.area);
    });
    expect(mismatched.map((endpoint) => `${endpoint.area}.${endpoint.name}`)).toEqual([]);
  });

  it('endpoint names are unique across areas (the browser injects them into one api)', () => {
    const names = declared.map((endpoint) => endpoint.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
