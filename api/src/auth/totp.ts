import { Secret, TOTP } from 'otpauth';

/** RFC 6238 TOTP: SHA-1, 6 digits, 30-second step (what every authenticator app reads). */
const PERIOD = 30;

function totp(secret: string, label = 'account', issuer = 'Storefront') {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secret: string, label: string, issuer: string): string {
  return totp(secret, label, issuer).toString();
}

/** The current code for a secret (tests and the e2e suite compute codes the way an app does). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return totp(secret).generate({ timestamp });
}

/**
 * Checks a code against the previous, current and next step (clock drift); answers the step it matched,
 * or null. A step at or before `lastStep` is refused: an accepted code cannot be used again.
 */
export function verifyTotp(secret: string, code: string, lastStep: number | null, timestamp = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(timestamp / 1000 / PERIOD) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
