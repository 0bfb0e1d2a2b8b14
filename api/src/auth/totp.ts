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

/** The code for a secret at a time (tests compute codes the way an app does). */
export function totpCode(secret: string, at: Date | number): string {
  return totp(secret).generate({ timestamp: new Date(at).getTime() });
}

/**
 * Checks a code against the previous, current and next step (clock drift); answers the step it matched,
 * or null. A step at or before `lastStep` is refused: an accepted code cannot be used again. `at` is the
 * clock's time (the app's, so a moved clock moves the steps).
 */
export function verifyTotp(secret: string, code: string, lastStep: number | null, at: Date): number | null {
  const timestamp = at.getTime();
  const delta = totp(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(timestamp / 1000 / PERIOD) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
