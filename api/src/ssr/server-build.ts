import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServerRenderingBuild } from '@storefront/contracts';

/** The shell's server build and its page template, or null when the front end is not built (the browser renders then). */
export function loadServerBuild(shellDist: string): { build: ServerRenderingBuild; template: string } | null {
  const entry = path.join(shellDist, 'server', 'server.js');
  const page = path.join(shellDist, 'index.html');
  if (!existsSync(entry) || !existsSync(page)) return null;
  const build = createRequire(__filename)(entry) as ServerRenderingBuild;
  return { build, template: readFileSync(page, 'utf8') };
}
