/**
 * Resolves in a task of its own, after the browser has had its turn (input, paint): the page's start-up work is cut
 * into steps this way, so none of them is a long task that keeps a phone from answering a tap.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
