import { randomId } from './random-id';

const KEY = 'storefront.checkout.tabId';

/** A uuid this browser tab makes once and keeps in sessionStorage (POST /checkout/init { tabId }, checkout-state). */
export function tabId(): string {
  try {
    const existing = window.sessionStorage.getItem(KEY);
    if (existing) return existing;
    const made = randomId();
    window.sessionStorage.setItem(KEY, made);
    return made;
  } catch {
    return fallback;
  }
}
const fallback = randomId();
