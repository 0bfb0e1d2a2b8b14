import { useState } from 'react';
import { act, fireEvent } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { RemoteConfig } from '@storefront/contracts';
import { I18nextProvider, MemoryRouter, i18n } from '@storefront/platform';
import { RegistryProvider } from './RegistryContext';
import { RemoteWidget } from './RemoteWidget';
import { ServerModulesContext } from './server-modules';
import { deferHydration, resetDeferredHydration } from './deferred-hydration';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
}));
jest.mock('./registry', () => ({
  fetchRegistry: jest.fn(async () => []),
  fetchRegistryIfChanged: jest.fn(async () => null),
  registerEnabledRemotes: jest.fn(),
  ensureRegistered: jest.fn(),
  registeredVersion: jest.fn(() => '1.0.0'),
}));

const domains: RemoteConfig = {
  name: 'mfe_domains',
  manifest: '/remotes/domains/1.0.0/mf-manifest.json',
  version: '1.0.0',
  enabled: true,
  routes: ['/domain'],
  disabledMode: 'maintenance',
};

/** A remote's search form: a plain GET form on the server, counting its clicks once hydrated. */
function SearchBox() {
  const [clicks, setClicks] = useState(0);
  return (
    <form action="/domain/search" method="get">
      <input name="domain" aria-label="Domain" />
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Search {clicks}
      </button>
    </form>
  );
}

const registry = [domains];
const page = (
  <I18nextProvider i18n={i18n}>
    <MemoryRouter>
      <RegistryProvider initial={registry}>
        <RemoteWidget remote="mfe_domains" exposed="SearchBox" hydrate="interaction" fallback={<p>Loading</p>} />
      </RegistryProvider>
    </MemoryRouter>
  </I18nextProvider>
);

/** The server's HTML of the page, with the widget's module at hand, and the modules it asked for deferred. */
function serverHtml(): { html: string; deferred: string[] } {
  const deferred: string[] = [];
  const html = renderToString(
    <ServerModulesContext.Provider
      value={{
        take: (remote, exposed, hydrate) => {
          if (hydrate === 'interaction') deferred.push(`${remote}/${exposed}`);
          return SearchBox;
        },
      }}
    >
      {page}
    </ServerModulesContext.Provider>,
  );
  return { html, deferred };
}

describe('RemoteWidget hydrated on interaction', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    resetDeferredHydration();
  });

  it('keeps the server HTML without downloading the remote, then loads and hydrates it when the reader points at it', async () => {
    const { html, deferred } = serverHtml();
    expect(deferred).toEqual(['mfe_domains/SearchBox']);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = container.querySelector('button')!;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    deferHydration(deferred);
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(loadRemote).not.toHaveBeenCalled();
    expect(container.querySelector('form')).toHaveAttribute('action', '/domain/search');
    expect(container).not.toHaveTextContent('Loading');

    loadRemote.mockResolvedValue({ default: SearchBox });
    await act(async () => {
      fireEvent.pointerOver(container.querySelector('input')!);
    });
    expect(loadRemote).toHaveBeenCalledWith('mfe_domains/SearchBox');
    // Hydrated in place: the server's button is now React's (its click counts), nothing was rendered again.
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => {
      fireEvent.click(serverButton);
    });
    expect(serverButton).toHaveTextContent('Search 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('loads at once on a page rendered in the browser (nothing to keep)', async () => {
    loadRemote.mockResolvedValue({ default: SearchBox });
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <RegistryProvider initial={[domains]}>
              <RemoteWidget remote="mfe_domains" exposed="CompactSearchBox" hydrate="interaction" fallback={<p>Loading</p>} />
            </RegistryProvider>
          </MemoryRouter>
        </I18nextProvider>,
      );
    });
    expect(loadRemote).toHaveBeenCalledWith('mfe_domains/CompactSearchBox');
    expect(container.querySelector('form')).toHaveAttribute('action', '/domain/search');
    container.remove();
  });

  it('keeps the server HTML and what the reader typed into it when the page renders again before the widget hydrates', async () => {
    const { html, deferred } = serverHtml();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let renderAgain = () => undefined as void;
    function Page() {
      const [, setCount] = useState(0);
      renderAgain = () => setCount((n) => n + 1);
      // A new fallback element and props object on every render, as a page makes them.
      return (
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <RegistryProvider initial={registry}>
              <RemoteWidget remote="mfe_domains" exposed="SearchBox" hydrate="interaction" fallback={<p>Loading</p>} props={{}} />
            </RegistryProvider>
          </MemoryRouter>
        </I18nextProvider>
      );
    }
    deferHydration(deferred);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    const input = container.querySelector('input')!;
    input.value = 'angkor';
    await act(async () => renderAgain());
    expect(container.querySelector('input')).toBe(input);

    // The page renders again while the module loads (as when the remote's texts arrive).
    loadRemote.mockImplementation(async () => {
      renderAgain();
      await Promise.resolve();
      return { default: SearchBox };
    });
    await act(async () => {
      fireEvent.focusIn(input);
    });
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('angkor');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('shown again after its page was left (a navigation back to the home page), loads at once instead of waiting for an interaction', async () => {
    // The server rendered it deferred and the reader never used it; then the page was left, and now it is shown afresh.
    deferHydration(['mfe_domains/SearchBoxAgain']);
    loadRemote.mockResolvedValue({ default: SearchBox });
    const widget = (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <RegistryProvider initial={registry}>
            <RemoteWidget remote="mfe_domains" exposed="SearchBoxAgain" hydrate="interaction" fallback={<p>Loading</p>} />
          </RegistryProvider>
        </MemoryRouter>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    const first = createRoot(container);
    await act(async () => first.render(widget));
    expect(loadRemote).not.toHaveBeenCalled();
    await act(async () => first.unmount());

    const again = createRoot(container);
    await act(async () => again.render(widget));
    expect(loadRemote).toHaveBeenCalledWith('mfe_domains/SearchBoxAgain');
    expect(container.querySelector('form')).toHaveAttribute('action', '/domain/search');
    expect(container).not.toHaveTextContent('Loading');
    await act(async () => again.unmount());
    container.remove();
  });
});
