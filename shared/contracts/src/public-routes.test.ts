import { canonicalPath, fillRoutePath, isUnderPrefix, PUBLIC_ROUTES, ROUTE_ALIASES, UNLISTED_ROUTES, type PublicRoute } from './public-routes';
import { findOwner, REMOTE_NAMES, REMOTES } from './remotes';

const registry = REMOTE_NAMES.map((name) => ({ name, routes: REMOTES[name].routes }));
const routes: readonly PublicRoute[] = PUBLIC_ROUTES;

describe('the public routes', () => {
  it.each(routes.map((route) => [route.path, route.owner] as const))('%s belongs to %s: a remote by its prefixes, the shell by no remote claiming it', (path, owner) => {
    const remote = findOwner(registry, path)?.name ?? 'shell';
    expect(remote).toBe(owner);
  });

  it('are said once, locale-less, with a priority from 0 to 1', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routes) {
      expect(route.path).toMatch(/^\/([a-z0-9-]+|\{[a-zA-Z]+\})?(\/([a-z0-9-]+|\{[a-zA-Z]+\}))*$/);
      expect(route.path === '/km' || route.path.startsWith('/km/')).toBe(false);
      expect(route.priority).toBeGreaterThanOrEqual(0);
      expect(route.priority).toBeLessThanOrEqual(1);
      expect({ path: route.path, lastmod: route.lastmod }).toEqual({ path: route.path, lastmod: route.lastmod === undefined ? undefined : expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    }
  });

  it('home is first and highest; legal pages are low; product pages high', () => {
    expect(routes[0]).toMatchObject({ path: '/', priority: 1 });
    const priority = (path: string) => routes.find((route) => route.path === path)!.priority;
    for (const path of ['/domain', '/hosting/shared', '/hosting/cloud', '/hosting/wordpress', '/cloud', '/ssl']) expect(priority(path)).toBeGreaterThanOrEqual(0.9);
    for (const path of ['/term-and-conditions', '/privacy-policy', '/refund-policy', '/service-level-agreement']) expect(priority(path)).toBeLessThanOrEqual(0.3);
  });

  it('include none of the unlisted pages (auth, checkout, payment, top-up, notification, account, status, dev)', () => {
    for (const route of routes) {
      for (const unlisted of UNLISTED_ROUTES) expect([route.path, isUnderPrefix(route.path, unlisted.prefix)]).toEqual([route.path, false]);
    }
    const prefixes = UNLISTED_ROUTES.map((unlisted) => unlisted.prefix);
    for (const spec of ['/checkout-basket', '/payment', '/top-up', '/notification', '/forgot-password', '/reset-password', '/account']) expect(prefixes).toContain(spec);
  });

  it('name /term-and-conditions canonical for /tos', () => {
    expect(canonicalPath('/tos')).toBe('/term-and-conditions');
    expect(canonicalPath('/ssl')).toBe('/ssl');
    for (const target of Object.values(ROUTE_ALIASES)) expect(routes.map((route) => route.path)).toContain(target);
  });

  it('fills a pattern with one encoded segment per parameter', () => {
    expect(fillRoutePath('/domain/tld/{tld}', { tld: 'com.kh' })).toBe('/domain/tld/com.kh');
    expect(fillRoutePath('/ssl/{key}', { key: 'a/b?c' })).toBe('/ssl/a%2Fb%3Fc');
    expect(() => fillRoutePath('/ssl/{key}', {})).toThrow(/\{key\}/);
  });

  it('prefixes match whole segments', () => {
    expect(isUnderPrefix('/payment/success', '/payment')).toBe(true);
    expect(isUnderPrefix('/payments', '/payment')).toBe(false);
  });
});
