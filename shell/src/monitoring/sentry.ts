import * as Sentry from '@sentry/browser';
import { MONITORING_SAMPLE_RATES, type MonitoringClientConfig } from '@storefront/contracts';
import { bus, setErrorReporter } from '@storefront/platform';

/**
 * Sentry's browser SDK with the spec's rates (§9: traces 0.2, session replay 0.1, replay on error 1), failed
 * HTTP answers 400–599 reported (httpClientIntegration), and every event tagged with the remote and version of
 * the page it happened on. A remote that cannot be loaded is reported too, and so is every error an app hands to
 * the platform's reportError (those made before this loaded included). Loaded only when a DSN is set.
 */
export function initSentry(config: MonitoringClientConfig, tags: () => Record<string, string>): void {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    tracesSampleRate: MONITORING_SAMPLE_RATES.traces,
    replaysSessionSampleRate: MONITORING_SAMPLE_RATES.replaysSession,
    replaysOnErrorSampleRate: MONITORING_SAMPLE_RATES.replaysOnError,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true }),
      Sentry.httpClientIntegration({ failedRequestStatusCodes: [[400, 599]] }),
    ],
    beforeSend(event) {
      event.tags = { ...event.tags, ...tags() };
      return event;
    },
    beforeSendTransaction(event) {
      event.tags = { ...event.tags, ...tags() };
      return event;
    },
  });
  bus.subscribe('remote/loadFailed', ({ remote, error }) => {
    Sentry.captureMessage(`Remote ${remote} could not be loaded: ${error}`, { level: 'error', tags: { ...tags(), remote } });
  });
  setErrorReporter((error, where) => {
    Sentry.captureException(error, { tags: { ...tags(), where } });
  });
}
