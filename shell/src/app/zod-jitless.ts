/**
 * Tells every copy of zod on the page (the shell's and each remote's: zod is not shared over federation) not to
 * compile its parsers with `new Function`. The storefront's CSP has no 'unsafe-eval', so zod's probe for it is
 * refused and the browser reports a CSP violation on every page that parses with zod. zod keeps its
 * configuration on `globalThis.__zod_globalConfig`, shared by all copies and kept when already set; this runs
 * first in main.ts, before any of them loads. Done without importing zod, which most pages do not load.
 */
export const ZOD_CONFIG_KEY = '__zod_globalConfig';

export function configureZodWithoutEval(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
  const current = scope[ZOD_CONFIG_KEY];
  scope[ZOD_CONFIG_KEY] = { ...(typeof current === 'object' && current !== null ? current : {}), jitless: true };
}
