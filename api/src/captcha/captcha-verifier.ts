/**
 * The captcha behind one interface (spec §7 third-party loading): a token the browser got from the
 * captcha's script is verified on the server before a protected call runs. The reCAPTCHA verifier talks
 * to Google's siteverify endpoint — or, in development and tests, to the sandbox's, which answers the same way.
 */
export interface CaptchaCheck {
  /** The action the call expects (version 3 tokens carry the action they were made for). */
  action: string;
  /** The client's address, passed on to the service (Google's `remoteip`). */
  remoteIp?: string | null;
}

/**
 * Why a token was refused:
 * - `invalid-token`: not a token of this site (forged, malformed, another site key);
 * - `expired-or-used`: older than two minutes, or verified before (Google's `timeout-or-duplicate`);
 * - `action-mismatch`: a version 3 token made for another action;
 * - `low-score`: a version 3 score under the configured minimum;
 * - `unavailable`: the service did not answer in time, answered an error, or refused our secret —
 *   the call is refused all the same (fail closed).
 */
export type CaptchaRefusal = 'invalid-token' | 'expired-or-used' | 'action-mismatch' | 'low-score' | 'unavailable';

export interface CaptchaVerdict {
  ok: boolean;
  /** Version 3: the service's score (1.0 very likely a person, 0.0 very likely a bot); null for version 2. */
  score: number | null;
  /** Version 3: the action the token was made for; null for version 2 or when unknown. */
  action: string | null;
  reason: CaptchaRefusal | null;
  /** The service's own error codes, when it gave any (for the log). */
  errorCodes?: string[];
}

export interface CaptchaVerifier {
  verify(token: string, check: CaptchaCheck): Promise<CaptchaVerdict>;
}

/** Google's siteverify answer (https://developers.google.com/recaptcha/docs/verify). */
export interface SiteverifyAnswer {
  success: boolean;
  /** Version 3 only. */
  score?: number;
  /** Version 3 only. */
  action?: string;
  /** When the challenge was solved (ISO 8601). */
  challenge_ts?: string;
  /** The site where it was solved. */
  hostname?: string;
  'error-codes'?: string[];
}

export const refused = (reason: CaptchaRefusal, extra: Partial<CaptchaVerdict> = {}): CaptchaVerdict => ({
  ok: false,
  score: null,
  action: null,
  reason,
  ...extra,
});
