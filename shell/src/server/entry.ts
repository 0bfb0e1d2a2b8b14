/**
 * The storefront's server renderer (docs/adr/0009-server-rendering.md), built by the shell as
 * dist/server/server.js and required by the api. It is the federation host of the server: the remotes' server
 * builds are found through the same runtime registry the browser reads. Public pages only: see render-policy.ts.
 *
 * The renderer is imported here, not at the top: the federation runtime provides the shared singletons
 * (React, the platform) asynchronously, so the code that uses them loads after.
 */
import type { Renderer, RendererOptions } from '@storefront/contracts';

export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { createRenderer: create } = await import('./renderer');
  return create(options);
}
