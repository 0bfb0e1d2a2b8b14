import { profileEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The profile area's generated hooks (cached under 'Reminder' and the rest): the reminders popup. */
export const profileApi = injectEndpointsOf(profileEndpoints);

export const { useListRemindersQuery } = profileApi;
