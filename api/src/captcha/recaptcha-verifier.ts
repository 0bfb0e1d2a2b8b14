import { refused, type CaptchaCheck, type CaptchaVerdict, type CaptchaVerifier, type SiteverifyAnswer } from './captcha-verifier';

/** Posts the form-encoded siteverify request and answers the parsed JSON; throws when there is no usable answer. */
export type SiteverifyTransport = (form: URLSearchParams, signal: AbortSignal) => Promise<unknown>;

/** The real HTTP hop: POST application/x-www-form-urlencoded to the verify URL. */
export function httpTransport(verifyUrl: string | (() => string)): SiteverifyTransport {
  return async (form, signal) => {
    const url = typeof verifyUrl === 'function' ? verifyUrl() : verifyUrl;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      signal,
    });
    if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
    return response.json();
  };
}

export interface RecaptchaVerifierOptions {
  secretKey: string;
  version: 2 | 3;
  /** Version 3: the lowest score accepted. */
  minScore: number;
  transport: SiteverifyTransport;
  /** How long to wait for the service before refusing (default 5 s). */
  timeoutMs?: number;
  /** Told about answers that are not a verdict on the token (timeouts, HTTP errors, a refused secret). */
  onServiceError?: (error: Error) => void;
}

/** Google's "timeout-or-duplicate" covers both an expired token and one verified before. */
const EXPIRED_OR_USED = 'timeout-or-duplicate';
/** Our own secret refused, or a malformed request: a configuration fault, not the customer's. */
const OUR_FAULT = ['missing-input-secret', 'invalid-input-secret', 'bad-request'];
const MAX_TOKEN_LENGTH = 8192;

function isAnswer(value: unknown): value is SiteverifyAnswer {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

/**
 * Google reCAPTCHA's server-side check (https://developers.google.com/recaptcha/docs/verify): POST secret,
 * response and remoteip to siteverify. Version 2 needs `success`; version 3 needs `success`, the expected
 * action and a score of at least `minScore`. No answer within the timeout, an HTTP error, an answer that
 * is not Google's shape or a refused secret all refuse the token (fail closed) as `unavailable`.
 */
export class RecaptchaVerifier implements CaptchaVerifier {
  private readonly timeoutMs: number;

  constructor(private readonly options: RecaptchaVerifierOptions) {
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  async verify(token: string, check: CaptchaCheck): Promise<CaptchaVerdict> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return refused('invalid-token');
    const form = new URLSearchParams({ secret: this.options.secretKey, response: token });
    if (check.remoteIp) form.set('remoteip', check.remoteIp);

    let answer: unknown;
    try {
      answer = await this.post(form);
    } catch (error) {
      this.options.onServiceError?.(error instanceof Error ? error : new Error(String(error)));
      return refused('unavailable');
    }
    if (!isAnswer(answer)) {
      this.options.onServiceError?.(new Error('siteverify answered something other than { success, … }'));
      return refused('unavailable');
    }

    const errorCodes = answer['error-codes'] ?? [];
    const score = typeof answer.score === 'number' ? answer.score : null;
    const action = typeof answer.action === 'string' ? answer.action : null;
    if (!answer.success) {
      if (errorCodes.some((code) => OUR_FAULT.includes(code))) {
        this.options.onServiceError?.(new Error(`siteverify refused the request: ${errorCodes.join(', ')}`));
        return refused('unavailable', { errorCodes });
      }
      return refused(errorCodes.includes(EXPIRED_OR_USED) ? 'expired-or-used' : 'invalid-token', { errorCodes, score, action });
    }
    if (this.options.version === 3) {
      if (action !== check.action) return refused('action-mismatch', { score, action });
      if (score === null || score < this.options.minScore) return refused('low-score', { score, action });
    }
    return { ok: true, score, action, reason: null };
  }

  /** The transport's answer, or an error when it takes longer than the timeout (whether or not it honours the signal). */
  private async post(form: URLSearchParams): Promise<unknown> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`siteverify did not answer within ${this.timeoutMs} ms`);
        controller.abort(error);
        reject(error);
      }, this.timeoutMs);
    });
    try {
      return await Promise.race([this.options.transport(form, controller.signal), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
