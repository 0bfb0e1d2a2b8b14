import { typed, type Endpoints } from '@storefront/contracts';
import { apiClient, createStore } from '@storefront/platform';
import { injectEndpointsOf } from './inject-endpoints-of';
import { platformApi } from './platform-api';

const notes = {
  listNotes: { method: 'GET', path: '/api/test/notes', query: typed<{ page: number }>(), response: typed<{ items: string[] }>(), tags: ['Note'] },
  getNote: { method: 'GET', path: '/api/test/notes/:id', response: typed<{ id: string }>(), tags: ['Note'] },
  addNote: { method: 'POST', path: '/api/test/notes', body: typed<{ text: string }>(), response: typed<{ id: string }>(), tags: ['Note'] },
} as const satisfies Endpoints;

describe('injectEndpointsOf: RTK Query endpoints generated from declarations', () => {
  afterEach(() => jest.restoreAllMocks());

  it('calls the declared method and path, with the query, body and path parameters of the arguments', async () => {
    const api = injectEndpointsOf(notes);
    const store = createStore();
    const request = jest.spyOn(apiClient, 'request').mockResolvedValue({ data: { items: ['a'] } });
    await store.dispatch(api.endpoints.listNotes.initiate({ query: { page: 2 } }));
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'GET', url: '/api/test/notes', params: { page: 2 } }));
    request.mockResolvedValue({ data: { id: 'x/1' } });
    await store.dispatch(api.endpoints.getNote.initiate({ params: { id: 'x/1' } }));
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'GET', url: '/api/test/notes/x%2F1' }));
  });

  it('refetches the queries of a tag after a mutation that declares it', async () => {
    const api = injectEndpointsOf(notes);
    const local = createStore();
    const request = jest.spyOn(apiClient, 'request').mockResolvedValue({ data: { items: [] } });
    const subscription = local.dispatch(api.endpoints.listNotes.initiate({ query: { page: 1 } }));
    await subscription;
    request.mockResolvedValueOnce({ data: { id: 'n1' } }).mockResolvedValueOnce({ data: { items: ['n1'] } });
    await local.dispatch(api.endpoints.addNote.initiate({ body: { text: 'hello' } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await local.dispatch(api.endpoints.listNotes.initiate({ query: { page: 1 } }));
    expect(api.endpoints.listNotes.select({ query: { page: 1 } })(local.getState() as never).data).toEqual({ items: ['n1'] });
    subscription.unsubscribe();
  });

  it('shares one definition when two remotes inject the same declarations, and throws on a different one under a known name', () => {
    const first = injectEndpointsOf(notes);
    expect(injectEndpointsOf({ ...notes })).toBe(first);
    expect(() => injectEndpointsOf({ getNote: { method: 'GET', path: '/api/test/other/:id', response: typed<{ id: string }>() } })).toThrow(/already injected as GET \/api\/test\/notes\/:id/);
    expect(platformApi.endpoints).toHaveProperty('getNote');
  });
});
