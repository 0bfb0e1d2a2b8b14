import { readFileSync } from 'node:fs';
import path from 'node:path';
import { earlyClicks } from './early-clicks';

/** Runs the boot script as the page's first script (without an entry to load: nothing is fetched). */
function boot(html: string): Document {
  document.body.innerHTML = html;
  window.eval(readFileSync(path.join(__dirname, '../boot/boot.js'), 'utf8'));
  return document;
}

describe('early clicks (boot script → app)', () => {
  afterEach(() => {
    earlyClicks().stop();
    delete globalThis.__storefrontEarlyClicks;
  });

  it('presses again, once, a button tapped before the page was hydrated', () => {
    const doc = boot('<div role="group"><button type="button" id="km"><span>KM</span></button></div>');
    const km = doc.getElementById('km')!;
    (km.firstElementChild as HTMLElement).click();
    km.click();
    const pressed = jest.fn();
    km.addEventListener('click', pressed);
    earlyClicks().replay();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('leaves links, a form submit and disabled buttons to the browser, and forgets what left the page', () => {
    const doc = boot(
      '<a href="/km" id="link"><span role="button" id="in-link">KM</span></a>' +
        '<form><button id="submit">Search</button></form><button type="button" id="off" disabled>Off</button>' +
        '<button type="button" id="gone">Gone</button>',
    );
    doc.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    doc.getElementById('link')!.addEventListener('click', (event) => event.preventDefault());
    for (const id of ['in-link', 'submit', 'off', 'gone']) doc.getElementById(id)!.click();
    const pressed = jest.fn();
    for (const id of ['in-link', 'submit', 'off']) doc.getElementById(id)!.addEventListener('click', pressed);
    const gone = doc.getElementById('gone')!;
    gone.addEventListener('click', pressed);
    gone.remove();
    earlyClicks().replay();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('keeps nothing once stopped: React handles taps from the start of hydration', () => {
    const doc = boot('<button type="button" id="add">Add to cart</button>');
    const early = earlyClicks();
    early.stop();
    const add = doc.getElementById('add')!;
    add.click();
    const pressed = jest.fn();
    add.addEventListener('click', pressed);
    early.replay();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('is a no-op on a page without the boot script (the development server before it is built)', () => {
    expect(() => earlyClicks().replay()).not.toThrow();
  });
});
