/** @jest-environment jsdom */
import type { RemoteConfig } from '@storefront/contracts';
import type * as RemoteHealth from './remote-health';

type Health = typeof RemoteHealth;

const entry = (name: string, version: string, reportToken?: string): RemoteConfig => ({
  name,
  version,
  manifest: `/remotes/${name}/${version}/mf-manifest.json`,
  enabled: true,
  routes: ['/x'],
  disabledMode: 'maintenance',
  ...(reportToken ? { reportToken } : {}),
});

describe('remote load reports', () => {
  const sent: { url: string; body: unknown }[] = [];
  let health: Health;
  beforeEach(() => {
    jest.useFakeTimers();
    sent.length = 0;
    // Each test starts as a fresh page: no registry read yet, nothing pending.
    jest.isolateModules(() => {
      health = jest.requireActual<Health>('./remote-health');
    });
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, data: Blob) => {
        sent.push({ url, body: data });
        return true;
      },
    });
  });
  afterEach(() => jest.useRealTimers());

  // jsdom's Blob has no text(): read it as a browser would.
  const read = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
  const bodies = async () => Promise.all(sent.map(async (s) => ({ url: s.url, body: JSON.parse(await read(s.body as Blob)) })));

  it('batches mounts and failures per remote and version, sent once a few seconds after, each with its report token', async () => {
    health.rememberReportTokens([entry('mfe_domains', '1.0.0', 'token-d'), entry('mfe_hosting', '2.0.0', 'token-h')]);
    health.noteRemoteMounted('mfe_domains', '1.0.0');
    health.noteRemoteMounted('mfe_domains', '1.0.0');
    health.noteRemoteFailed('mfe_hosting', '2.0.0');
    health.noteRemoteMounted('mfe_hosting', '2.0.0');
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(5_000);
    const [one] = await bodies();
    expect(sent).toHaveLength(1);
    expect(one!.url).toBe('/api/remotes/reports');
    expect(one!.body.session).toMatch(/^[0-9a-f]{32}$/);
    expect(one!.body.reports).toEqual([
      { remote: 'mfe_domains', version: '1.0.0', mounted: true, failed: false, token: 'token-d' },
      { remote: 'mfe_hosting', version: '2.0.0', mounted: true, failed: true, token: 'token-h' },
    ]);
  });

  it('sends what is pending when the page is hidden, with the same session id', async () => {
    health.rememberReportTokens([entry('mfe_checkout', '3.0.0', 'token-c')]);
    health.noteRemoteFailed('mfe_checkout', '3.0.0');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    const [one] = await bodies();
    expect(one!.body.reports).toEqual([{ remote: 'mfe_checkout', version: '3.0.0', mounted: false, failed: true, token: 'token-c' }]);
    expect(one!.body.session).toBe(sessionStorage.getItem('storefront.remoteReportSession'));
    health.flushRemoteReports();
    expect(sent).toHaveLength(1);
  });

  it('issue 28.2: reports only with the token the registry handed for that very version, waiting for the registry read', async () => {
    // A server-rendered page mounts before the browser's registry read answered: the outcome waits for its token.
    health.noteRemoteFailed('mfe_domains', '1.1.0');
    health.noteRemoteMounted('mfe_hosting', '2.0.0');
    jest.advanceTimersByTime(5_000);
    expect(sent).toHaveLength(0);
    // The registry assigned mfe_domains 1.1.0 (with its token); mfe_hosting's entry names another version and no token.
    health.rememberReportTokens([entry('mfe_domains', '1.1.0', 'token-canary'), entry('mfe_hosting', '2.0.0')]);
    jest.advanceTimersByTime(5_000);
    const [one] = await bodies();
    expect(sent).toHaveLength(1);
    expect(one!.body.reports).toEqual([{ remote: 'mfe_domains', version: '1.1.0', mounted: false, failed: true, token: 'token-canary' }]);
    // A version without a token is not sent at all, nor kept.
    health.noteRemoteFailed('mfe_checkout', '9.0.0');
    health.flushRemoteReports();
    health.flushRemoteReports();
    expect(sent).toHaveLength(1);
  });
});
