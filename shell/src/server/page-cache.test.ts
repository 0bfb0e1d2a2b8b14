import { createPageCache } from './page-cache';

const page = (html: string) => ({ kind: 'page' as const, status: 200, headers: {}, html });

describe('recently rendered pages', () => {
  it('answers a page for its time to live, then renders again', () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 10_000, now: () => clock });
    cache.set('a', page('A'));
    clock = 10_000;
    expect(cache.get('a')).toEqual(page('A'));
    clock = 10_001;
    expect(cache.get('a')).toBeNull();
  });

  it('keeps at most its number of pages, dropping the oldest', () => {
    const cache = createPageCache({ maxEntries: 2, now: () => 0 });
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    cache.set('c', page('C'));
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([null, page('B'), page('C')]);
  });
});
