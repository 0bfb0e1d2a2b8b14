import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchemas as routes } from '@storefront/contracts';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

/** The signed-in customer's notifications; never anyone else's. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.listNotifications, { security, description: 'My notifications, newest first (unread only with unread=true), a page at a time, with the unread count.' }),
    preHandler: requireUser,
    handler: async (request) => {
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
  });

  app.route({
    ...routeOf(routes.markNotificationRead, { security, description: 'Marks one of my notifications read (NOT_FOUND otherwise).' }),
    preHandler: requireUser,
    handler: async (request) => {
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
  });

  app.route({
    ...routeOf(routes.markAllNotificationsRead, { security, description: 'Marks all my unread notifications read at once; answers how many were marked and the unread count after.' }),
    preHandler: requireUser,
    handler: async (request) => {
      const marked = await app.db
        .updateTable('notifications')
        .set({ read_at: app.clock.now() })
        .where('user_id', '=', request.user!.id)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      // One created meanwhile stays unread: the count is asked, not assumed.
      const left = await app.db.selectFrom('notifications').where('user_id', '=', request.user!.id).where('read_at', 'is', null).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      return { marked: Number(marked.numUpdatedRows), count: Number(left.n) };
    },
  });

  app.route({
    ...routeOf(routes.countUnreadNotifications, { security, description: 'How many of my notifications are unread.' }),
    preHandler: requireUser,
    handler: async (request) => {
      const row = await app.db
        .selectFrom('notifications')
        .where('user_id', '=', request.user!.id)
        .where('read_at', 'is', null)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return { count: Number(row.n) };
    },
  });
};
