import { REMOTE_REPORT_LIMITS } from '@storefront/contracts';
import { derivedKey, macOf, signClaims, verifiedClaims } from './signed-token';

/**
 * The token a browser reports a remote version's outcome with (issue 28, item 2; ADR 0010): the server hands one with
 * each entry of the registry it resolved for a visitor — for exactly the version it assigned them — and
 * POST /api/remotes/reports counts an entry only with a valid one. It names the remote, the version, the session it
 * counts for and its expiry, signed with a key of its own.
 *
 * The session is the visitor's (their bucket key) for one window of REPORT_WINDOW_MS: every tab and every registry read
 * of the window gets the same token (the registry's ETag holds; one visitor counts once per window), a visitor of the
 * next window counts again. A token stays valid for a window after its own, so a page left open keeps reporting.
 */
export const REPORT_WINDOW_MS = 6 * 60 * 60 * 1000;

export interface ReportClaim {
  remote: string;
  version: string;
  session: string;
}

export function reportKey(secret: string): Buffer {
  return derivedKey(secret, 'storefront/remote-report/v1');
}

/** The token of `visitor` (contracts' visitorKey) for `remote` at `version`, issued at `now` (ms). */
export function issueReportToken(key: Buffer, visitor: string, remote: string, version: string, now: number): string {
  const window = Math.floor(now / REPORT_WINDOW_MS) * REPORT_WINDOW_MS;
  const session = macOf(key, `session\u0000${visitor}\u0000${window}`).slice(0, 32);
  return signClaims(key, { r: remote, v: version, s: session, e: window + 2 * REPORT_WINDOW_MS });
}

/** What a token signed with this key and unexpired at `now` vouches for; null for anything else. */
export function verifyReportToken(key: Buffer, token: string | undefined, now: number): ReportClaim | null {
  const claims = verifiedClaims(key, token, REMOTE_REPORT_LIMITS.tokenMax);
  if (!claims || typeof claims.r !== 'string' || typeof claims.v !== 'string' || typeof claims.s !== 'string' || typeof claims.e !== 'number') return null;
  if (claims.e <= now) return null;
  return { remote: claims.r, version: claims.v, session: claims.s };
}
