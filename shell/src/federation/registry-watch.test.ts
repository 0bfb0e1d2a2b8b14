import type { RemoteConfig } from '@storefront/contracts';
import { REGISTRY_POLL_MS, sameRegistry, watchRegistry } from './registry-watch';

const entry = (version: string): RemoteConfig => ({
  name: 'mfe_domains',
  manifest: `/remotes/domains/${version}/mf-manifest.json`,
  version,
  enabled: true,
  routes: ['/domain'],
  disabledMode: 'maintenance',
});

/** A page whose visibility the test sets. */
function fakePage() {
  const page = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  page.visibilityState = 'visible';
  const show = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  return { page: page as unknown as Document, show };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('watchRegistry', () => {
  it('asks every interval while the page is visible, revalidating with the last ETag, and tells of each new answer', async () => {
    const { page } = fakePage();
    const answers = [{ registry: [entry('1.0.0')], etag: '"a"' }, null, { registry: [entry('1.1.0')], etag: '"b"' }];
    const read = jest.fn(async () => answers.shift() ?? null);
    const seen: RemoteConfig[][] = [];
    const stop = watchRegistry({ read, onRegistry: (registry) => seen.push(registry), document: page });

    await jest.advanceTimersByTimeAsync(REGISTRY_POLL_MS - 1);
    expect(read).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenLastCalledWith(undefined);
    await jest.advanceTimersByTimeAsync(REGISTRY_POLL_MS);
    expect(read).toHaveBeenLastCalledWith('"a"');
    await jest.advanceTimersByTimeAsync(REGISTRY_POLL_MS);
    expect(read).toHaveBeenLastCalledWith('"a"');
    expect(seen.map((registry) => registry[0]!.version)).toEqual(['1.0.0', '1.1.0']);
    stop();
    await jest.advanceTimersByTimeAsync(REGISTRY_POLL_MS * 3);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('sees a change within 10 s of it: the poll interval leaves room for one slow answer', () => {
    expect(REGISTRY_POLL_MS).toBeLessThanOrEqual(5_000);
  });

  it('does not ask while the page is hidden, and asks at once when it is shown again', async () => {
    const { page, show } = fakePage();
    const read = jest.fn(async () => null);
    const stop = watchRegistry({ read, onRegistry: () => undefined, document: page });
    show('hidden');
    await jest.advanceTimersByTimeAsync(REGISTRY_POLL_MS * 5);
    expect(read).not.toHaveBeenCalled();
    show('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(REGISTRY_POLL_MS);
    expect(read).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps asking after a failed read (offline, the api restarting)', async () => {
    const { page } = fakePage();
    const read = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ registry: [entry('1.0.0')], etag: '"a"' });
    const onRegistry = jest.fn();
    const stop = watchRegistry({ read, onRegistry, document: page });
    await jest.advanceTimersByTimeAsync(REGISTRY_POLL_MS * 2);
    expect(read).toHaveBeenCalledTimes(2);
    expect(onRegistry).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('sameRegistry', () => {
  it('compares what the entries say', () => {
    expect(sameRegistry([entry('1.0.0')], [entry('1.0.0')])).toBe(true);
    expect(sameRegistry([entry('1.0.0')], [entry('1.1.0')])).toBe(false);
    expect(sameRegistry([entry('1.0.0')], [{ ...entry('1.0.0'), enabled: false }])).toBe(false);
  });
});
