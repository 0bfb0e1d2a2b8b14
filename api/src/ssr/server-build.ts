import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * What the shell's server build (shell/dist/server/server.js, from shell/src/server/entry.ts) gives the api:
 * the contract between the two, restated here because the api never imports the shell's source.
 */
export interface RemoteLoadProblem {
  remote: string;
  version: string;
  exposed: string;
  reason: 'failed' | 'timeout';
  error?: string;
  fallbackVersion?: string;
}

export type PageAnswer =
  | { kind: 'page'; status: number; headers: Record<string, string>; html: string }
  | { kind: 'redirect'; location: string };

export interface Renderer {
  rendersOnServer(path: string): boolean;
  render(url: string): Promise<PageAnswer>;
}

export interface RendererOptions {
  origin: string;
  template: string;
  remoteBudgetMs?: number;
  onRemoteProblem?: (problem: RemoteLoadProblem) => void;
  onRenderError?: (error: unknown) => void;
}

interface ServerBuild {
  createRenderer(options: RendererOptions): Promise<Renderer>;
}

/** The shell's server build and its page template, or null when the front end is not built (the browser renders then). */
export function loadServerBuild(shellDist: string): { build: ServerBuild; template: string } | null {
  const entry = path.join(shellDist, 'server', 'server.js');
  const page = path.join(shellDist, 'index.html');
  if (!existsSync(entry) || !existsSync(page)) return null;
  const build = createRequire(__filename)(entry) as ServerBuild;
  return { build, template: readFileSync(page, 'utf8') };
}
