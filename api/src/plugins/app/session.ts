import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser } from '../../auth/sessions.repository';
import { AppError } from '../../errors';

export const SESSION_COOKIE = 'sid';

/** Reads the session cookie on every api call and decorates request.user. */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const user = await findSessionUser(app.db, token);
      if (!user) return;
      request.sessionToken = token;
      request.user = user;
    });
  },
  { name: 'session', dependencies: ['db', 'external'] },
);

export function sessionCookieOptions(request: FastifyRequest, expires?: Date) {
  const host = request.hostname.split(':')[0] ?? '';
  const local = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: !local, ...(expires ? { expires } : {}) };
}

/** preHandler: a signed-in, not banned user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  if (request.user.banned) throw new AppError('ACCOUNT_BANNED');
}

/** preHandler: a signed-in staff member. */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user?.role !== 'staff') throw new AppError('FORBIDDEN');
}
