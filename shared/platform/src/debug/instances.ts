/**
 * Counts how many times each platform singleton was created in this page. Shared over federation as a
 * singleton module, shared/platform must be evaluated once: the e2e suite reads these counters to prove
 * one store, one bus and one i18n instance across the shell and every remote.
 */
export type InstanceKind = 'platform' | 'store' | 'bus' | 'i18n' | 'query';

interface StorefrontDebug {
  instances: Record<InstanceKind, number>;
}

declare global {
  var __STOREFRONT__: StorefrontDebug | undefined;
}

export function countInstance(kind: InstanceKind): void {
  const debug = (globalThis.__STOREFRONT__ ??= {
    instances: { platform: 0, store: 0, bus: 0, i18n: 0, query: 0 },
  });
  debug.instances[kind] += 1;
}
