const KEY = 'storefront.checkout.orderId';

/** The checkout in session state (spec §2 checkout guard): the order this tab is checking out. */
export const checkoutSession = {
  orderId(): string | null {
    try {
      return window.sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  remember(orderId: string): void {
    try {
      window.sessionStorage.setItem(KEY, orderId);
    } catch {
      /* private mode: the orderId in the URL still carries the checkout */
    }
  },
  forget(): void {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      /* nothing to forget */
    }
  },
};
