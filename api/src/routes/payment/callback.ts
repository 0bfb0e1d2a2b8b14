import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALLBACK_SIGNATURE_HEADER, paymentsSchemas as routes } from '@storefront/contracts';
import { callbackSessionOf, completeCallbackSession, keepRefusedCallback } from '../../payments/callback-outcome';
import { verifyArrivingCallback } from '../../payments/callback-signature';
import { AppError } from '../../errors';
import { routeOf } from '../route-of';

/**
 * Provider callbacks: the signature (HMAC over the raw body with a timestamp) is checked on the exact bytes
 * received, in constant time, within the replay window, before anything is read; then the outcome lands once
 * (a callback delivered twice records one payment), and only for the session's own charge in USD. A signed
 * callback that is refused — an invalid body (e.g. amount 3e9, another currency: 400) or another amount than
 * the session charged (409 CANNOT_COMPLETE_PAYMENT) — is kept for staff (GET /api/admin/payment-anomalies).
 * Registered in its own scope: only here is JSON kept raw.
 */
export const callbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('BAD_REQUEST'));
    }
  });

  app.route({
    ...routeOf(routes.reportPaymentOutcome, {
      description: `A payment provider reports an outcome. Header ${CALLBACK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">. 403 FORBIDDEN when the signature is missing, wrong or stale; 400 BAD_REQUEST for an invalid body (amount beyond whole cents up to $10,000,000, currency other than USD); 409 CANNOT_COMPLETE_PAYMENT when amount is not what the session charged (nothing recorded, kept for staff).`,
    }),
    // Signed but invalid bodies reach the handler, which keeps them for staff before refusing them.
    attachValidation: true,
    preValidation: async (request) => {
      const header = request.headers[CALLBACK_SIGNATURE_HEADER];
      const check = verifyArrivingCallback(app.config.paymentCallbackSecret, request.rawBody ?? '', typeof header === 'string' ? header : undefined);
      if (!check.ok) {
        request.log.warn({ reason: check.reason }, 'payment callback refused');
        throw new AppError('FORBIDDEN', undefined, { signature: check.reason }, 'Invalid callback signature');
      }
    },
    handler: async (request) => {
      /** A signed callback refused before it reached a session: kept for staff with what it said. */
      const keepRefused = async (reason: string) => {
        const raw = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
        const provider = String((request.params as Record<string, unknown>).provider ?? '');
        await keepRefusedCallback(app, { sessionId: raw.sessionId, provider, transactionId: raw.transactionId, status: raw.status, reported: { amount: raw.amount, currency: raw.currency }, reason });
        request.log.warn({ provider, reason }, 'signed payment callback refused');
      };
      if (request.validationError) {
        await keepRefused(`invalid callback: ${request.validationError.message}`);
        throw request.validationError;
      }
      const body = request.body;
      const session = await callbackSessionOf(app, body.sessionId);
      if (!session || session.method !== request.params.provider) {
        await keepRefused(session ? `a session of another method (${session.method})` : 'unknown session');
        throw new AppError('NOT_FOUND');
      }
      const charged = { amount: body.amount, currency: body.currency };
      const completed = await completeCallbackSession(
        app,
        session.id,
        body.status === 'succeeded'
          ? { status: 'succeeded', transactionId: body.transactionId, charged }
          : { status: 'failed', code: body.failureCode ?? 'PAYMENT_PROCESSOR_ERROR', declineCode: body.declineCode ?? null, transactionId: body.transactionId, charged },
      );
      request.log.info({ sessionId: session.id, status: body.status, recorded: completed.recorded }, 'payment callback');
      return { received: true as const, recorded: completed.recorded };
    },
  });
};
