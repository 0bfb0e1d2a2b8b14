import { notificationEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The notifications area's generated hooks (cached under 'Notification'): the header's unread count. The account's
 * notifications page injects the same declarations, so marking one or all read — and every payment whose
 * declaration names 'Notification' — makes the count stale, and the bell reads it again.
 */
export const notificationsApi = injectEndpointsOf(notificationEndpoints);

export const { useCountUnreadNotificationsQuery } = notificationsApi;
