import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationPageSchema, notificationQuerySchema, notificationSchema } from '@storefront/contracts';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/app/session';

/** The signed-in customer's notifications; never anyone else's. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { preHandler: requireUser, schema: { tags: ['notifications'], security: [{ session: [] }] } };

  app.get(
    '/api/user/notification/me',
    { ...base, schema: { ...base.schema, querystring: notificationQuerySchema, response: { 200: notificationPageSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const userId = request.user!.id;
      const { unread, page, perPage } = request.query;
      let query = app.db.selectFrom('notifications').where('user_id', '=', userId);
      if (unread) query = query.where('read_at', 'is', null);
      const [rows, total, unreadCount] = await Promise.all([
        query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(perPage).offset((page - 1) * perPage).execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        app.db.selectFrom('notifications').where('user_id', '=', userId).where('read_at', 'is', null).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({ id: row.id, title: row.title, body: row.body, read: row.read_at !== null, createdAt: new Date(row.created_at).toISOString() })),
        page,
        perPage,
        total: Number(total.n),
        unreadCount: Number(unreadCount.n),
      };
    },
  );

  app.put(
    '/api/user/notification/read/:id',
    { ...base, schema: { ...base.schema, params: z.object({ id: z.string().max(64) }), response: { 200: notificationSchema } } },
    async (request) => {
      const row = await app.db
        .updateTable('notifications')
        .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(new Date())) }))
        .where('id', '=', request.params.id)
        .where('user_id', '=', request.user!.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
      return { id: row.id, title: row.title, body: row.body, read: true, createdAt: new Date(row.created_at).toISOString() };
    },
  );

  app.get(
    '/api/user/notification/count-unread',
    { ...base, schema: { ...base.schema, response: { 200: z.object({ count: z.number().int() }) } } },
    async (request) => {
      const row = await app.db
        .selectFrom('notifications')
        .where('user_id', '=', request.user!.id)
        .where('read_at', 'is', null)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return { count: Number(row.n) };
    },
  );
};
