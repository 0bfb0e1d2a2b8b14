import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { banSchema, remoteConfigSchema, remoteRegistrySchema, remoteUpdateSchema, resolveRemoteName, userInfoSchema } from '@storefront/contracts';
import { revokeUserSessions } from '../../auth/sessions.repository';
import { AppError } from '../../errors';
import { requireStaff } from '../../plugins/app/session';
import { listRemotes, updateRemote } from '../../remotes/remotes.repository';
import { findUserByEmail, setBanned, toUserInfo } from '../../users/users.repository';
import { adminPaymentRoutes } from './payments';

const staffUserSchema = userInfoSchema.extend({ banned: z.boolean() });

/** Staff control of the remotes at runtime: no rebuild, no restart. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/remotes',
    { preHandler: requireStaff, schema: { tags: ['admin'], security: [{ session: [] }], response: { 200: remoteRegistrySchema } } },
    async () => listRemotes(app.db, app.config),
  );

  app.patch(
    '/api/admin/remotes/:name',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        description: 'Change a remote\'s enabled flag, version or disabled mode. name: mfe_domains, mfe-domains or domains.',
        params: z.object({ name: z.string().max(64) }),
        body: remoteUpdateSchema,
        response: { 200: remoteConfigSchema },
      },
    },
    async (request) => {
      const name = resolveRemoteName(request.params.name);
      if (!name) throw new AppError('NOT_FOUND');
      const updated = await updateRemote(app.db, app.config, name, request.body);
      if (!updated) throw new AppError('NOT_FOUND');
      request.log.info({ remote: name, change: request.body, by: request.user?.email }, 'remote registry changed');
      return updated;
    },
  );

  app.get(
    '/api/admin/users',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        description: 'Finds a customer by email.',
        querystring: z.object({ email: z.string().trim().min(3).max(254) }),
        response: { 200: staffUserSchema },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.query.email);
      if (!user) throw new AppError('NOT_FOUND');
      return { ...toUserInfo(user), banned: user.banned };
    },
  );

  app.put(
    '/api/admin/users/:userId/ban',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        description: 'Bans or unbans an account. A banned account\'s sessions end; its login and calls answer ACCOUNT_BANNED.',
        params: z.object({ userId: z.string().max(64) }),
        body: banSchema,
        response: { 200: staffUserSchema },
      },
    },
    async (request) => {
      if (request.params.userId === request.user!.id) throw new AppError('FORBIDDEN');
      const user = await setBanned(app.db, request.params.userId, request.body.banned);
      if (!user) throw new AppError('NOT_FOUND');
      if (request.body.banned) await revokeUserSessions(app.db, user.id, 'banned');
      request.log.info({ userId: user.id, banned: request.body.banned, reason: request.body.reason, by: request.user?.email }, 'account ban changed');
      return { ...toUserInfo(user), banned: user.banned };
    },
  );

  await app.register(adminPaymentRoutes);
};
