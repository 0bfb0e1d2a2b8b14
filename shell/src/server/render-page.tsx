import { ServerStyleSheet } from 'styled-components';
import { createStore, i18n, loadLocale, ResponseProvider, serverStateHydrated, type ResponseSink } from '@storefront/platform';
import { runningQueries } from '@storefront/platform/query';
import { findOwner, splitLocalePath, type PageAnswer, type RemoteConfig, type StorefrontConfig } from '@storefront/contracts';
import { App } from '../app/App';
import { serializePayload } from '../app/server-payload';
import { ServerModulesContext, type ServerModules } from '../federation/server-modules';
import { composeDocument, splitHoisted } from './document';
import { prerenderToString } from './prerender';
import { partsLeftToBrowser, type LoadedModule, type ServerRemotes } from './server-remotes';

/** Renders are repeated while they ask for remote modules or data they did not have: a page's reads settle in two or three. */
const MAX_PASSES = 4;

/** React's mark of a Suspense boundary whose content arrived after its fallback was written. */
const LATE_BOUNDARY = '<!--$?-->';

export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  registry: RemoteConfig[];
  config: StorefrontConfig;
}

class ResponseRecord implements ResponseSink {
  code = 200;
  headers: Record<string, string> = {};
  location: string | null = null;
  status(code: number, headers?: Record<string, string>): void {
    if (code < this.code) return;
    this.code = code;
    this.headers = { ...headers };
  }
  redirect(to: string): void {
    this.location ??= to;
  }
}

/** The reads of the page and their answers (RTK Query's cache entries): a new object whenever one changes. */
function answersOf(state: object): unknown {
  return (state as { api?: { queries?: unknown } }).api?.queries;
}

/**
 * RTK Query's part of the state, when the page read something: a page that did not (the home page) does not
 * make the browser load the query module to hydrate.
 */
function queryState(state: object): { api?: unknown } {
  const api = (state as { api?: { queries?: object } }).api;
  return api?.queries && Object.keys(api.queries).length > 0 ? { api } : {};
}

export interface RenderDeps {
  remotes: ServerRemotes;
  template: string;
  onError: (error: unknown) => void;
}

/**
 * One page on the server: one store and one i18next instance for this request only, rendered as a guest (no
 * cookie reaches the api from here), repeated until its remote modules and its reads have arrived.
 */
export async function renderPage(request: PageRequest, deps: RenderDeps): Promise<PageAnswer> {
  const { locale, path } = splitLocalePath(new URL(request.url, 'http://storefront.invalid').pathname);
  await loadLocale(locale);
  const texts = i18n.cloneInstance({ lng: locale });
  const store = createStore();
  store.dispatch(serverStateHydrated({ config: request.config }));
  const enabled = new Map(request.registry.filter((remote) => remote.enabled).map((remote) => [remote.name, remote]));
  const modules = new Map<string, LoadedModule | null>();
  // The page's remote is known from the registry: its routes load before the first pass, which saves one.
  const owner = findOwner([...enabled.values()], path);
  if (owner) modules.set(`${owner.name}/routes`, await deps.remotes.get(owner, 'routes'));

  for (let pass = 1; ; pass++) {
    const wanted = new Set<string>();
    const deferred = new Set<string>();
    const serverModules: ServerModules = {
      take(remote, exposed, hydrate) {
        const id = `${remote}/${exposed}`;
        if (hydrate === 'interaction') deferred.add(id);
        if (modules.has(id)) return modules.get(id)?.value;
        wanted.add(id);
        return undefined;
      },
    };
    const response = new ResponseRecord();
    const sheet = new ServerStyleSheet();
    const answersBefore = answersOf(store.getState());
    try {
      const markup = await prerenderToString(
        sheet.collectStyles(
          <ResponseProvider sink={response}>
            <ServerModulesContext.Provider value={serverModules}>
              <App store={store} i18n={texts} location={request.url} registry={request.registry} />
            </ServerModulesContext.Provider>
          </ResponseProvider>,
        ),
        deps.onError,
      );
      const running = runningQueries(store.dispatch);
      if (response.location) return { kind: 'redirect', location: response.location };
      // A part that suspended (a lazy chunk loading for the first time) came out of order, after a spinner, with
      // a script to move it in: the next pass has it at once, in place.
      const suspended = markup.includes(LATE_BOUNDARY);
      // A read that started and answered while the pass waited for a lazy part: rendered before its answer.
      const answered = answersOf(store.getState()) !== answersBefore;
      if ((wanted.size === 0 && running.length === 0 && !suspended && !answered) || pass === MAX_PASSES) {
        const { head, body } = splitHoisted(markup);
        const used = [...modules].filter((entry): entry is [string, LoadedModule] => entry[1] !== null);
        const payload = serializePayload({
          locale,
          registry: request.registry.map((remote) => {
            // The version actually rendered (an earlier one while a new one fails): the browser hydrates with it.
            const module = used.find(([id]) => id.startsWith(`${remote.name}/`))?.[1];
            if (!module) return remote;
            // With that version's integrity (none for a local build): the browser checks what it loads against it.
            const { integrity: _newer, ...entry } = remote;
            return module.integrity === undefined ? { ...entry, version: module.version, manifest: module.manifest } : { ...entry, version: module.version, manifest: module.manifest, integrity: module.integrity };
          }),
          modules: used.map(([id]) => id),
          deferred: used.map(([id]) => id).filter((id) => deferred.has(id)),
          state: { config: request.config, ...queryState(store.getState()) },
        });
        const html = composeDocument(deps.template, { lang: locale, head, styles: sheet.getStyleTags(), body, payload });
        const inBrowser = partsLeftToBrowser(modules, new Set(enabled.keys()));
        return { kind: 'page', status: response.code, headers: response.headers, html, ...(inBrowser.length > 0 ? { inBrowser } : {}) };
      }
      await Promise.all([
        ...running,
        ...[...wanted].map(async (id) => {
          const [name, exposed] = id.split('/') as [string, string];
          const remote = enabled.get(name);
          modules.set(id, remote ? await deps.remotes.get(remote, exposed) : null);
        }),
      ]);
      // A remote registers its texts as it loads: the page's language is completed before the next pass.
      await loadLocale(locale);
    } finally {
      sheet.seal();
    }
  }
}
