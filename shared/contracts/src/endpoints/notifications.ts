import type { z } from 'zod';
import type { NotificationPage, Notification, notificationQuerySchema } from '../catalogue-api';
import type { MarkAllReadResult, unreadCountSchema } from '../notifications';
import { typed, type Endpoints } from './endpoint';

/**
 * My notifications (the list and the unread count; tag `Notification`): in a module of its own because the
 * storefront's header reads the unread count on every page, and a module is bundled with every export any chunk of
 * the page reads.
 */
export const notificationEndpoints = {
  listNotifications: { method: 'GET', path: '/api/user/notification/me', query: typed<z.input<typeof notificationQuerySchema>>(), response: typed<NotificationPage>(), tags: ['Notification'] },
  countUnreadNotifications: { method: 'GET', path: '/api/user/notification/count-unread', response: typed<z.infer<typeof unreadCountSchema>>(), tags: ['Notification'] },
  markNotificationRead: { method: 'PUT', path: '/api/user/notification/read/:id', response: typed<Notification>(), tags: ['Notification'] },
  markAllNotificationsRead: { method: 'PUT', path: '/api/user/notification/read-all', response: typed<MarkAllReadResult>(), tags: ['Notification'] },
} as const satisfies Endpoints;
