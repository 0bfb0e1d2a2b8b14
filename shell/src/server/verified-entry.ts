import nodeModule from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { RemoteIntegrity } from '../federation/remote-integrity';

/**
 * Node's own require, resolving from the working directory as the SDK's loader does. Called through the module
 * object: webpack compiles a direct `createRequire(…)` call into its own (empty) require.
 */
function nodeRequire(): NodeJS.Require {
  const create = (nodeModule as unknown as { createRequire: (from: string) => NodeJS.Require }).createRequire;
  return create(path.join(process.cwd(), '__mf_require_base__.js'));
}

/**
 * Fetches a remote's server entry, checks its bytes against the registry's integrity (when the registry names one:
 * a published version), then evaluates it as the federation runtime's Node loader does (@module-federation/sdk
 * createScriptNode: a CommonJS wrapper run in this context) — the runtime's own loader fetches without the `fetch`
 * hook, so its bytes could not be checked there, and it gives the container no URL to load its chunks from.
 * `vm` is not a sandbox: only bytes the registry names are run (docs/adr/0009, 0010).
 */
export async function loadVerifiedEntry(integrity: RemoteIntegrity, url: string, globalName: string): Promise<never> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  await integrity.verifyFile(url, bytes);
  const { pathname } = new URL(url);
  const context = { exports: {} as Record<string, unknown>, module: { exports: {} as Record<string, unknown> } };
  const loader = (vm as unknown as { constants?: { USE_MAIN_CONTEXT_DEFAULT_LOADER?: symbol } }).constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  const script = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${new TextDecoder().decode(bytes)}\n})`, {
    filename: url,
    ...(loader ? { importModuleDynamically: loader as never } : {}),
  });
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  // `__filename` is the entry's URL: the container loads its chunks from beside it (tooling/webpack/server-public-path-plugin.cjs).
  run(context.exports, context.module, nodeRequire(), pathname.split('/').slice(0, -1).join('/'), url);
  const exported = context.module.exports ?? context.exports;
  const container = (globalName && exported[globalName]) || exported;
  (globalThis as Record<string, unknown>)[globalName] = container;
  return container as never;
}
