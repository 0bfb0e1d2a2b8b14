import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALLBACK_SIGNATURE_HEADER, paymentsSchemas as routes } from '@storefront/contracts';
import { receiveCallback } from '../../payments/callback-outcome';
import { callbackProviderOf } from '../../payments/providers/create-providers';
import { AppError } from '../../errors';
import { routeOf } from '../route-of';

/**
 * The path is validated as every route's is; the body is the provider's to read, after it checked the signature on
 * the raw bytes (the declared schema documents the sandbox's body). Fastify calls it once per part, with that part's
 * schema: a zod schema, as routeOf declares every part.
 */
const pathOnly: FastifySchemaCompiler<unknown> = (route) => (route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]));

/**
 * Provider callbacks: the route dispatches to the provider the path names, which checks its own signature on the
 * exact bytes received and reads its own body (payments/providers/, e.g. sandbox-callbacks.ts); the area
 * (payments/callback-outcome.ts) answers what it refused and lands the outcome once. Only a provider whose
 * outcomes arrive by callback is reached: the wallet is captured and transfers are confirmed by staff (404).
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
      description: `A payment provider reports an outcome. Header ${CALLBACK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">. 403 FORBIDDEN when the signature is missing, wrong or stale; 400 BAD_REQUEST for an invalid body (amount beyond whole cents up to $10,000,000, currency other than USD); 404 NOT_FOUND for a session that is not one of this method, or a method that takes no callback (wallet, transfers); 409 CANNOT_COMPLETE_PAYMENT when amount is not what the session charged (nothing recorded, kept for staff).`,
    }),
    validatorCompiler: pathOnly,
    handler: async (request) => {
      const provider = callbackProviderOf(app.paymentProviders, request.params.provider);
      if (!provider) throw new AppError('NOT_FOUND');
      return receiveCallback(app, request.log, provider, { headers: request.headers, rawBody: request.rawBody ?? '' });
    },
  });
};
