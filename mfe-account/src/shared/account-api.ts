import { accountEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The account endpoints (shared/contracts) as RTK Query hooks: the notifications, cached under 'Notification'
 * (marking one or all read refetches the list and its unread count), and the billing contacts under 'Address' (the
 * contacts page; mfe-checkout's billing step injects the same declarations and shares the cache).
 */
export const accountApi = injectEndpointsOf(accountEndpoints);

export const {
  useListNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useListAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useSetDefaultAddressMutation,
  useDeleteAddressMutation,
} = accountApi;
