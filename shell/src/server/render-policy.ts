import { UNLISTED_ROUTES, isUnderPrefix } from '@storefront/contracts';

/**
 * Pages of a person (account, checkout, payments, top-up, notifications), pages behind a token and search
 * results: the server sends the shell's page and the browser renders them, so no customer's data is ever in
 * HTML that could be cached or shown to another (docs/adr/0009-server-rendering.md). Everything else — the
 * public pages, the status pages, unknown paths (redirected home) — is rendered on the server.
 */
export function rendersOnServer(path: string): boolean {
  return !UNLISTED_ROUTES.some((route) => route.disallow && isUnderPrefix(path, route.prefix));
}
