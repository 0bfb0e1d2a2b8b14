import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_ALREADY_ASSOCIATED, identitySchemas as routes, isLocale } from '@storefront/contracts';
import { verifyGoogleCredential } from '../../auth/google';
import { AppError } from '../../errors';
import { createUser, findUserByEmail, findUserByGoogleSubject } from '../../users/users.repository';
import { routeOf } from '../route-of';
import { signIn } from '../users/login';

const NONCE_MINUTES = 10;

/** Third-party login (Google Identity Services ID tokens), off unless GOOGLE_CLIENT_ID is set. */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.createOauthNonce, {
      description:
        'A single-use nonce for the provider\'s sign-in, stored until it is used or expires (so it is a POST); the ID token must carry it back. clientId is null when third-party login is off.',
    }),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async () => {
      if (!app.config.google.clientId) return { nonce: null, clientId: null };
      await app.db.deleteFrom('oauth_nonces').where('expires_at', '<', new Date()).execute();
      const nonce = randomBytes(24).toString('base64url');
      await app.db.insertInto('oauth_nonces').values({ nonce, expires_at: new Date(Date.now() + NONCE_MINUTES * 60_000), used_at: null }).execute();
      return { nonce, clientId: app.config.google.clientId };
    },
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
      const nonce = await app.db
        .updateTable('oauth_nonces')
        .set({ used_at: new Date() })
        .where('nonce', '=', identity.nonce)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning('nonce')
        .executeTakeFirst();
      if (!nonce) throw new AppError('UNAUTHORIZED');
      if (!identity.emailVerified) throw new AppError('UNAUTHORIZED');

      let user = await findUserByGoogleSubject(app.db, identity.subject);
      if (!user) {
        const existing = await findUserByEmail(app.db, identity.email);
        if (existing) {
          throw new AppError('EMAIL_EXISTS', undefined, { reason: 'emailAlreadyAssociated', message: EMAIL_ALREADY_ASSOCIATED });
        }
        const headerLocale = request.headers['x-locale'];
        user = await createUser(app.db, {
          email: identity.email,
          firstName: identity.givenName || identity.email.split('@')[0]!,
          lastName: identity.familyName || '-',
          username: null,
          phoneNumber: null,
          passwordHash: null,
          localeCode: isLocale(headerLocale) ? headerLocale : 'en',
          referralCode: null,
          emailVerified: true,
          googleSubject: identity.subject,
        });
      }
      return signIn(request, reply, user);
    },
  });
};
