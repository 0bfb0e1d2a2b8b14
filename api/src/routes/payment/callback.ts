import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALLBACK_SIGNATURE_HEADER, PROVIDER_METHODS, providerCallbackSchema } from '@storefront/contracts';
import { verifyCallback } from '../../payments/callback-signature';
import { completeSession } from '../../payments/complete-session';
import { recordDepsOf } from '../../payments/idempotent-call';
import { AppError } from '../../errors';

/**
 * Provider callbacks: the signature (HMAC over the raw body with a timestamp) is checked on the exact bytes
 * received, in constant time, within the replay window, before anything is read; then the outcome lands once
 * (a callback delivered twice records one payment). Registered in its own scope: only here is JSON kept raw.
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

  app.post(
    '/api/payment/callback/:provider',
    {
      schema: {
        tags: ['payment'],
        description: `A payment provider reports an outcome. Header ${CALLBACK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">. 403 FORBIDDEN when the signature is missing, wrong or stale.`,
        params: z.object({ provider: z.enum(PROVIDER_METHODS) }),
        body: providerCallbackSchema,
        response: { 200: z.object({ received: z.literal(true), recorded: z.boolean() }) },
      },
      preValidation: async (request) => {
        const header = request.headers[CALLBACK_SIGNATURE_HEADER];
        const check = verifyCallback(app.config.paymentCallbackSecret, request.rawBody ?? '', typeof header === 'string' ? header : undefined, Math.floor(Date.now() / 1000));
        if (!check.ok) {
          request.log.warn({ reason: check.reason }, 'payment callback refused');
          throw new AppError('FORBIDDEN', undefined, { signature: check.reason }, 'Invalid callback signature');
        }
      },
    },
    async (request) => {
      const body = request.body;
      const session = await app.db.selectFrom('payment_sessions').select(['id', 'method']).where('id', '=', body.sessionId).executeTakeFirst();
      if (!session || session.method !== request.params.provider) throw new AppError('NOT_FOUND');
      const completed = await completeSession(
        app.db,
        recordDepsOf(app),
        session.id,
        body.status === 'succeeded'
          ? { status: 'succeeded', transactionId: body.transactionId, charged: body.amount }
          : { status: 'failed', code: body.failureCode ?? 'PAYMENT_PROCESSOR_ERROR', declineCode: body.declineCode ?? null },
      );
      request.log.info({ sessionId: session.id, status: body.status, recorded: completed.recorded }, 'payment callback');
      return { received: true as const, recorded: completed.recorded };
    },
  );
};
