/** Sends the browser to a provider's hosted payment page (a full page load; the provider sends the customer back). */
export function goToProvider(url: string): void {
  window.location.assign(url);
}
