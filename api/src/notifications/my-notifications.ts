import type { Selectable } from 'kysely';
import type { Notification as AccountNotification } from '@storefront/contracts';
import type { Db, NotificationsTable } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';

/** The signed-in customer's notifications (spec §7 "User and account"): read and marked, never anyone else's. */

type NotificationRow = Selectable<NotificationsTable>;

function toNotification(row: NotificationRow, read: boolean): AccountNotification {
  return { id: row.id, title: row.title, body: row.body, read, createdAt: new Date(row.created_at).toISOString() };
}

async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('notifications').where('user_id', '=', userId).where('read_at', 'is', null).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of my notifications, newest first (unread only when asked), with the total and the unread count. */
export async function listNotifications(deps: Pick<AreaDeps, 'db'>, userId: string, options: { unread?: boolean; page: number; perPage: number }) {
  const { unread, page, perPage } = options;
  let query = deps.db.selectFrom('notifications').where('user_id', '=', userId);
  if (unread) query = query.where('read_at', 'is', null);
  const [rows, total, unreadCount] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(perPage).offset((page - 1) * perPage).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    countUnread(deps.db, userId),
  ]);
  return { items: rows.map((row) => toNotification(row, row.read_at !== null)), page, perPage, total: Number(total.n), unreadCount };
}

/** Marks one of my notifications read (the first reading's time is kept); NOT_FOUND when it is not mine. */
export async function markNotificationRead(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string, id: string): Promise<AccountNotification> {
  const row = await deps.db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(deps.clock.now())) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toNotification(row, true);
}

/** Marks all my unread notifications read: how many were marked, and how many are unread after. */
export async function markAllNotificationsRead(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string): Promise<{ marked: number; count: number }> {
  const marked = await deps.db.updateTable('notifications').set({ read_at: deps.clock.now() }).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  // One created meanwhile stays unread: the count is asked, not assumed.
  return { marked: Number(marked.numUpdatedRows), count: await countUnread(deps.db, userId) };
}

/** How many of my notifications are unread. */
export async function countUnreadNotifications(deps: Pick<AreaDeps, 'db'>, userId: string): Promise<{ count: number }> {
  return { count: await countUnread(deps.db, userId) };
}
