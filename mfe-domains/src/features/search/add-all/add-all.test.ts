import type { DomainResult } from '@storefront/contracts';
import { ADD_ALL_IDLE, addAllCandidates, addAllReducer, addOneByOne, type AddAllEvent, type AddAllState } from './add-all';

const result = (domain: string, status: DomainResult['status'], maxYears = status === 'premium' ? 1 : 10): DomainResult => ({
  domain,
  keyword: domain.split('.')[0]!,
  tld: domain.slice(domain.indexOf('.') + 1),
  status,
  tags: [],
  registerPrice: 1199,
  renewPrice: 1399,
  transferPrice: 1199,
  maxYears,
  owner: null,
  yours: null,
});

/** Runs the adder and folds its reports, as the dialog does. */
async function run(items: { domain: string; years: number }[], add: Parameters<typeof addOneByOne>[1], stopAfter?: number) {
  let state: AddAllState = ADD_ALL_IDLE;
  const seen: AddAllState[] = [];
  const report = (event: AddAllEvent) => {
    state = addAllReducer(state, event);
    seen.push(state);
  };
  await addOneByOne(items, add, report, () => stopAfter !== undefined && state.done >= stopAfter);
  return { state, seen };
}

describe('adding all to the cart, one by one', () => {
  it('counts n of N, names the domain being added and lists the failures', async () => {
    const add = jest.fn(async ({ domain }: { domain: string }) => (domain === 'b.net' ? { ok: false as const, message: 'Unsupported TLD' } : { ok: true as const }));
    const { state, seen } = await run(
      [
        { domain: 'a.com', years: 1 },
        { domain: 'b.net', years: 2 },
        { domain: 'c.org', years: 1 },
      ],
      add,
    );
    expect(add.mock.calls.map(([item]) => item)).toEqual([
      { domain: 'a.com', years: 1 },
      { domain: 'b.net', years: 2 },
      { domain: 'c.org', years: 1 },
    ]);
    expect(seen.filter((step) => step.current).map((step) => `${step.done}/${step.total} ${step.current}`)).toEqual(['0/3 a.com', '1/3 b.net', '2/3 c.org']);
    expect(state).toEqual({ status: 'done', total: 3, done: 3, current: null, added: ['a.com', 'c.org'], failed: [{ domain: 'b.net', message: 'Unsupported TLD' }], stopped: false });
  });

  it('stops before the next domain when asked', async () => {
    const add = jest.fn(async () => ({ ok: true as const }));
    const { state } = await run(
      [
        { domain: 'a.com', years: 1 },
        { domain: 'b.com', years: 1 },
        { domain: 'c.com', years: 1 },
      ],
      add,
      1,
    );
    expect(add).toHaveBeenCalledTimes(1);
    expect(state).toMatchObject({ status: 'done', done: 1, total: 3, stopped: true, added: ['a.com'] });
  });

  it('only stops a running batch', () => {
    expect(addAllReducer(ADD_ALL_IDLE, { type: 'stopRequested' })).toBe(ADD_ALL_IDLE);
    expect(addAllReducer({ ...ADD_ALL_IDLE, status: 'running', total: 2 }, { type: 'stopRequested' }).status).toBe('stopping');
  });
});

describe('what "Add all to cart" adds', () => {
  const results = [result('shop.com', 'available'), result('shop.net', 'taken'), result('shop.ai', 'premium'), result('cool.com', 'available'), result('cool.org', 'available'), result('shop.com', 'available')];

  it('takes the available names not in the cart, once each, for the years chosen on their row', () => {
    expect(addAllCandidates(results, { inCart: new Set(['cool.org']), years: { 'cool.com': 3 }, filters: { keywords: [], tlds: [], statuses: [] } })).toEqual([
      { domain: 'shop.com', years: 1 },
      { domain: 'cool.com', years: 3 },
    ]);
  });

  it('follows the filter panel', () => {
    const filters = { keywords: ['cool'], tlds: [], statuses: [] };
    expect(addAllCandidates(results, { inCart: new Set(), years: {}, filters }).map((item) => item.domain)).toEqual(['cool.com', 'cool.org']);
    expect(addAllCandidates(results, { inCart: new Set(), years: {}, filters: { keywords: [], tlds: ['org'], statuses: [] } }).map((item) => item.domain)).toEqual(['cool.org']);
    expect(addAllCandidates(results, { inCart: new Set(), years: {}, filters: { keywords: [], tlds: [], statuses: ['taken'] } })).toEqual([]);
  });
});
