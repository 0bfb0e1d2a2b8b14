/**
 * The contract between the api and the shell's server build (shell/dist/server/server.js, from
 * shell/src/server/entry.ts): the api requires the build and renders pages through it
 * (docs/adr/0009-server-rendering.md). Types only.
 */
import type { RemoteConfig } from './remotes.schema';

/** A remote whose server build did not load in time or failed: logged with its name and version. */
export interface RemoteLoadProblem {
  remote: string;
  version: string;
  exposed: string;
  reason: 'failed' | 'timeout';
  error?: string;
  /** The version rendered instead, when an earlier one had loaded. */
  fallbackVersion?: string;
}

/** A rendered page with its status and headers, or where the page sends the visitor. */
export type PageAnswer =
  | {
      kind: 'page';
      status: number;
      headers: Record<string, string>;
      html: string;
      /**
       * The parts (`remote/exposed`) left to the browser because their server build was not loaded in time or
       * failed: such a page is not kept or shared by caches, so the next request renders it whole.
       */
      inBrowser?: string[];
    }
  | { kind: 'redirect'; location: string };

export interface RendererOptions {
  /** The api's own origin (http://127.0.0.1:<port>): the pages' reads and the remotes' files come from it. */
  origin: string;
  /** The shell's built index.html. */
  template: string;
  /** How long a page waits for a remote's server build before rendering without it (ms). */
  remoteBudgetMs?: number;
  onRemoteProblem?: (problem: RemoteLoadProblem) => void;
  onRenderError?: (error: unknown) => void;
}

export interface Renderer {
  /** Whether the server renders this path (else the browser renders it from the shell's page). */
  rendersOnServer(path: string): boolean;
  /**
   * The page for a path and query, or a redirect; rejects when the page cannot be rendered (the shell's page then).
   * `registry`: the registry as the visitor gets it (canary, preview: ADR 0010); read from the api when absent.
   */
  render(url: string, context?: { registry?: RemoteConfig[] }): Promise<PageAnswer>;
}

/** What the shell's server build exports. */
export interface ServerRenderingBuild {
  createRenderer(options: RendererOptions): Promise<Renderer>;
}
