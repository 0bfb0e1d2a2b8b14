import { derivedKey, signClaims, verifiedClaims } from './signed-token';

/**
 * What a preview token grants: `remote` at `version` for the staff member `userId`, until `expiresAt` (ms). `id` names
 * the preview's row (remote_previews): the token counts only while that row is neither ended nor expired (preview.ts).
 */
export interface PreviewGrant {
  id: string;
  remote: string;
  version: string;
  userId: string;
  expiresAt: number;
}

/** The preview's signing key, derived from the api's secret with a label of its own. */
export function previewKey(secret: string): Buffer {
  return derivedKey(secret, 'storefront/remote-preview/v1');
}

/** `<payload>.<signature>`, both base64url; the payload is JSON. */
export function signPreviewToken(key: Buffer, grant: PreviewGrant): string {
  return signClaims(key, { i: grant.id, r: grant.remote, v: grant.version, u: grant.userId, e: grant.expiresAt });
}

/**
 * The grant of a token signed with this key and not expired at `now`; null for anything else (tampered, expired,
 * malformed, or from before previews had an id). Whether the preview was ended is the database's to say (preview.ts).
 */
export function verifyPreviewToken(key: Buffer, token: string | undefined, now: number): PreviewGrant | null {
  const claims = verifiedClaims(key, token);
  if (!claims) return null;
  if (typeof claims.i !== 'string' || typeof claims.r !== 'string' || typeof claims.v !== 'string' || typeof claims.u !== 'string' || typeof claims.e !== 'number') return null;
  if (claims.e <= now) return null;
  return { id: claims.i, remote: claims.r, version: claims.v, userId: claims.u, expiresAt: claims.e };
}
