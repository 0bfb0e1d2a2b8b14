import type { RemoteConfig, Locale } from '@storefront/contracts';
import type { ServerState } from '@storefront/platform';

/** The id of the JSON block a server-rendered page carries (a data block: no script runs, the CSP is untouched). */
export const SERVER_PAYLOAD_ID = 'storefront-ssr';

/**
 * What the browser needs to hydrate a server-rendered page exactly as the server rendered it
 * (docs/adr/0009-server-rendering.md): the same language, the same remote versions (the registry entries the
 * server used), the remote modules it rendered, and the data it rendered with.
 */
export interface ServerPayload {
  locale: Locale;
  registry: RemoteConfig[];
  /** `<remote>/<exposed>` of every remote module the server rendered. */
  modules: string[];
  /** Those of `modules` the browser hydrates on the reader's first interaction (not loaded before hydration). */
  deferred?: string[];
  state: ServerState;
}

/** JSON safe inside <script>: no `</script>`, no comment opener, no line separators JavaScript reads as ends of line. */
export function serializePayload(payload: ServerPayload): string {
  return JSON.stringify(payload).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The page's payload, or null when the page was not rendered on the server (or its payload is unreadable). */
export function readServerPayload(doc: Document = document): ServerPayload | null {
  const text = doc.getElementById(SERVER_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as ServerPayload;
    return Array.isArray(payload.registry) && Array.isArray(payload.modules) ? payload : null;
  } catch {
    return null;
  }
}
