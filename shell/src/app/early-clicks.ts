export interface EarlyClicks {
  /** Stops holding taps (a page rendered in the browser: nothing to tap before React draws it). */
  stop(): void;
  /** Stops holding taps and presses again, once each, what was tapped before (and is still on the page). */
  replay(): void;
}

/** What the boot script (shell/src/boot/boot.js) holds: the controls tapped since the page was drawn. */
interface BootClicks {
  kept: HTMLElement[];
  stop(): void;
}

declare global {
  var __storefrontEarlyClicks: BootClicks | undefined;
}

/** How long a held tap waits for React to take over its element (a part hydrated after the page) before it is pressed anyway. */
export const EARLY_CLICK_WAIT_MS = 5000;

/** Whether React has taken the element over: it keeps the element's props on the element itself once hydrated. */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** Presses each element, in order, once React answers it (or after the wait): a part may hydrate after the rest. */
function pressInOrder(elements: HTMLElement[], deadline: number): void {
  const element = elements[0];
  if (!element) return;
  if (element.isConnected && !hydrated(element) && Date.now() < deadline) {
    setTimeout(() => pressInOrder(elements, deadline), 50);
    return;
  }
  if (element.isConnected) element.click();
  pressInOrder(elements.slice(1), deadline);
}

/**
 * A server-rendered page is on screen before React has taken it over (its code loads after the first paint and
 * starts in steps): a tap on a button meanwhile (the language switch, "Add to cart", a region filter) would do
 * nothing. The boot script holds such taps from the first paint until the page is hydrated; they are then pressed
 * again, in order. Links and a form's submit button are left to the browser: the server renders where they go.
 */
export function earlyClicks(): EarlyClicks {
  const boot = globalThis.__storefrontEarlyClicks;
  const stop = () => boot?.stop();
  return {
    stop,
    replay() {
      stop();
      pressInOrder(boot?.kept.splice(0) ?? [], Date.now() + EARLY_CLICK_WAIT_MS);
    },
  };
}
