/**
 * The suggestions a customer dismissed, per cart: a voucher turned down for a cart is not offered again for that
 * cart (another voucher that becomes the best one — a prize won since — is). Kept in localStorage, so a reload or
 * a new tab does not ask again; nothing is kept where storage is unavailable (private modes), only this visit.
 */
const KEY = 'voucher-suggestion-dismissed';
const MAX = 20;
const memory = new Set<string>();

const entry = (cartId: string, code: string) => `${cartId}:${code}`;

function read(): string[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function isDismissed(cartId: string, code: string): boolean {
  return memory.has(entry(cartId, code)) || read().includes(entry(cartId, code));
}

export function dismiss(cartId: string, code: string): void {
  memory.add(entry(cartId, code));
  try {
    window.localStorage.setItem(KEY, JSON.stringify([...read().filter((item) => item !== entry(cartId, code)), entry(cartId, code)].slice(-MAX)));
  } catch {
    // Storage refused: this visit still remembers (memory).
  }
}
