import { loadTagManager, TAG_MANAGER_SCRIPT } from './tag-manager';

const scripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.startsWith(TAG_MANAGER_SCRIPT));

describe('loadTagManager', () => {
  it('loads nothing without a container id, or with anything that is not one', () => {
    for (const id of [null, undefined, '', 'UA-1234-1', 'GTM-x"><script>', 'https://evil.example/x.js']) expect(loadTagManager(id)).toBe(false);
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads gtm.js once, async, after the start event', () => {
    expect(loadTagManager('GTM-5XK9Q2')).toBe(true);
    expect(loadTagManager('GTM-5XK9Q2')).toBe(false);
    expect(scripts().map((s) => [s.src, s.async])).toEqual([[`${TAG_MANAGER_SCRIPT}?id=GTM-5XK9Q2`, true]]);
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });
});
