import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, createElement as h, useEffect, useState } from 'react';
import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_CLICK_WAIT_MS, earlyClicks } from './early-clicks';

/** Runs the boot script as the page's first script (without an entry to load: nothing is fetched). */
function boot(html: string): Document {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  window.eval(readFileSync(path.join(__dirname, '../boot/boot.js'), 'utf8'));
  return document;
}

/** What React leaves on an element it has hydrated. */
function hydrate(...elements: Element[]): void {
  for (const element of elements) Object.assign(element, { __reactProps$test: {} });
}

describe('early clicks (boot script → app)', () => {
  afterEach(() => {
    earlyClicks().stop();
    delete globalThis.__storefrontEarlyClicks;
    jest.useRealTimers();
  });

  it('holds a button tapped before the page is hydrated (the page does not see it) and presses it again, once', () => {
    const doc = boot('<div role="group"><button type="button" id="km"><span>KM</span></button></div>');
    const km = doc.getElementById('km')!;
    const seen = jest.fn();
    doc.getElementById('root')!.addEventListener('click', seen, true);
    (km.firstElementChild as HTMLElement).click();
    km.click();
    expect(seen).not.toHaveBeenCalled();
    hydrate(km);
    earlyClicks().replay();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('leaves a radio as it was until the page is hydrated, then presses it: the app sees the change', () => {
    const doc = boot(
      '<div role="radiogroup"><label><input type="radio" name="region" value="all" id="all" checked> All</label>' +
        '<label id="europe-label"><input type="radio" name="region" value="europe" id="europe"> Europe</label></div>',
    );
    const europe = doc.getElementById('europe') as HTMLInputElement;
    doc.getElementById('europe-label')!.click();
    expect(europe.checked).toBe(false);
    expect((doc.getElementById('all') as HTMLInputElement).checked).toBe(true);
    const changed = jest.fn();
    europe.addEventListener('change', changed);
    hydrate(europe);
    earlyClicks().replay();
    expect(europe.checked).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('waits for React to take over a part hydrated after the page, and presses taps in the order they were made', () => {
    jest.useFakeTimers();
    const doc = boot('<button type="button" id="first">First</button><button type="button" id="second">Second</button>');
    const first = doc.getElementById('first')!;
    const second = doc.getElementById('second')!;
    first.click();
    second.click();
    const order: string[] = [];
    first.addEventListener('click', () => order.push('first'));
    second.addEventListener('click', () => order.push('second'));
    hydrate(second);
    earlyClicks().replay();
    expect(order).toEqual([]);
    hydrate(first);
    jest.advanceTimersByTime(100);
    expect(order).toEqual(['first', 'second']);
  });

  it('presses a tap whose part never hydrates once the wait is over', () => {
    jest.useFakeTimers();
    const doc = boot('<button type="button" id="late">Late</button>');
    const late = doc.getElementById('late')!;
    late.click();
    const pressed = jest.fn();
    late.addEventListener('click', pressed);
    earlyClicks().replay();
    jest.advanceTimersByTime(EARLY_CLICK_WAIT_MS - 100);
    expect(pressed).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('leaves links, disabled buttons and a text field’s label to the browser, and forgets what left the page', () => {
    const doc = boot(
      '<a href="/km" id="link"><span role="button" id="in-link">KM</span></a>' +
        '<button type="button" id="off" disabled>Off</button>' +
        '<label id="name-label" for="name">Name</label><input id="name">' +
        '<button type="button" id="gone">Gone</button>',
    );
    doc.getElementById('link')!.addEventListener('click', (event) => event.preventDefault());
    const seen = jest.fn();
    doc.getElementById('root')!.addEventListener('click', seen);
    for (const id of ['in-link', 'off', 'name-label']) doc.getElementById(id)!.click();
    // Each reached the page (the label's click and the click it passes to its field); the disabled button none.
    expect(seen).toHaveBeenCalledTimes(3);
    doc.getElementById('gone')!.click();
    const pressed = jest.fn();
    for (const id of ['in-link', 'off', 'name-label', 'name']) doc.getElementById(id)!.addEventListener('click', pressed);
    const gone = doc.getElementById('gone')!;
    gone.addEventListener('click', pressed);
    gone.remove();
    earlyClicks().replay();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('holds a form’s submit button (the form is not sent as a plain GET) and sends the form once hydrated', () => {
    const doc = boot('<form id="buy"><input name="domain" value="shop.example.com"><button id="add">Add to cart</button></form>');
    const sent = jest.fn((event: Event) => event.preventDefault());
    doc.getElementById('buy')!.addEventListener('submit', sent);
    doc.getElementById('add')!.click();
    expect(sent).not.toHaveBeenCalled();
    hydrate(doc.getElementById('add')!);
    earlyClicks().replay();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('when the app never takes over, presses what it held after 30 s, as the browser would have', () => {
    jest.useFakeTimers();
    const doc = boot('<form id="search"><input name="q"><button id="go">Search</button></form>');
    const sent = jest.fn((event: Event) => event.preventDefault());
    doc.getElementById('search')!.addEventListener('submit', sent);
    doc.getElementById('go')!.click();
    jest.advanceTimersByTime(29_000);
    expect(sent).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('holds nothing once stopped (a page rendered in the browser)', () => {
    const doc = boot('<button type="button" id="add">Add to cart</button>');
    const early = earlyClicks();
    early.stop();
    const add = doc.getElementById('add')!;
    const pressed = jest.fn();
    add.addEventListener('click', pressed);
    add.click();
    expect(pressed).toHaveBeenCalledTimes(1);
    hydrate(add);
    early.replay();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('with React: text typed and a button tapped before hydration reach the app, in that order', async () => {
    function CertificateForm() {
      const [domain, setDomain] = useState('');
      const [added, setAdded] = useState<string | null>(null);
      return h(
        'form',
        null,
        h('label', { htmlFor: 'domain' }, 'Domain to protect'),
        h('input', { id: 'domain', value: domain, onChange: (event: { target: { value: string } }) => setDomain(event.target.value) }),
        h('button', { type: 'button', id: 'add', onClick: () => setAdded(domain || 'nothing') }, 'Add to cart'),
        h('p', { id: 'added' }, added ?? ''),
      );
    }
    const doc = boot(renderToString(h(CertificateForm)));
    const field = doc.getElementById('domain') as HTMLInputElement;
    field.value = 'shop.example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    doc.getElementById('add')!.click();
    // As on the page (shell/src/app/App.tsx): the replay starts in the app's effect once the page is hydrated,
    // where the update the typed text makes waits for the effects to end.
    const early = earlyClicks();
    function Page() {
      useEffect(() => early.replay(), []);
      return h(CertificateForm);
    }
    await act(async () => {
      hydrateRoot(doc.getElementById('root')!, h(Page));
    });
    await waitFor(() => expect(doc.getElementById('added')!.textContent).toBe('shop.example.com'));
    expect(field.value).toBe('shop.example.com');
  });

  it('is a no-op on a page without the boot script (the development server before it is built)', () => {
    expect(() => earlyClicks().replay()).not.toThrow();
  });
});
