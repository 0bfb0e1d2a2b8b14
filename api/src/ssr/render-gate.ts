/**
 * How many pages the server renders at once (docs/adr/0009-server-rendering.md, "Load"). A fresh render costs
 * CPU (tens of milliseconds); a page asked again is served from memory, but a flood of new URLs (a crawler, a
 * query-string flood) would queue renders without end. The gate runs a few at once, lets a bounded number
 * wait, and sheds the rest: such a request gets the shell's page and is rendered in the browser, as a page
 * is when server rendering is off. The same URL asked while it renders waits for that one render.
 */
export interface RenderGate<T> {
  /** The key's answer, rendered by `render` unless the same key is rendering; null when shed. */
  run(key: string, render: () => Promise<T>): Promise<T | null>;
  readonly running: number;
  readonly waiting: number;
}

export function createRenderGate<T>({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): RenderGate<T> {
  const inFlight = new Map<string, Promise<T>>();
  const queue: Array<() => void> = [];
  let running = 0;

  async function slot(): Promise<void> {
    if (running < concurrency) {
      running += 1;
      return;
    }
    // A slot is handed over by the render that frees it (running stays counted).
    await new Promise<void>((resolve) => queue.push(resolve));
  }

  function release(): void {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    run(key, render) {
      const same = inFlight.get(key);
      if (same) return same;
      if (running >= concurrency && queue.length >= maxWaiting) return Promise.resolve(null);
      const answer = (async () => {
        await slot();
        try {
          return await render();
        } finally {
          release();
        }
      })();
      inFlight.set(key, answer);
      const forget = () => inFlight.delete(key);
      answer.then(forget, forget);
      return answer;
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
