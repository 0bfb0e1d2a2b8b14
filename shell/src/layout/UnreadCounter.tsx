import { useEffect } from 'react';
import { reportError } from '@storefront/platform';
import { useCountUnreadNotificationsQuery } from './notifications-api';

/**
 * Reads the signed-in customer's unread count with the generated query (GET /api/user/notification/count-unread)
 * and tells it to `onCount`; renders nothing. Loaded lazily by useUnreadNotifications, so a guest's page (the home
 * page's budget) never loads RTK Query for it.
 */
export default function UnreadCounter({ onCount }: { onCount: (count: number) => void }) {
  const { data, error } = useCountUnreadNotificationsQuery();
  useEffect(() => {
    if (data) onCount(data.count);
  }, [data, onCount]);
  useEffect(() => {
    if (error) reportError(error, 'shell/unread-notifications');
  }, [error]);
  return null;
}
