import { useListNotificationsQuery } from '../../shared/account-api';

export { useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from '../../shared/account-api';

/** The notification list's filter, page and page size, as the page keeps them in its URL. */
export interface NotificationQuery {
  unread: boolean;
  page: number;
  perPage: number;
}

/** One page of my notifications (listNotifications): the unread filter is sent only when on. */
export function useGetNotificationsQuery({ unread, page, perPage }: NotificationQuery) {
  return useListNotificationsQuery({ query: { unread: unread ? 'true' : undefined, page, perPage } });
}
