export interface EarlyClicks {
  /** Stops holding taps (a page rendered in the browser: nothing to tap before React draws it). */
  stop(): void;
  /** Stops holding taps and presses again, once each, what was tapped before (and is still on the page). */
  replay(): void;
}

/** What the boot script (shell/src/boot/boot.js) holds: the controls tapped and the fields typed into since the page was drawn. */
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

/** A text field (input, textarea) whose value React did not see change, or a select. */
function isTypedField(element: HTMLElement): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && element.type !== 'checkbox' && element.type !== 'radio';
}

/**
 * Tells React what a field typed into before hydration holds. Hydrating, React keeps the field's text but takes
 * it for the field's known value, so its state stays what the server rendered and no change is seen: the value is
 * set to empty through React (what it last knew is now ''), put back past React (the element's own setter), and an
 * input event lets React read the difference. A select answers its change event.
 */
function tellTyped(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = field.value;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = '';
  setValue?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function press(element: HTMLElement): void {
  if (isTypedField(element)) tellTyped(element);
  else element.click();
}

/**
 * Presses each element, in order, once React answers it (or after the wait): a part may hydrate after the rest.
 * Each press is a task of its own, so React renders what one did before the next: text told to a field and then
 * its form's button pressed in the same task would send the form as it was before the text (its handler reads the
 * state of the last render; the replay starts inside React's effects, where updates wait for the effects to end).
 */
function pressInOrder(elements: HTMLElement[], deadline: number): void {
  const element = elements[0];
  if (!element) return;
  if (element.isConnected && !hydrated(element) && Date.now() < deadline) {
    setTimeout(() => pressInOrder(elements, deadline), 50);
    return;
  }
  if (element.isConnected) press(element);
  if (elements.length > 1) setTimeout(() => pressInOrder(elements.slice(1), deadline), 0);
}

/**
 * A server-rendered page is on screen before React has taken it over (its code loads after the first paint and
 * starts in steps): a tap on a button meanwhile (the language switch, "Add to cart", a region filter) would do
 * nothing, and text typed into a field would be there without the app knowing. The boot script holds such taps and
 * notes such fields from the first paint until the page is hydrated; the taps are then pressed again and the fields'
 * text told to the app, in order. A form's submit button is held too (the app sends the form: "Add to cart" is not
 * a plain GET of the page). Links are left to the browser: the server renders where they go. If the app never takes
 * over, the boot script presses what it held after 30 s, as the browser would have.
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
