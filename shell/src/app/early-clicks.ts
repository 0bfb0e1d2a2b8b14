/** What a tap can press on a page whose handlers are not attached yet (a link or a form's submit works without them). */
const PRESSABLE = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], [role="option"]';

export interface EarlyClicks {
  /** Stops keeping taps: React handles them from the moment it starts hydrating. */
  stop(): void;
  /** Presses again, once each, what was tapped before (and is still on the page). */
  replay(): void;
}

/**
 * A server-rendered page is on screen before React has taken it over, and the start-up is cut into steps: a tap on a
 * button meanwhile (the language switch, "Add to cart") would do nothing, its handler not attached yet. Such taps are
 * kept from the start and pressed again once the page is hydrated. Links and a form's submit button are left to the
 * browser: the server renders where they go.
 */
export function keepEarlyClicks(doc: Document = document): EarlyClicks {
  const kept: HTMLElement[] = [];
  const keep = (event: MouseEvent) => {
    const pressed = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!pressed || pressed.closest('a[href]') || pressed.getAttribute('aria-disabled') === 'true') return;
    if (pressed instanceof HTMLButtonElement && (pressed.disabled || (pressed.type === 'submit' && pressed.form))) return;
    if (!kept.includes(pressed)) kept.push(pressed);
  };
  doc.addEventListener('click', keep, true);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    doc.removeEventListener('click', keep, true);
  };
  return {
    stop,
    replay() {
      stop();
      for (const element of kept.splice(0)) if (element.isConnected) element.click();
    },
  };
}
