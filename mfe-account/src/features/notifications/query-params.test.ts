import { readQuery, writeQuery } from './query-params';

describe('notification query in the URL', () => {
  it('reads defaults and valid values, ignoring bad ones', () => {
    expect(readQuery(new URLSearchParams(''))).toEqual({ unread: false, page: 1, perPage: 10 });
    expect(readQuery(new URLSearchParams('unread=1&page=3&perPage=20'))).toEqual({ unread: true, page: 3, perPage: 20 });
    expect(readQuery(new URLSearchParams('page=-2&perPage=7'))).toEqual({ unread: false, page: 1, perPage: 10 });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeQuery({ unread: false, page: 1, perPage: 10 }).toString()).toBe('');
    expect(writeQuery({ unread: true, page: 2, perPage: 50 }).toString()).toBe('unread=1&page=2&perPage=50');
  });
});
