import { typed, type Endpoints } from '@storefront/contracts';
import { apiClient, store } from '@storefront/platform';
import { injectEndpointsOf } from './inject-endpoints-of';

const mailbox = {
  listFirstMessages: { method: 'GET', path: '/api/test/first-messages', query: typed<{ to: string }>(), response: typed<{ id: string }[]>() },
} as const satisfies Endpoints;

describe('platformApi in the page store', () => {
  afterEach(() => jest.restoreAllMocks());

  // The e2e dev-mailbox failure: a page rendered in the browser loads the query library after the store's last action;
  // the button's query was then the first action, and RTK Query's condition read a state the store had not filled yet.
  it("sends a query that is the store's first action since the query library loaded, and answers its data", async () => {
    const api = injectEndpointsOf(mailbox);
    const request = jest.spyOn(apiClient, 'request').mockResolvedValue({ data: [{ id: 'm1' }] });
    const answer = await store.dispatch(api.endpoints.listFirstMessages.initiate({ query: { to: 'a@example.com' } })).unwrap();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: '/api/test/first-messages', params: { to: 'a@example.com' } }));
    expect(answer).toEqual([{ id: 'm1' }]);
  });
});
