import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { SandboxCaptcha, type MintResult } from './sandbox-captcha';
import { SANDBOX_SCRIPT } from './sandbox-script';

export const SANDBOX_CAPTCHA_PREFIX = '/sandbox-captcha';

const MINT_ERRORS: Record<Extract<MintResult, { error: string }>['error'], string> = {
  'invalid-site-key': 'Invalid site key',
  'invalid-action': 'Version 3 needs an action of letters, digits, slashes and underscores; version 2 takes none',
  'invalid-score': 'The score must be from 0 to 1',
};

const mintBody = z.object({
  siteKey: z.string().max(200),
  action: z.string().max(100).optional(),
  /** Sandbox only: the score the token carries (default 0.9): 0.1 stands for a bot. */
  score: z.number().min(0).max(1).optional(),
});

const siteverifyBody = z.object({
  secret: z.string().max(500).optional(),
  response: z.string().max(10_000).optional(),
  remoteip: z.string().max(100).optional(),
});

/**
 * The sandbox captcha's own site (CAPTCHA_PROVIDER=sandbox, never in production): the script the browser
 * loads instead of Google's, the token endpoint its widget and `execute` call, and a siteverify endpoint
 * answering in Google's shape — the api's reCAPTCHA verifier checks sandbox tokens through it, the same code
 * path as for Google. Outside /api: it plays a third party, so it is not part of the storefront's api.
 */
export const sandboxCaptchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.captcha;
  if (!config || config.provider !== 'sandbox') return;
  const sandbox = new SandboxCaptcha({ siteKey: config.siteKey, secretKey: config.secretKey, version: config.version, now: () => app.clock.now().getTime() });

  // Google's siteverify takes a form (application/x-www-form-urlencoded); parsed in this plugin only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(`${SANDBOX_CAPTCHA_PREFIX}/api.js`, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Content-Type', 'application/javascript; charset=utf-8').header('Cache-Control', 'no-cache');
    return SANDBOX_SCRIPT;
  });

  app.post(
    `${SANDBOX_CAPTCHA_PREFIX}/token`,
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, schema: { hide: true, body: mintBody } },
    async (request) => {
      const result = sandbox.mint({ ...request.body, hostname: request.hostname.replace(/:\d+$/, '') });
      // Refusals as the api's { code, message } (every error body of this server has that shape), the reason in details.
      if ('error' in result) throw new AppError('BAD_REQUEST', undefined, { reason: result.error }, MINT_ERRORS[result.error]);
      return result;
    },
  );

  app.post(`${SANDBOX_CAPTCHA_PREFIX}/siteverify`, { schema: { hide: true, body: siteverifyBody } }, async (request) => {
    return sandbox.siteverify(request.body.secret, request.body.response);
  });
};
