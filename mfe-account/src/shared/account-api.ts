import { accountEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The account endpoints (shared/contracts) as RTK Query hooks: the notifications, cached under 'Notification'
 * (marking one or all read refetches the list and its unread count), and the billing contacts under 'Address' (the
 * contacts page; adding, editing and deleting one is the platform's useContactForm and useContactRemover, which
 * inject the same declarations and share the cache).
 */
export const accountApi = injectEndpointsOf(accountEndpoints);

export const {
  useListNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useListAddressesQuery,
  useSetDefaultAddressMutation,
} = accountApi;
