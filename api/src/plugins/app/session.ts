import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStaffRole, permissionMessage, roleCan, type StaffCapability } from '@storefront/contracts';
import { findByAccessToken, isBannedSessionToken, rotateRefreshToken, type IssuedTokens } from '../../auth/sessions.repository';
import type { SessionRow, UserRow } from '../../db/database';
import { AppError } from '../../errors';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** The refresh token only travels to the api. */
const REFRESH_PATH = '/api';

function baseCookie(request: FastifyRequest) {
  const host = request.hostname.split(':')[0] ?? '';
  const local = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  return { httpOnly: true, sameSite: 'lax' as const, secure: !local };
}

/** Sets both token cookies: HttpOnly, SameSite=Lax, Secure outside localhost. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens): void {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...baseCookie(request), path: '/', expires: tokens.accessExpiresAt });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...baseCookie(request), path: REFRESH_PATH, expires: tokens.refreshExpiresAt });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { ...baseCookie(request), path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...baseCookie(request), path: REFRESH_PATH });
}

function attach(request: FastifyRequest, session: SessionRow, user: UserRow) {
  if (session.two_factor_pending) {
    request.pendingTwoFactor = { session, user };
    return;
  }
  request.session = session;
  request.user = user;
}

/**
 * Reads the session on every api call. A valid access token signs the request in; an expired one is
 * renewed from the refresh token on the way (rotation: new access and refresh token, set on this
 * response), so the browser never has to orchestrate refreshes.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorateRequest('pendingTwoFactor', null);
    app.decorateRequest('endedByBan', false);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const access = request.cookies[ACCESS_COOKIE];
      if (access) {
        const found = await findByAccessToken(app.db, access);
        if (found) return attach(request, found.session, found.user);
      }
      const refresh = request.cookies[REFRESH_COOKIE];
      if (!refresh || request.url.startsWith('/api/users/refresh-token')) {
        if (access && (await isBannedSessionToken(app.db, access, 'access'))) request.endedByBan = true;
        return;
      }
      const outcome = await rotateRefreshToken(app.db, refresh, app.config.tokens);
      if (outcome.kind === 'rotated') {
        setSessionCookies(request, reply, outcome.tokens);
        attach(request, outcome.session, outcome.user);
      } else if (outcome.kind === 'concurrent') {
        attach(request, outcome.session, outcome.user);
      } else if (await isBannedSessionToken(app.db, refresh, 'refresh')) {
        // A ban ended it: the cookies stay, so the next call that needs the account says why (not a poll that clears them first).
        request.endedByBan = true;
      } else {
        clearSessionCookies(request, reply);
      }
    });
  },
  { name: 'session', dependencies: ['db', 'external'] },
);

/** preHandler: a signed-in, not banned user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError(request.endedByBan ? 'ACCOUNT_BANNED' : 'UNAUTHORIZED');
  if (request.user.banned) throw new AppError('ACCOUNT_BANNED');
}

/** preHandler: a signed-in staff member (support, finance or admin). */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!isStaffRole(request.user?.role)) throw new AppError('FORBIDDEN');
}

/** 403 FORBIDDEN "You do not have permission to …", naming the capability (the console words it in the reader's language). */
export function missingCapability(capability: StaffCapability): AppError {
  return new AppError('FORBIDDEN', undefined, { capability }, permissionMessage(capability));
}

/** A signed-in staff member whose role holds the capability (the admin guard checks each staff route's declared one). */
export async function requireCapability(request: FastifyRequest, reply: FastifyReply, capability: StaffCapability): Promise<void> {
  await requireStaff(request, reply);
  if (!roleCan(request.user?.role, capability)) throw missingCapability(capability);
}
