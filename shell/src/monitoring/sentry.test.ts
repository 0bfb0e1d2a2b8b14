import type { BrowserOptions } from '@sentry/browser';
import * as Sentry from '@sentry/browser';
import { bus, reportError, setErrorReporter } from '@storefront/platform';
import { initSentry } from './sentry';

jest.mock('@sentry/browser', () => ({
  init: jest.fn(),
  captureMessage: jest.fn(),
  captureException: jest.fn(),
  browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: jest.fn(() => ({ name: 'Replay' })),
  httpClientIntegration: jest.fn(() => ({ name: 'HttpClient' })),
}));

const sentry = jest.mocked(Sentry);
const config = { dsn: 'http://public@127.0.0.1:9000/1', environment: 'test', release: 'shell@1.2.3' };
type ErrorEvent = Parameters<NonNullable<BrowserOptions['beforeSend']>>[0];
type TransactionEvent = Parameters<NonNullable<BrowserOptions['beforeSendTransaction']>>[0];
const tags = () => ({ remote: 'mfe_hosting', remote_version: '1.4.0', locale: 'en' });

describe('initSentry', () => {
  afterEach(() => {
    jest.clearAllMocks();
    setErrorReporter(null);
  });

  it('samples as the spec says (§9: traces 0.2, session replay 0.1, replay on error 1), with tracing, replay and failed HTTP answers 400–599', () => {
    initSentry(config, tags);
    expect(sentry.init).toHaveBeenCalledTimes(1);
    const options = sentry.init.mock.calls[0]![0]!;
    // The spec's numbers themselves, not the constants the code reads: a changed constant fails here.
    expect(options).toMatchObject({ ...config, tracesSampleRate: 0.2, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });
    expect(sentry.browserTracingIntegration).toHaveBeenCalled();
    expect(sentry.replayIntegration).toHaveBeenCalledWith({ maskAllText: true, blockAllMedia: true });
    expect(sentry.httpClientIntegration).toHaveBeenCalledWith({ failedRequestStatusCodes: [[400, 599]] });
    expect(options.integrations).toEqual([{ name: 'BrowserTracing' }, { name: 'Replay' }, { name: 'HttpClient' }]);
  });

  it('tags every event and transaction with the remote and its version, and reports a remote that could not be loaded', () => {
    initSentry(config, tags);
    const options = sentry.init.mock.calls[0]![0]!;
    const hint = {};
    expect(options.beforeSend!({ type: undefined, tags: { kept: 'yes' } } as ErrorEvent, hint)).toMatchObject({ tags: { kept: 'yes', ...tags() } });
    expect(options.beforeSendTransaction!({ type: 'transaction' } as TransactionEvent, hint)).toMatchObject({ tags: tags() });

    bus.publish('remote/loadFailed', { remote: 'mfe_checkout', error: 'timeout' });
    expect(sentry.captureMessage).toHaveBeenCalledWith('Remote mfe_checkout could not be loaded: timeout', { level: 'error', tags: { ...tags(), remote: 'mfe_checkout' } });
  });

  it("reports what an app hands to the platform's reportError, those made before Sentry loaded too, tagged with where it happened", () => {
    const early = new Error('recording the checkout state failed');
    reportError(early, 'checkout/record-state');
    initSentry(config, tags);
    expect(sentry.captureException).toHaveBeenCalledWith(early, { tags: { ...tags(), where: 'checkout/record-state' } });
    const later = new Error('later');
    reportError(later, 'checkout/auto-sign');
    expect(sentry.captureException).toHaveBeenLastCalledWith(later, { tags: { ...tags(), where: 'checkout/auto-sign' } });
  });
});
