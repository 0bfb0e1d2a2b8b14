import { notificationPageSchema, notificationQuerySchema, notificationSchema } from '../catalogue-api';
import { markAllReadResultSchema, notificationParamsSchema, unreadCountSchema } from '../notifications';
import { defineEndpoints } from './endpoint.schema';

/**
 * My notifications (the list and the unread count; tag `Notification`): in a module of its own because the
 * storefront's header reads the unread count on every page, and a module is bundled with every export any chunk of
 * the page reads.
 * Said once here; the browser's `notificationEndpoints` (./notifications.ts) is generated from it.
 */
export const notificationSchemas = defineEndpoints(
  { area: 'account', declarations: 'notificationEndpoints' },
  {
    listNotifications: { method: 'GET', path: '/api/user/notification/me', query: notificationQuerySchema, response: notificationPageSchema, tags: ['Notification'] },
    countUnreadNotifications: { method: 'GET', path: '/api/user/notification/count-unread', response: unreadCountSchema, tags: ['Notification'] },
    markNotificationRead: { method: 'PUT', path: '/api/user/notification/read/:id', params: notificationParamsSchema, response: notificationSchema, tags: ['Notification'] },
    markAllNotificationsRead: { method: 'PUT', path: '/api/user/notification/read-all', response: markAllReadResultSchema, tags: ['Notification'] },
  },
);
