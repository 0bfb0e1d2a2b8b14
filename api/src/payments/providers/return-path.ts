/**
 * Where a provider sends the customer back: the storefront path the session was started with (its continue or cancel
 * path), with the session's id added to its query — the success and basket pages read `sessionId` to show the
 * attempt's outcome. One rule for every provider (the sandbox's pages, PayWay's return URLs, PayPal's).
 */
export function withSessionId(path: string, sessionId: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}sessionId=${encodeURIComponent(sessionId)}`;
}
