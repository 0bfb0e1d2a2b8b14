import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { remoteConfigSchema, remoteRegistrySchema, remoteUpdateSchema, resolveRemoteName } from '@storefront/contracts';
import { AppError } from '../../errors';
import { requireStaff } from '../../plugins/app/session';
import { listRemotes, updateRemote } from '../../remotes/remotes.repository';

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
};
