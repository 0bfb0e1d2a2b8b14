import { platformApi } from '@storefront/platform/query';
import type { Notification, NotificationPage } from '@storefront/contracts';

export interface NotificationQuery {
  unread: boolean;
  page: number;
  perPage: number;
}

/** GET /api/user/notification/me and PUT /api/user/notification/read/{id}. */
export const notificationsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationPage, NotificationQuery>({
      query: ({ unread, page, perPage }) => ({ url: '/user/notification/me', params: { unread: unread ? 'true' : undefined, page, perPage } }),
      providesTags: ['Notification'],
    }),
    markNotificationRead: build.mutation<Notification, string>({
      query: (id) => ({ url: `/user/notification/read/${encodeURIComponent(id)}`, method: 'PUT' }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationReadMutation } = notificationsApi;
