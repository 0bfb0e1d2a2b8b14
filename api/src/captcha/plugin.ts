import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HEADERS, type CaptchaAction } from '@storefront/contracts';
import type { CaptchaConfig } from '../config';
import { AppError } from '../errors';
import type { CaptchaCheck, CaptchaVerdict, CaptchaVerifier } from './captcha-verifier';
import { GOOGLE_VERIFY_URL } from './client-config';
import { httpTransport, RecaptchaVerifier, type SiteverifyTransport } from './recaptcha-verifier';
import { SANDBOX_CAPTCHA_PREFIX } from './sandbox-routes';

/** The captcha as the routes see it (`app.captcha`): off when no keys are configured. */
export interface CaptchaService {
  readonly enabled: boolean;
  readonly config: CaptchaConfig | null;
  verify(token: string, check: CaptchaCheck): Promise<CaptchaVerdict>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}

const PASS: CaptchaVerdict = { ok: true, score: null, action: null, reason: null };

/**
 * The sandbox on this very server, when CAPTCHA_VERIFY_URL is left at Google's address: a real HTTP hop to
 * the socket the server listens on (not PUBLIC_URL, which may name a proxy the server cannot reach), or —
 * when the app is not listening, as under app.inject in tests — the same request handed to the route in
 * process. Either way the siteverify route and the verifier's parsing are the ones Google's answers take.
 */
export function ownSandboxTransport(app: FastifyInstance): SiteverifyTransport {
  const path = `${SANDBOX_CAPTCHA_PREFIX}/siteverify`;
  return async (form, signal) => {
    const address = app.server.listening ? app.server.address() : null;
    if (address && typeof address === 'object') {
      const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
      return httpTransport(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}${path}`)(form, signal);
    }
    const response = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
    if (response.statusCode !== 200) throw new Error(`sandbox siteverify answered HTTP ${response.statusCode}`);
    return response.json();
  };
}

/** The verifier the configuration names: Google's siteverify, or the sandbox's through the same code. */
export function createCaptchaVerifier(app: FastifyInstance, config: CaptchaConfig, timeoutMs = 5000): CaptchaVerifier {
  const transport = config.provider === 'sandbox' && config.verifyUrl === GOOGLE_VERIFY_URL ? ownSandboxTransport(app) : httpTransport(config.verifyUrl);
  return new RecaptchaVerifier({
    secretKey: config.secretKey,
    version: config.version,
    minScore: config.minScore,
    transport,
    timeoutMs,
    onServiceError: (error) => app.log.error({ err: error, provider: config.provider }, 'captcha verification unavailable: refusing the protected call'),
  });
}

/** Decorates `app.captcha` (CAPTCHA_SITE_KEY + CAPTCHA_SECRET_KEY; null config = off, every check passes). */
export const captchaPlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.config.captcha;
    const verifier = config ? createCaptchaVerifier(app, config) : null;
    const service: CaptchaService = {
      enabled: verifier !== null,
      config,
      verify: (token, check) => (verifier ? verifier.verify(token, check) : Promise.resolve(PASS)),
    };
    app.decorate('captcha', service);
    if (config) app.log.info({ provider: config.provider, version: config.version }, 'captcha on');
  },
  { name: 'captcha', dependencies: ['config'] },
);

export interface RequireCaptchaOptions {
  /** Ask for the captcha only when this says so (e.g. sign-in after a failed attempt); default: always. */
  when?: (request: FastifyRequest) => boolean | Promise<boolean>;
}

/**
 * A preHandler that lets the call through only with a valid captcha token for `action` in the
 * x-captcha-token header: CAPTCHA_REQUIRED without one, CAPTCHA_INVALID when it is refused (forged,
 * expired, used, another action, a bot's score), CAPTCHA_UNAVAILABLE when the service cannot say.
 * Does nothing when the captcha is off. One line on a route: `preHandler: requireCaptcha('contact')`.
 */
export function requireCaptcha(action: CaptchaAction, options: RequireCaptchaOptions = {}) {
  return async function captchaGuard(request: FastifyRequest): Promise<void> {
    const captcha = request.server.captcha;
    if (!captcha.enabled) return;
    if (options.when && !(await options.when(request))) return;
    const header = request.headers[HEADERS.captchaToken];
    const token = typeof header === 'string' ? header.trim() : '';
    if (!token) throw new AppError('CAPTCHA_REQUIRED');
    const verdict = await captcha.verify(token, { action, remoteIp: request.ip });
    if (verdict.ok) return;
    request.log.warn({ action, reason: verdict.reason, score: verdict.score, tokenAction: verdict.action, errorCodes: verdict.errorCodes }, 'captcha refused');
    throw new AppError(verdict.reason === 'unavailable' ? 'CAPTCHA_UNAVAILABLE' : 'CAPTCHA_INVALID');
  };
}
