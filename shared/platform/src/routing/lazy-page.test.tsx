import { act, createContext, Suspense, useContext, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { lazyPage, preloadRoutePage } from './lazy-page';

const Visitor = createContext('guest');

/** A page module as a remote's pages are: named exports, one of them the page. */
function pageModule() {
  function SearchPage() {
    const visitor = useContext(Visitor);
    return (
      <form aria-label="Search">
        <input aria-label="Domain" defaultValue="" />
        <p>Hello, {visitor}</p>
      </form>
    );
  }
  return { SearchPage };
}

describe('lazyPage', () => {
  it('loads the page when it first renders, showing the fallback meanwhile', async () => {
    const load = jest.fn(async () => pageModule());
    const Page = lazyPage(load, 'SearchPage');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello, guest')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once when it was loaded ahead, and loads once', async () => {
    const load = jest.fn(async () => pageModule());
    const Page = lazyPage(load, 'SearchPage');
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Hello, guest')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(pageModule());
    const Page = lazyPage(load, 'SearchPage');
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hydrates a server-rendered page loaded ahead in the first pass: what was typed stays when the page updates at once', async () => {
    const Page = lazyPage(async () => pageModule(), 'SearchPage');
    const tree = (visitor: string) => (
      <Visitor.Provider value={visitor}>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </Visitor.Provider>
    );
    // The server waits for the page's chunk; its HTML has the form.
    await Page.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree('guest'));
    document.body.append(container);
    const typedInto = container.querySelector('input')!;
    typedInto.value = 'bayon tonle';
    const errors: unknown[] = [];
    let setVisitor: (name: string) => void = () => undefined;
    function App() {
      const [visitor, set] = useState('guest');
      setVisitor = set;
      return tree(visitor);
    }
    await act(async () => {
      hydrateRoot(container, <App />, { onRecoverableError: (error) => errors.push(error) });
    });
    // The visitor's session is read right after hydration: the page renders again.
    await act(async () => setVisitor('Sokha'));
    expect(container.textContent).toContain('Hello, Sokha');
    expect(container.querySelector('input')).toBe(typedInto);
    expect(typedInto.value).toBe('bayon tonle');
    expect(errors).toEqual([]);
    container.remove();
  });
});

describe('preloadRoutePage', () => {
  const routes = () => {
    const loads = { landing: jest.fn(async () => pageModule()), tld: jest.fn(async () => pageModule()) };
    return {
      loads,
      table: [
        { path: 'domain', Page: lazyPage(loads.landing, 'SearchPage') },
        { path: 'domain/tld/:tld', Page: lazyPage(loads.tld, 'SearchPage') },
      ],
    };
  };

  it('loads the page of the route the path matches (patterns relative to the locale root)', async () => {
    const { loads, table } = routes();
    await preloadRoutePage(table, '/domain/tld/com');
    expect(loads.tld).toHaveBeenCalledTimes(1);
    expect(loads.landing).not.toHaveBeenCalled();
  });

  it('loads nothing for a path none of its routes match', async () => {
    const { loads, table } = routes();
    await preloadRoutePage(table, '/domain/unknown/deeper');
    expect(loads.tld).not.toHaveBeenCalled();
    expect(loads.landing).not.toHaveBeenCalled();
  });
});
