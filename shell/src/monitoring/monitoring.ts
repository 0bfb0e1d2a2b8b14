import { findOwner, splitLocalePath, type MonitoringClientConfig, type RemoteConfig } from '@storefront/contracts';

/** Where the reader is: the registry the page uses and the path it shows (kept current by <Monitoring />). */
interface Whereabouts {
  remotes: readonly RemoteConfig[];
  pathname: string;
}

let whereabouts: Whereabouts = { remotes: [], pathname: '/' };

export function setWhereabouts(next: Whereabouts): void {
  whereabouts = next;
}

/**
 * The tags every event carries (issue 14, item 10): the remote that owns the page and its version (`shell`
 * and the shell's release for the shell's own pages), and the page's language.
 */
export function eventTags({ remotes, pathname }: Whereabouts = whereabouts): Record<string, string> {
  const { locale, path } = splitLocalePath(pathname);
  const owner = findOwner(remotes, path);
  return owner ? { remote: owner.name, remote_version: owner.version, locale } : { remote: 'shell', locale };
}

let started: Promise<void> | null = null;

/**
 * Starts error reporting once per page when the configuration names a DSN; nothing is downloaded otherwise.
 * The SDK is its own chunk, fetched after the page is up (it never delays the first render).
 */
export function startMonitoring(config: MonitoringClientConfig | null | undefined): Promise<void> | null {
  if (!config || started) return started;
  started = import('./sentry')
    .then(({ initSentry }) => initSentry(config, () => eventTags()))
    .catch(() => {
      started = null;
    });
  return started;
}
