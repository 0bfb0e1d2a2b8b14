import type { RemoteLoadProblem } from '@storefront/contracts';
import { createServerRemotes, partsLeftToBrowser, type FederationAdapter } from './server-remotes';

/** A federation runtime whose loads the test settles by hand. */
function fakeFederation() {
  const registered: { name: string; entry: string; force: boolean }[] = [];
  /** What the registry said of each registered version (for the integrity checks). */
  const told: { version: string; integrity?: string }[] = [];
  const pending: { id: string; entry: string; resolve: (value: unknown) => void; reject: (error: Error) => void }[] = [];
  const current = new Map<string, string>();
  const federation: FederationAdapter = {
    register(list, { force }) {
      for (const remote of list) {
        registered.push({ name: remote.name, entry: remote.entry, force });
        told.push({ version: remote.version, integrity: remote.integrity });
        current.set(remote.name, remote.entry);
      }
    },
    load(id) {
      return new Promise((resolve, reject) => pending.push({ id, entry: current.get(id.split('/')[0]!)!, resolve, reject }));
    },
  };
  return { federation, registered, told, pending };
}

const v1 = { name: 'mfe_domains', version: '1.0.0', manifest: '/remotes/domains/1.0.0/mf-manifest.json' };
const v2 = { ...v1, version: '1.1.0', manifest: '/remotes/domains/1.1.0/mf-manifest.json' };

