import { reportError } from '@storefront/platform';

/** How often an open, visible page asks whether the configuration or the maintenance windows changed (a change shows within 10 s). */
export const RUNTIME_POLL_MS = 5_000;

/**
 * Calls `tick` every `intervalMs` while the page is visible, at once when it becomes visible again, never two at a time;
 * a failed tick is tried again at the next one. Returns the stop function.
 */
export function pollWhileVisible(tick: () => Promise<void>, intervalMs: number = RUNTIME_POLL_MS, page: Document = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = (): Promise<void> => {
    running ??= tick()
      .catch((error: unknown) => reportError(error, 'shell/runtime-poll'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const schedule = () => {
    clearTimeout(timer);
    if (stopped || page.visibilityState !== 'visible') return;
    timer = setTimeout(() => void run().then(schedule), intervalMs);
  };
  const onVisibilityChange = () => {
    if (page.visibilityState === 'visible') void run().then(schedule);
    else clearTimeout(timer);
  };

  page.addEventListener('visibilitychange', onVisibilityChange);
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
    page.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
