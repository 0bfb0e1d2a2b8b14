import { AsyncLocalStorage } from 'node:async_hooks';
import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { callEndpoint, setApiLocaleSource, setApiOrigin } from '@storefront/platform';
import { parseRemoteRegistry, platformEndpoints, splitLocalePath, type Locale, type Renderer, type RendererOptions } from '@storefront/contracts';
import { createPageCache } from './page-cache';
import { renderPage } from './render-page';
import { rendersOnServer } from './render-policy';
import { createServerRemotes } from './server-remotes';
import { remoteIntegrityPlugin } from '../federation/integrity-plugin';
import { createRemoteIntegrity } from '../federation/remote-integrity';
import { loadVerifiedEntry } from './verified-entry';

export function createRenderer(options: RendererOptions): Renderer {
  setApiOrigin(options.origin);
  // Pages in both languages render at once: each call carries the language of the request it is made for.
  const requestLocale = new AsyncLocalStorage<Locale>();
  setApiLocaleSource(() => requestLocale.getStore() ?? 'en');
  // Integrity, fail closed (docs/adr/0010-remote-releases.md): a published version's manifest, server entry and
  // chunks are checked before they are parsed or run. The host's instance checks manifests and entries; the
  // remotes' own instances (created later, hence the global registration) check the chunks their Node runtime
  // plugin fetches. A refusal fails the load: server-remotes keeps the last version that passed and reports it.
  const integrity = createRemoteIntegrity();
  const integrityPlugin = remoteIntegrityPlugin(integrity, {
    report: () => undefined,
    loadVerifiedEntry: (url, globalName) => loadVerifiedEntry(integrity, url, globalName),
  });
  registerPlugins([integrityPlugin]);
  registerGlobalPlugins([integrityPlugin]);
  const remotes = createServerRemotes({
    federation: {
      register: (list, { force }) => {
        integrity.expect(list);
        registerRemotes(
          list.map(({ name, entry }) => ({ name, entry })),
          { force },
        );
      },
      load: async (id) => {
        const module = await loadRemote<{ default?: unknown }>(id);
        if (!module) throw new Error(`${id} could not be loaded`);
        return module.default ?? module;
      },
    },
    resolve: (manifest) => new URL(manifest, options.origin).toString(),
    budgetMs: options.remoteBudgetMs ?? 300,
    report: options.onRemoteProblem ?? (() => undefined),
  });
  const onError = options.onRenderError ?? (() => undefined);
  const recent = createPageCache();
  // The server's reads (Node, before a page's store exists; the pages' own reads are their generated hooks, ADR 0009).
  // eslint-disable-next-line storefront-reads/no-read-by-call -- the server's registry, per render and at warm-up
  const readRegistry = () => callEndpoint(platformEndpoints.getRemoteRegistry).then(parseRemoteRegistry);

  const renderer: Renderer = {
    rendersOnServer: (path) => rendersOnServer(splitLocalePath(path).path),
    async render(url, context) {
      // The visitor's registry (canary, preview) when the api resolved it; the page cache is keyed by it.
      const [registry, config] = await Promise.all([
        context?.registry ?? readRegistry(),
        // eslint-disable-next-line storefront-reads/no-read-by-call -- the configuration a page renders with, handed to its store
        callEndpoint(platformEndpoints.getConfig),
      ]);
      const key = JSON.stringify([url, registry, config]);
      const cached = recent.get(key);
      if (cached) return cached;
      const locale = splitLocalePath(new URL(url, 'http://storefront.invalid').pathname).locale;
      const answer = await requestLocale.run(locale, () => renderPage({ url, registry, config }, { remotes, template: options.template, onError }));
      // A page rendered without a part (its remote slow to load, or failing) is rendered again next time: kept,
      // every visitor for the next seconds would get that part rendered in the browser.
      if (answer.kind === 'redirect' || !answer.inBrowser) recent.set(key, answer);
      return answer;
    },
  };

  // Warm up: each enabled remote's routes start loading now, so the first visitors do not wait for them.
  void readRegistry()
    .then((registry) => Promise.all(registry.filter((remote) => remote.enabled).map((remote) => remotes.get(remote, 'routes'))))
    .catch(() => undefined);

  return renderer;
}
