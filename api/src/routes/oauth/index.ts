import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identitySchemas as routes, isLocale } from '@storefront/contracts';
import { verifyGoogleCredential } from '../../auth/google';
import { createOauthNonce, googleAccount } from '../../auth/google-sign-in';
import { AppError } from '../../errors';
import { routeOf } from '../route-of';
import { signIn } from '../users/login';

/** Third-party login (Google Identity Services ID tokens), off unless GOOGLE_CLIENT_ID is set. */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.createOauthNonce, {
      description:
        'A single-use nonce for the provider\'s sign-in, stored until it is used or expires (so it is a POST); the ID token must carry it back. clientId is null when third-party login is off.',
    }),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async () => createOauthNonce(app),
  });

  app.route({
    ...routeOf(routes.googleSignIn, {
      description:
        'Signs in with a Google ID token: signature (provider JWKS), issuer, audience, expiry and our nonce are checked. A new email creates the account; an email registered with a password answers the email-already-associated message.',
    }),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const google = app.config.google;
      if (!google.clientId) throw new AppError('NOT_FOUND');
      const identity = await verifyGoogleCredential(request.body.credential, { clientId: google.clientId, jwksUrl: google.jwksUrl, issuers: google.issuers }).catch(
        (error: unknown) => {
          request.log.warn({ err: error }, 'google credential refused');
          throw new AppError('UNAUTHORIZED');
        },
      );
      if (!identity.nonce) throw new AppError('UNAUTHORIZED');
      const headerLocale = request.headers['x-locale'];
      const user = await googleAccount(app, { ...identity, nonce: identity.nonce }, isLocale(headerLocale) ? headerLocale : 'en');
      return signIn(request, reply, user);
    },
  });
};