function setup() {
  const fake = fakeFederation();
  const problems: RemoteLoadProblem[] = [];
  let clock = 0;
  const remotes = createServerRemotes({
    federation: fake.federation,
    resolve: (manifest) => new URL(manifest, 'http://127.0.0.1:9999').toString(),
    budgetMs: 300,
    retryAfterMs: 30_000,
    report: (problem) => problems.push(problem),
    now: () => clock,
  });
  return { ...fake, problems, remotes, advance: (ms: number) => (clock += ms) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the remotes of the server renderer', () => {
  it('registers the version the registry names, at the absolute URL of its manifest, and loads it once', async () => {
    const { remotes, registered, pending } = setup();
    const first = remotes.get(v1, 'routes');
    expect(registered).toEqual([{ name: 'mfe_domains', entry: 'http://127.0.0.1:9999/remotes/domains/1.0.0/mf-manifest.json', force: false }]);
    pending[0]!.resolve('routes v1');
    await expect(first).resolves.toEqual({ version: '1.0.0', manifest: v1.manifest, value: 'routes v1' });
    await expect(remotes.get(v1, 'routes')).resolves.toMatchObject({ value: 'routes v1' });
    expect(pending).toHaveLength(1);
  });

  it('follows the registry: a new version is registered with force and rendered from then on, without a restart', async () => {
    const { remotes, registered, pending } = setup();
    const first = remotes.get(v1, 'routes');
    pending[0]!.resolve('routes v1');
    await first;
    const second = remotes.get(v2, 'routes');
    expect(registered.at(-1)).toEqual({ name: 'mfe_domains', entry: 'http://127.0.0.1:9999/remotes/domains/1.1.0/mf-manifest.json', force: true });
    pending[1]!.resolve('routes v2');
    await expect(second).resolves.toEqual({ version: '1.1.0', manifest: v2.manifest, value: 'routes v2' });
  });

  it('renders without a remote whose server build takes longer than the budget, reports it, and has it for the next page', async () => {
    const { remotes, pending, problems } = setup();
    const slow = remotes.get(v1, 'routes');
    await jest.advanceTimersByTimeAsync(300);
    await expect(slow).resolves.toBeNull();
    expect(problems).toEqual([{ remote: 'mfe_domains', version: '1.0.0', exposed: 'routes', reason: 'timeout', error: undefined, fallbackVersion: undefined }]);
    pending[0]!.resolve('routes v1');
    await Promise.resolve();
    await expect(remotes.get(v1, 'routes')).resolves.toMatchObject({ value: 'routes v1' });
    expect(pending).toHaveLength(1);
  });

  it('keeps the last version that loaded while a new one fails, names it for hydration, and retries the new one after a pause', async () => {
    const { remotes, pending, problems, advance } = setup();
    const first = remotes.get(v1, 'routes');
    pending[0]!.resolve('routes v1');
    await first;

    const broken = remotes.get(v2, 'routes');
    pending[1]!.reject(new Error("Unexpected token ':'"));
    await expect(broken).resolves.toEqual({ version: '1.0.0', manifest: v1.manifest, value: 'routes v1' });
    expect(problems).toEqual([{ remote: 'mfe_domains', version: '1.1.0', exposed: 'routes', reason: 'failed', error: "Unexpected token ':'", fallbackVersion: '1.0.0' }]);

    // Within the pause the failed version is not tried again: the last good one answers at once.
    await expect(remotes.get(v2, 'routes')).resolves.toMatchObject({ version: '1.0.0' });
    expect(pending).toHaveLength(2);

    advance(30_000);
    const retried = remotes.get(v2, 'routes');
    expect(pending).toHaveLength(3);
    pending[2]!.resolve('routes v2');
    await expect(retried).resolves.toMatchObject({ version: '1.1.0', value: 'routes v2' });
  });

  it('answers null when nothing of the remote ever loaded', async () => {
    const { remotes, pending, problems } = setup();
    const missing = remotes.get(v1, 'SearchBox');
    pending[0]!.reject(new Error('404'));
    await expect(missing).resolves.toBeNull();
    expect(problems[0]).toMatchObject({ reason: 'failed', exposed: 'SearchBox', fallbackVersion: undefined });
  });

  it('shares one load between the pages that ask for a module at the same time', async () => {
    const { remotes, pending } = setup();
    const both = Promise.all([remotes.get(v1, 'routes'), remotes.get(v1, 'routes')]);
    expect(pending).toHaveLength(1);
    pending[0]!.resolve('routes v1');
    await expect(both).resolves.toEqual([expect.objectContaining({ value: 'routes v1' }), expect.objectContaining({ value: 'routes v1' })]);
  });

  it('registers a published version with its integrity (the runtime plugin checks every file against it), and names it for hydration', async () => {
    const { remotes, told, pending } = setup();
    const published = { ...v2, integrity: 'sha384-bbbb' };
    const loading = remotes.get(published, 'routes');
    expect(told).toEqual([{ version: '1.1.0', integrity: 'sha384-bbbb' }]);
    pending[0]!.resolve('routes v2');
    await expect(loading).resolves.toEqual({ version: '1.1.0', manifest: v2.manifest, integrity: 'sha384-bbbb', value: 'routes v2' });
  });

  it('keeps the last version that passed, with its own integrity, while a new one is refused for its bytes', async () => {
    const { remotes, pending, problems } = setup();
    const first = remotes.get({ ...v1, integrity: 'sha384-aaaa' }, 'routes');
    pending[0]!.resolve('routes v1');
    await first;
    const refused = remotes.get({ ...v2, integrity: 'sha384-bbbb' }, 'routes');
    pending[1]!.reject(new Error('Integrity: mfe_domains 1.1.0 server/123.abcd1234.js refused: its sha384 is sha384-x, its manifest names sha384-y.'));
    await expect(refused).resolves.toEqual({ version: '1.0.0', manifest: v1.manifest, integrity: 'sha384-aaaa', value: 'routes v1' });
    expect(problems).toEqual([
      expect.objectContaining({ remote: 'mfe_domains', version: '1.1.0', reason: 'failed', error: expect.stringMatching(/^Integrity: mfe_domains 1\.1\.0 server\/123\.abcd1234\.js refused/), fallbackVersion: '1.0.0' }),
    ]);
  });

  it('reports a load that failed after its budget ran out (a file refused in the background)', async () => {
    const { remotes, pending, problems } = setup();
    const slow = remotes.get(v1, 'routes');
    await jest.advanceTimersByTimeAsync(300);
    await expect(slow).resolves.toBeNull();
    pending[0]!.reject(new Error('Integrity: mfe_domains 1.0.0 server/remoteEntry.js refused'));
    await jest.advanceTimersByTimeAsync(0);
    expect(problems.map((problem) => problem.reason)).toEqual(['timeout', 'failed']);
    expect(problems[1]).toMatchObject({ version: '1.0.0', error: 'Integrity: mfe_domains 1.0.0 server/remoteEntry.js refused' });
  });
});

describe('the parts of a page left to the browser', () => {
  const loaded = { version: '1.0.0', manifest: '/remotes/domains/1.0.0/mf-manifest.json', value: {} };

  it("names the parts of an enabled remote the server could not load, not a disabled remote's", () => {
    const modules = new Map([
      ['mfe_domains/routes', loaded],
      ['mfe_domains/SearchBox', null],
      ['mfe_hosting/routes', null],
    ]);
    expect(partsLeftToBrowser(modules, new Set(['mfe_domains']))).toEqual(['mfe_domains/SearchBox']);
    expect(partsLeftToBrowser(modules, new Set(['mfe_domains', 'mfe_hosting']))).toEqual(['mfe_domains/SearchBox', 'mfe_hosting/routes']);
  });

  it('is empty when every part was rendered', () => {
    expect(partsLeftToBrowser(new Map([['mfe_domains/SearchBox', loaded]]), new Set(['mfe_domains']))).toEqual([]);
  });
});
