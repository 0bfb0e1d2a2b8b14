import { keepEarlyClicks } from './early-clicks';

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

describe('keepEarlyClicks', () => {
  it('presses again, once, a button tapped before the page was hydrated', () => {
    const doc = page('<div role="group"><button type="button" id="km"><span>KM</span></button></div>');
    const early = keepEarlyClicks(doc);
    const km = doc.getElementById('km')!;
    (km.firstElementChild as HTMLElement).click();
    km.click();
    const pressed = jest.fn();
    km.addEventListener('click', pressed);
    early.replay();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('leaves links, a form submit and disabled buttons to the browser, and forgets what left the page', () => {
    const doc = page(
      '<a href="/km" id="link"><span role="button" id="in-link">KM</span></a>' +
        '<form><button id="submit">Search</button></form><button type="button" id="off" disabled>Off</button>' +
        '<button type="button" id="gone">Gone</button>',
    );
    const early = keepEarlyClicks(doc);
    doc.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    doc.getElementById('link')!.addEventListener('click', (event) => event.preventDefault());
    for (const id of ['in-link', 'submit', 'off', 'gone']) doc.getElementById(id)!.click();
    const pressed = jest.fn();
    for (const id of ['in-link', 'submit', 'off']) doc.getElementById(id)!.addEventListener('click', pressed);
    const gone = doc.getElementById('gone')!;
    gone.addEventListener('click', pressed);
    gone.remove();
    early.replay();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('keeps nothing once stopped: React handles taps from the start of hydration', () => {
    const doc = page('<button type="button" id="add">Add to cart</button>');
    const early = keepEarlyClicks(doc);
    early.stop();
    const add = doc.getElementById('add')!;
    add.click();
    const pressed = jest.fn();
    add.addEventListener('click', pressed);
    early.replay();
    expect(pressed).not.toHaveBeenCalled();
  });
});
