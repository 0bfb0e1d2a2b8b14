import { createHmac, timingSafeEqual } from 'node:crypto';
import { CALLBACK_TOLERANCE_SECONDS } from '@storefront/contracts';

/**
 * Provider callbacks are signed like Stripe's webhooks: header `t=<unix seconds>,v1=<hex>` where v1 is
 * HMAC-SHA256(secret, "<t>.<raw body>"). Verification recomputes it over the raw bytes received, compares in
 * constant time and refuses a timestamp outside the replay window.
 */
export function signCallback(secret: string, rawBody: string, nowSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${nowSeconds}.${rawBody}`).digest('hex');
  return `t=${nowSeconds},v1=${mac}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export function verifyCallback(secret: string, rawBody: string, header: string | undefined, nowSeconds: number): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1');
  if (!Number.isInteger(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - t) > CALLBACK_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ok: true } : { ok: false, reason: 'mismatch' };
}

/**
 * The check of a callback as it arrives. The replay window is measured on the wall clock, not the business clock: the
 * provider signs with the real time of day, so a moved development clock must not make its callbacks stale.
 */
export function verifyArrivingCallback(secret: string, rawBody: string, header: string | undefined, wallClockMs: number = Date.now()): SignatureCheck {
  return verifyCallback(secret, rawBody, header, Math.floor(wallClockMs / 1000));
}
