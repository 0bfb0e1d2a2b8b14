import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { IntegrityError, type RemoteIntegrity } from './remote-integrity';

type RemoteEntryExports = Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;

export interface IntegrityPluginOptions {
  /** Told of every refused file (the browser: a console error; the server: its log). */
  report: (error: IntegrityError) => void;
  /**
   * The server: fetches, checks (when it is a published version) and evaluates a remote's server entry (the
   * runtime's own Node loader fetches it without the `fetch` hook, so nothing could check it, and gives the container
   * no URL to load its chunks from). Absent in the browser, where SRI checks the script.
   */
  loadVerifiedEntry?: (url: string, globalName: string) => Promise<RemoteEntryExports>;
}

/**
 * The federation runtime plugin that refuses remote files whose bytes are not the ones the registry names
 * (remote-integrity.ts). Hooks (runtime-core 2.9):
 * - `fetch` (manifests in the browser and on the server; the server's chunks, which @module-federation/node's
 *   runtime plugin fetches through the remote's own instance, where this plugin is registered globally): the bytes
 *   are checked before the runtime parses or evaluates them.
 * - `createScript` (browser: remoteEntry.js and the chunks the runtime preloads): the script carries `integrity`
 *   and `crossorigin`, so the browser's SRI check refuses other bytes. Chunks the remote's own webpack runtime
 *   inserts are annotated by script-integrity-guard.ts.
 * - `loadEntry` (server: the remote's server entry, checked before it is evaluated).
 */
export function remoteIntegrityPlugin(integrity: RemoteIntegrity, options: IntegrityPluginOptions): ModuleFederationRuntimePlugin {
  const refuse = (error: unknown): never => {
    if (error instanceof IntegrityError) options.report(error);
    throw error;
  };
  return {
    name: 'storefront-remote-integrity',
    fetch(url, init) {
      const manifest = integrity.isCheckedManifest(url);
      if (!manifest && integrity.verdict(url).kind === 'unchecked') return undefined;
      return (async () => {
        const response = await fetch(url, init);
        const bytes = await response.arrayBuffer();
        if (response.ok) {
          await (manifest ? integrity.verifyManifest(url, bytes) : integrity.verifyFile(url, bytes)).catch(refuse);
        }
        return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
      })();
    },
    createScript({ url, attrs }) {
      if (typeof document === 'undefined') return undefined;
      const verdict = integrity.verdict(url);
      if (verdict.kind === 'unchecked') return undefined;
      if (verdict.kind === 'refuse') refuse(new IntegrityError(verdict.remote, verdict.version, verdict.file, verdict.reason));
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) if (typeof value === 'string') script.setAttribute(name, value);
      script.src = url;
      if (verdict.kind === 'check') {
        script.setAttribute('integrity', verdict.sri);
        script.setAttribute('crossorigin', 'anonymous');
      }
      return script;
    },
    async loadEntry({ remoteInfo }) {
      // Every server entry, checked or not: the server's loader also tells the container where its chunks are.
      if (!options.loadVerifiedEntry) return undefined;
      return options.loadVerifiedEntry(remoteInfo.entry, remoteInfo.entryGlobalName).catch(refuse);
    },
  };
}
