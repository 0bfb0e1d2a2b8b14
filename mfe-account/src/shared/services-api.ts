import { servicesEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The services endpoints (shared/contracts) as RTK Query hooks, cached under 'Service'. */
export const servicesApi = injectEndpointsOf(servicesEndpoints);

export const {
  useListServicesQuery,
  useGetServiceQuery,
  useSetServiceAutoRenewMutation,
  useRenewServiceNowMutation,
  useCancelServiceMutation,
  useCompleteSslValidationMutation,
  useListCloudServerBackupsQuery,
  useCreateCloudServerBackupMutation,
  useOpenServiceCredentialsQuery,
  useSignInToPanelMutation,
} = servicesApi;
