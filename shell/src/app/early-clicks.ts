export interface EarlyClicks {
  /** Stops keeping taps: React handles them from the moment it starts hydrating. */
  stop(): void;
  /** Presses again, once each, what was tapped before (and is still on the page). */
  replay(): void;
}

/** What the boot script (shell/src/boot/boot.js) keeps: the buttons tapped since the page was drawn. */
interface BootClicks {
  kept: HTMLElement[];
  stop(): void;
}

declare global {
  var __storefrontEarlyClicks: BootClicks | undefined;
}

/**
 * A server-rendered page is on screen before React has taken it over (its code loads after the first paint and
 * starts in steps): a tap on a button meanwhile (the language switch, "Add to cart") would do nothing. The boot
 * script keeps such taps from the first paint; they are pressed again once the page is hydrated. Links and a
 * form's submit button are left to the browser: the server renders where they go.
 */
export function earlyClicks(): EarlyClicks {
  const boot = globalThis.__storefrontEarlyClicks;
  const stop = () => boot?.stop();
  return {
    stop,
    replay() {
      stop();
      for (const element of boot?.kept.splice(0) ?? []) if (element.isConnected) element.click();
    },
  };
}
