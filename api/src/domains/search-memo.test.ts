import { describe, it } from 'node:test';
import { expect } from 'expect';
import { SearchMemo, searchMemoKey } from './search-memo';

describe('search memo', () => {
  it('answers within its time, then forgets', () => {
    let now = 0;
    const memo = new SearchMemo(1000, 10, () => now);
    memo.set('a', '{"x":1}');
    now = 999;
    expect(memo.get('a')).toBe('{"x":1}');
    now = 1000;
    expect(memo.get('a')).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it('keeps at most its number of entries, dropping the oldest', () => {
    const memo = new SearchMemo(1000, 2, () => 0);
    memo.set('a', '1');
    memo.set('b', '2');
    memo.set('c', '3');
    expect([memo.get('a'), memo.get('b'), memo.get('c')]).toEqual([undefined, '2', '3']);
  });

  it('misses once the registry changed something', () => {
    const url = '/api/domains/search-iu?domain=angkor&keywords=bayon&tlds=com';
    expect(searchMemoKey(1, url)).not.toBe(searchMemoKey(2, url));
    expect(searchMemoKey(1, url)).toBe(searchMemoKey(1, `${url}`));
  });
});
