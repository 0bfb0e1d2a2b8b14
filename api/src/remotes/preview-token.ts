import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a preview token grants: `remote` at `version` for the staff member `userId`, until `expiresAt` (ms). */
export interface PreviewGrant {
  remote: string;
  version: string;
  userId: string;
  expiresAt: number;
}

/**
 * The preview's signing key, derived from the api's secret (secrets.ts; HMAC as a key derivation with a label
 * of its own), so a preview token is signed with a key used for nothing else.
 */
export function previewKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('storefront/remote-preview/v1').digest();
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<payload>.<signature>`, both base64url; the payload is JSON. */
export function signPreviewToken(key: Buffer, grant: PreviewGrant): string {
  const payload = Buffer.from(JSON.stringify({ r: grant.remote, v: grant.version, u: grant.userId, e: grant.expiresAt })).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The grant of a token signed with this key and not expired at `now`; null for anything else (tampered, expired, malformed). */
export function verifyPreviewToken(key: Buffer, token: string | undefined, now: number): PreviewGrant | null {
  if (!token || token.length > 1024) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof claims.r !== 'string' || typeof claims.v !== 'string' || typeof claims.u !== 'string' || typeof claims.e !== 'number') return null;
    if (claims.e <= now) return null;
    return { remote: claims.r, version: claims.v, userId: claims.u, expiresAt: claims.e };
  } catch {
    return null;
  }
}
