import { act, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import { createStore, i18n, I18nextProvider, MemoryRouter, Provider, ResponseProvider, Route, Routes, serverStateHydrated, type AppStore, type ResponseSink } from '@storefront/platform';
import { FakeError, fakeApi } from '@storefront/testing';
import { StorefrontThemeProvider } from '@storefront/ui';
import { domainsApi } from '../shared/domains-api';
import { TldHead } from '../head/TldHead';
import { TldDetailPage } from './TldDetailPage';

function Page({ store, path, children }: { store: AppStore; path: string; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StorefrontThemeProvider theme="default">
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/domain/tld/:tld" element={children} />
            </Routes>
          </MemoryRouter>
        </StorefrontThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}

/**
 * The page as the storefront server sends it: rendered again until its lazy parts have loaded and are in place
 * (the server waits for them too: shell/src/server/render-page.tsx).
 */
async function renderOnServer(element: ReactElement): Promise<string> {
  let html = '';
  // <!--$!-->: a boundary left to the browser (a lazy part not loaded yet): wait until every part is in place.
  await waitFor(() => {
    html = renderToString(element);
    expect(html).not.toContain('<!--$!-->');
  });
  return html;
}

const NOT_SOLD = () => new FakeError(404, { code: 'NOT_FOUND', message: 'This page could not be found' });

/** The storefront server's answer for one render: the status the page asks for. */
function serverSink(): ResponseSink & { codes: number[] } {
  const codes: number[] = [];
  return { codes, status: (code) => void codes.push(code), redirect: () => undefined };
}

describe('TldDetailPage, rendered on the server and hydrated', () => {
  it('issue 28.15: on the server, an ending the api refused is not asked for again on the next pass, by the page or its head: the page is the 404 page', async () => {
    const api = fakeApi({ 'GET /api/tlds/zz': NOT_SOLD });
    try {
      const server = createStore();
      await server.dispatch(domainsApi.endpoints.getTld.initiate({ params: { tld: 'zz' } }));
      expect(api.calls).toHaveLength(1);
      const sink = serverSink();
      render(
        <ResponseProvider sink={sink}>
          <Page store={server} path="/domain/tld/zz">
            {/* The page's head reads the same ending: it must not ask again either. */}
            <TldHead />
            <TldDetailPage />
          </Page>
        </ResponseProvider>,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
      expect(sink.codes).toContain(404);
      // Had it asked again, the read would still be running when the server sends the page: the browser drops a
      // running read, renders its loading page and React reports the mismatch (#418).
      expect(domainsApi.endpoints.getTld.select({ params: { tld: 'zz' } })(server.getState() as never).status).toBe('rejected');
      expect(api.calls).toHaveLength(1);
    } finally {
      api.restore();
    }
  });

  it('issue 28.15: an unknown ending (/domain/tld/zz) hydrates the 404 page the server sent, with no mismatch', async () => {
    const api = fakeApi({ 'GET /api/tlds/zz': NOT_SOLD });
    try {
      // The server: the read answered (404), the page rendered with it, the store's answers sent with the page.
      const server = createStore();
      await server.dispatch(domainsApi.endpoints.getTld.initiate({ params: { tld: 'zz' } }));
      const page = (
        <ResponseProvider sink={serverSink()}>
          <Page store={server} path="/domain/tld/zz">
            <TldDetailPage />
          </Page>
        </ResponseProvider>
      );
      const html = await renderOnServer(page);
      expect(html).toContain('This page could not be found');
      const state = JSON.parse(JSON.stringify({ api: (server.getState() as unknown as { api: unknown }).api }));

      // The browser: a store of its own, given the server's answers, hydrating the server's HTML.
      const browser = createStore();
      browser.dispatch(serverStateHydrated(state));
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(
          container,
          <Page store={browser} path="/domain/tld/zz">
            <TldDetailPage />
          </Page>,
          { onRecoverableError: (error) => errors.push(error) },
        );
      });
      expect(errors).toEqual([]);
      expect(container.querySelector('h1')?.textContent).toBe('This page could not be found');
      container.remove();
    } finally {
      api.restore();
    }
  });
});
