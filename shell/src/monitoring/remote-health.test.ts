/** @jest-environment jsdom */
import { flushRemoteReports, noteRemoteFailed, noteRemoteMounted } from './remote-health';

describe('remote load reports', () => {
  const sent: { url: string; body: unknown }[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    sent.length = 0;
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

  it('batches mounts and failures per remote and version, sent once a few seconds after', async () => {
    noteRemoteMounted('mfe_domains', '1.0.0');
    noteRemoteMounted('mfe_domains', '1.0.0');
    noteRemoteFailed('mfe_hosting', '2.0.0');
    noteRemoteMounted('mfe_hosting', '2.0.0');
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(5_000);
    const [one] = await bodies();
    expect(sent).toHaveLength(1);
    expect(one!.url).toBe('/api/remotes/reports');
    expect(one!.body.session).toMatch(/^[0-9a-f]{32}$/);
    expect(one!.body.reports).toEqual([
      { remote: 'mfe_domains', version: '1.0.0', mounted: true, failed: false },
      { remote: 'mfe_hosting', version: '2.0.0', mounted: true, failed: true },
    ]);
  });

  it('sends what is pending when the page is hidden, with the same session id', async () => {
    noteRemoteFailed('mfe_checkout', '3.0.0');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    const [one] = await bodies();
    expect(one!.body.reports).toEqual([{ remote: 'mfe_checkout', version: '3.0.0', mounted: false, failed: true }]);
    expect(one!.body.session).toBe(sessionStorage.getItem('storefront.remoteReportSession'));
    flushRemoteReports();
    expect(sent).toHaveLength(1);
  });
});
