import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signing key of its own for one purpose (`label`), derived from the api's secret (secrets.ts): HMAC as a key
 * derivation, so the preview, the report tokens and the visitor id cookie are each signed with a key used for
 * nothing else.
 */
export function derivedKey(secret: string, label: string): Buffer {
  return createHmac('sha256', secret).update(label).digest();
}

/** The base64url HMAC-SHA256 of `text` under `key`. */
export const macOf = (key: Buffer, text: string): string => createHmac('sha256', key).update(text).digest('base64url');

/** Whether `given` is the MAC of `text`, compared in constant time. */
export function macHolds(key: Buffer, text: string, given: string): boolean {
  const expected = Buffer.from(macOf(key, text));
  const candidate = Buffer.from(given);
  return expected.length === candidate.length && timingSafeEqual(expected, candidate);
}

/** `<payload>.<signature>`, both base64url; the payload is the JSON of `claims`. */
export function signClaims(key: Buffer, claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${macOf(key, payload)}`;
}

/** The claims of a token signed with this key; null when tampered, malformed or longer than `maxLength`. */
export function verifiedClaims(key: Buffer, token: string | undefined, maxLength = 1024): Record<string, unknown> | null {
  if (!token || token.length > maxLength) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !macHolds(key, payload, signature)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
