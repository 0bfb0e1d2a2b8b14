import { accountEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The account endpoints (shared/contracts) as RTK Query hooks: the notifications, cached under 'Notification'
 * (marking one read refetches the list and its unread count). mfe-checkout injects the same declarations for
 * the billing contacts and shares the cache.
 */
export const accountApi = injectEndpointsOf(accountEndpoints);

export const { useListNotificationsQuery, useMarkNotificationReadMutation } = accountApi;
