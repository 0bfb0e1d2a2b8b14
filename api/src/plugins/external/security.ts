import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import { HEADERS } from '@storefront/contracts';
import { captchaCspSources } from '../../captcha/client-config';
import { tagManagerCspSources } from '../../events/tag-manager';
import { AppError } from '../../errors';
import { SnapshotLocalStore } from './rate-limit-store';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers, CORS for the storefront's own origins, cookies, compression, rate limits, CSRF defence. */
export const externalPlugins = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const remoteOrigins = Object.values(config.remoteUrls).map((url) => new URL(url).origin);
    // Google's sign-in script, button frame and styles, only when third-party login is configured.
    const google = config.google.clientId ? ['https://accounts.google.com'] : [];
    // Google reCAPTCHA's script, frames and calls, only when the real reCAPTCHA is configured (the sandbox is 'self').
    const captcha = captchaCspSources(config.captcha);
    // The tag manager's script and the analytics it reports to, only when TAG_MANAGER_ID is set.
    const tagManager = tagManagerCspSources(config.tagManagerId);
    // Error reports go to the DSN's host, only when one is configured; session replay records in a worker of its own (blob:).
    const monitoring = config.monitoring ? { connect: [new URL(config.monitoring.dsn).origin], worker: ['blob:'] } : { connect: [], worker: [] };
    // The one other site a form may post to: ABA PayWay's purchase page, when bank card / QR goes to PayWay (its
    // Purchase API is a form the customer's browser posts; payments/providers/payway/purchase-page.ts).
    const payway = config.bankCardProvider === 'payway' && config.payway ? [new URL(config.payway.baseUrl).origin] : [];
    // Security headers from helmet, built once: @fastify/helmet rebuilds helmet (and re-parses the CSP) on
    // every request, which cost a quarter of a cheap route's throughput under load (see docs/perf.md).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remoteOrigins, ...google, ...captcha.script, ...tagManager.script],
          styleSrc: ["'self'", "'unsafe-inline'", ...google],
          frameSrc: ["'self'", ...google, ...captcha.frame],
          imgSrc: ["'self'", 'data:', ...tagManager.img],
          fontSrc: ["'self'", 'data:', ...remoteOrigins],
          connectSrc: ["'self'", ...remoteOrigins, ...google, ...captcha.connect, ...tagManager.connect, ...monitoring.connect],
          ...(monitoring.worker.length ? { workerSrc: ["'self'", ...monitoring.worker] } : {}),
          formAction: ["'self'", ...payway],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.production ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
    await app.register(cors, {
      origin: config.allowedOrigins,
      credentials: true,
      allowedHeaders: ['content-type', 'idempotency-key', ...Object.values(HEADERS)],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
    // A response that says nothing of how it may be kept is not kept (answers carry accounts, carts and prices):
    // the one place that says so. Static files, pages, the sitemap and public reads set their own.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      return payload;
    });
    await app.register(cookie);
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(rateLimit, { global: false, store: SnapshotLocalStore });

    // CSRF: a state-changing call from a foreign origin is refused (SameSite=Lax cookies are the second layer).
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
      const origin = request.headers.origin;
      const site = request.headers['sec-fetch-site'];
      if ((origin && !config.allowedOrigins.includes(origin)) || site === 'cross-site') throw new AppError('FORBIDDEN');
    });
  },
  { name: 'external', dependencies: ['config'] },
);
