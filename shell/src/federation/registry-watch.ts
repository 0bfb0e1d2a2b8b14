import type { RemoteConfig } from '@storefront/contracts';
import { pollWhileVisible } from '../maintenance/runtime-poll';

/** How often an open, visible page asks whether the registry changed: a change is seen within this (+ one request). */
export const REGISTRY_POLL_MS = 5_000;

export interface RegistryWatchOptions {
  /** A revalidated read of the registry: null when unchanged since the ETag given (304). */
  read: (etag: string | undefined) => Promise<{ registry: RemoteConfig[]; etag?: string } | null>;
  /** Told of every registry read that answered (a 200): the caller compares it with what it has. */
  onRegistry: (registry: RemoteConfig[]) => void;
  intervalMs?: number;
  document?: Document;
}

/**
 * Follows the runtime registry while the page is open (docs/adr/0010-remote-releases.md): a revalidated read
 * (If-None-Match, 304 when unchanged) every `intervalMs` while the page is visible, none while it is hidden, and one
 * at once when it becomes visible again. A failed read is tried again at the next tick. Returns the stop function.
 */
export function watchRegistry({ read, onRegistry, intervalMs = REGISTRY_POLL_MS, document: page = document }: RegistryWatchOptions): () => void {
  let etag: string | undefined;
  let stopped = false;
  // A failed read (offline, the api restarting) is tried again at the next tick: pollWhileVisible swallows it.
  const stop = pollWhileVisible(
    async () => {
      const answer = await read(etag);
      if (answer && !stopped) {
        etag = answer.etag;
        onRegistry(answer.registry);
      }
    },
    intervalMs,
    page,
  );
  return () => {
    stopped = true;
    stop();
  };
}

/** Whether two reads of the registry say the same. */
export function sameRegistry(a: readonly RemoteConfig[], b: readonly RemoteConfig[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
