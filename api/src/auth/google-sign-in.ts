import { randomBytes } from 'node:crypto';
import { EMAIL_ALREADY_ASSOCIATED, type Locale } from '@storefront/contracts';
import type { UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { createUser, findUserByEmail, findUserByGoogleSubject } from '../users/users.repository';
import type { GoogleIdentity } from './google';

/** Third-party login with Google ID tokens: our single-use nonces, and the account a verified identity signs in to. */

const NONCE_MINUTES = 10;

/** A new single-use nonce, kept NONCE_MINUTES (expired ones are dropped first); null when third-party login is off. */
export async function createOauthNonce(deps: Pick<AreaDeps, 'db' | 'clock' | 'config'>): Promise<{ nonce: string | null; clientId: string | null }> {
  if (!deps.config.google.clientId) return { nonce: null, clientId: null };
  const now = deps.clock.now();
  await deps.db.deleteFrom('oauth_nonces').where('expires_at', '<', now).execute();
  const nonce = randomBytes(24).toString('base64url');
  await deps.db.insertInto('oauth_nonces').values({ nonce, expires_at: new Date(now.getTime() + NONCE_MINUTES * 60_000), used_at: null }).execute();
  return { nonce, clientId: deps.config.google.clientId };
}

/**
 * The account a verified Google identity signs in to: our nonce spent (once, unexpired) and the email verified by
 * Google, else UNAUTHORIZED. A new email creates the account (in this locale); an email registered with a password
 * answers the email-already-associated message.
 */
export async function googleAccount(deps: Pick<AreaDeps, 'db' | 'clock'>, identity: GoogleIdentity & { nonce: string }, locale: Locale): Promise<UserRow> {
  const now = deps.clock.now();
  const nonce = await deps.db
    .updateTable('oauth_nonces')
    .set({ used_at: now })
    .where('nonce', '=', identity.nonce)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('nonce')
    .executeTakeFirst();
  if (!nonce) throw new AppError('UNAUTHORIZED');
  if (!identity.emailVerified) throw new AppError('UNAUTHORIZED');

  const user = await findUserByGoogleSubject(deps.db, identity.subject);
  if (user) return user;
  if (await findUserByEmail(deps.db, identity.email)) {
    throw new AppError('EMAIL_EXISTS', undefined, { reason: 'emailAlreadyAssociated', message: EMAIL_ALREADY_ASSOCIATED });
  }
  return createUser(deps.db, {
    email: identity.email,
    firstName: identity.givenName || identity.email.split('@')[0]!,
    lastName: identity.familyName || '-',
    username: null,
    phoneNumber: null,
    passwordHash: null,
    localeCode: locale,
    referralCode: null,
    emailVerified: true,
    googleSubject: identity.subject,
  });
}
