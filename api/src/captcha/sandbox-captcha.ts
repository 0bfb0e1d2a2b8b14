import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SiteverifyAnswer } from './captcha-verifier';

/** Google's tokens are valid for two minutes (https://developers.google.com/recaptcha/docs/verify#token_restrictions). */
export const SANDBOX_TOKEN_TTL_MS = 2 * 60 * 1000;
/** The score a sandbox token carries unless the caller asks for another one. */
export const SANDBOX_DEFAULT_SCORE = 0.9;
/** reCAPTCHA's rule for action names: letters, digits, slashes and underscores. */
export const ACTION_PATTERN = /^[A-Za-z0-9/_]{1,100}$/;
const PREFIX = 'sandbox.';

export interface SandboxCaptchaOptions {
  siteKey: string;
  secretKey: string;
  version: 2 | 3;
  /** Milliseconds since the epoch: the api's clock, so tests move time instead of waiting. */
  now: () => number;
  ttlMs?: number;
}

export interface MintRequest {
  siteKey: string;
  /** Version 3: the action (required); version 2: none. */
  action?: string | null;
  /** The page's host name (without port), as Google reports where a challenge was solved. */
  hostname: string;
  /** Sandbox only: the score the token will be verified with (0–1; default 0.9). Tests use it for a bot. */
  score?: number;
}

export type MintResult = { token: string } | { error: 'invalid-site-key' | 'invalid-action' | 'invalid-score' };

interface TokenPayload {
  /** Site key. */
  k: string;
  /** Action (version 3). */
  a: string | null;
  /** Score. */
  s: number;
  /** Issued at (ms). */
  t: number;
  /** Host name. */
  h: string;
  /** Nonce: what a second verification finds in the used set. */
  n: string;
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * A stand-in for Google reCAPTCHA that behaves like it where the storefront can tell: tokens minted for a
 * site key (and, in version 3, an action and a score), HMAC-SHA256-signed with the secret key, valid for
 * two minutes, accepted once; a siteverify answer in Google's shape and with Google's error codes.
 *
 * The used-token set lives in memory (a sandbox runs in one process): entries leave it when their token
 * has expired anyway, so it never holds more than two minutes of tokens.
 */
export class SandboxCaptcha {
  private readonly used = new Map<string, number>();
  private readonly ttlMs: number;

  constructor(private readonly options: SandboxCaptchaOptions) {
    this.ttlMs = options.ttlMs ?? SANDBOX_TOKEN_TTL_MS;
  }

  /** What the sandbox's token endpoint does when the widget is ticked (v2) or `execute` is called (v3). */
  mint(request: MintRequest): MintResult {
    if (request.siteKey !== this.options.siteKey) return { error: 'invalid-site-key' };
    const action = request.action ?? null;
    if (this.options.version === 3 ? !action || !ACTION_PATTERN.test(action) : action !== null) return { error: 'invalid-action' };
    const score = request.score ?? SANDBOX_DEFAULT_SCORE;
    if (!(score >= 0 && score <= 1)) return { error: 'invalid-score' };
    const payload: TokenPayload = {
      k: request.siteKey,
      a: action,
      s: Math.round(score * 10) / 10,
      t: this.options.now(),
      h: request.hostname,
      n: randomBytes(16).toString('hex'),
    };
    const body = b64(JSON.stringify(payload));
    return { token: `${PREFIX}${body}.${this.sign(body)}` };
  }

  /** POST /siteverify, as Google answers it. */
  siteverify(secret: string | undefined, response: string | undefined): SiteverifyAnswer {
    if (!secret) return failure('missing-input-secret');
    if (!sameText(secret, this.options.secretKey)) return failure('invalid-input-secret');
    if (!response) return failure('missing-input-response');
    const payload = this.read(response);
    if (!payload || payload.k !== this.options.siteKey) return failure('invalid-input-response');
    const now = this.options.now();
    this.forgetExpired(now);
    if (now - payload.t > this.ttlMs || payload.t > now + 60_000 || this.used.has(payload.n)) return failure('timeout-or-duplicate');
    this.used.set(payload.n, payload.t + this.ttlMs);
    const answer: SiteverifyAnswer = { success: true, challenge_ts: new Date(payload.t).toISOString().replace(/\.\d{3}Z$/, 'Z'), hostname: payload.h };
    if (this.options.version === 3) {
      answer.score = payload.s;
      answer.action = payload.a ?? '';
    }
    return answer;
  }

  /** Tokens remembered as used (tests check the set does not grow without bound). */
  get usedCount(): number {
    return this.used.size;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.options.secretKey).update(body).digest('base64url');
  }

  private read(token: string): TokenPayload | null {
    if (!token.startsWith(PREFIX) || token.length > 4096) return null;
    const [body, signature, extra] = token.slice(PREFIX.length).split('.');
    if (!body || !signature || extra !== undefined || !sameText(signature, this.sign(body))) return null;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenPayload>;
      if (typeof payload.k !== 'string' || typeof payload.t !== 'number' || typeof payload.n !== 'string' || typeof payload.s !== 'number') return null;
      return { k: payload.k, a: typeof payload.a === 'string' ? payload.a : null, s: payload.s, t: payload.t, h: String(payload.h ?? ''), n: payload.n };
    } catch {
      return null;
    }
  }

  private forgetExpired(now: number): void {
    for (const [nonce, expiresAt] of this.used) if (expiresAt < now) this.used.delete(nonce);
  }
}

function failure(code: string): SiteverifyAnswer {
  return { success: false, 'error-codes': [code] };
}

/** Constant-time comparison of two strings (different lengths compare unequal without leaking where). */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
