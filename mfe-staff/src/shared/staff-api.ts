import { adminEndpoints, catalogueEndpoints, fortuneWheelEndpoints, isErrorCode, programmesEndpoints, slaEndpoints, staffAlertEndpoints, staffConsoleEndpoints, staffOperationsEndpoints, staffOrderEndpoints, staffSearchEndpoints, trialSettingsEndpoints } from '@storefront/contracts';
import { ApiError, toApiError } from '@storefront/platform';
import { injectEndpointsOf } from '@storefront/platform/query';
import type { StaffRead } from '../components/DataView';

/**
 * The staff console's endpoints (shared/contracts `admin` and `staff-console`) as RTK Query hooks, cached under
 * the tags their declarations list: a change (a mutation) makes stale the lists it names, which then read again.
 */
export const adminApi = injectEndpointsOf(adminEndpoints);
export const staffConsoleApi = injectEndpointsOf(staffConsoleEndpoints);
export const trialSettingsApi = injectEndpointsOf(trialSettingsEndpoints);
export const programmesApi = injectEndpointsOf(programmesEndpoints);
export const fortuneWheelApi = injectEndpointsOf(fortuneWheelEndpoints);
export const staffOperationsApi = injectEndpointsOf(staffOperationsEndpoints);
/** Orders: the list, one order, an unpaid one cancelled (issue 32 item 2). */
export const staffOrdersApi = injectEndpointsOf(staffOrderEndpoints);
/** The console's one search box (issue 32 item 3). */
export const staffSearchApi = injectEndpointsOf(staffSearchEndpoints);
/** What jobs gave up on after their last try (issue 29 item 6). */
export const staffAlertsApi = injectEndpointsOf(staffAlertEndpoints);
/** A customer's cloud server outages (recorded from their page; shared with the account remote's uptime record). */
export const slaApi = injectEndpointsOf(slaEndpoints);
/** The catalogue, for the packages' names the prize editors show (shared with the remotes that inject it). */
export const catalogueApi = injectEndpointsOf(catalogueEndpoints);

export const {
  useListRemotesQuery,
  useListRemoteVersionsQuery,
  useUpdateRemoteMutation,
  useSetRemoteCanaryMutation,
  useStartRemotePreviewMutation,
  useListPaymentSessionsQuery,
  useConfirmTransferMutation,
  useRejectTransferMutation,
  useMatchBankStatementMutation,
  useConfirmBankStatementMutation,
  useListApprovalsQuery,
  useApproveApprovalMutation,
  useRejectApprovalMutation,
  useSetUserBanMutation,
  useSetUserRoleMutation,
  useAdjustBalanceMutation,
  useGrantPromoCreditMutation,
  useIssueInvoiceMutation,
} = adminApi;
export const { useRecordServerOutageMutation } = slaApi;
export const { useListStaffAlertsQuery, useGetStaffAlertPartyStateQuery, useGetServicePartyStateQuery, useRetryStaffAlertMutation, useMarkStaffAlertDoneMutation } = staffAlertsApi;
export const { useSearchCustomersQuery, useListStaffAuditQuery, useGetSettingsQuery, useUpdateSettingsMutation, useListMaintenanceWindowsQuery, useCreateMaintenanceWindowMutation, useCancelMaintenanceWindowMutation } = staffConsoleApi;
export const { useGetTrialSettingsQuery, useUpdateTrialSettingsMutation } = trialSettingsApi;
export const { useListProductsQuery } = catalogueApi;
export const {
  useGetStaffProgrammesQuery,
  useReplaceLoyaltyTiersMutation,
  useCreateLoyaltyPeriodMutation,
  useUpdateLoyaltyPeriodMutation,
  useUpdateLoyaltyProgramMutation,
  useUpdateAffiliateRulesMutation,
  useRefundOrderMutation,
} = programmesApi;
export const { useSearchStaffQuery } = staffSearchApi;
export const { useListStaffOrdersQuery, useGetStaffOrderQuery, useCancelStaffOrderMutation } = staffOrdersApi;
export const { useListStaffWheelsQuery, useCreateFortuneWheelMutation, useUpdateFortuneWheelMutation } = fortuneWheelApi;
export const { useGetCustomerQuery, useForcePasswordChangeMutation, useListVouchersQuery, useListVoucherRedemptionsQuery, useCreateVoucherMutation, useUpdateVoucherMutation, useExpireVoucherMutation } = staffOperationsApi;

/** A failed query or mutation (the base query's `{ status, code, message, details }`) as the ApiError the console translates. */
export function apiErrorOf(error: unknown): ApiError {
  const value = error as { status?: unknown; code?: unknown; message?: unknown; details?: Record<string, unknown> } | null;
  if (value && !(value instanceof Error) && isErrorCode(value.code)) {
    return new ApiError(value.code, typeof value.message === 'string' ? value.message : '', typeof value.status === 'number' ? value.status : 0, value.details);
  }
  return toApiError(error);
}

/** A mutation's answer, or its failure thrown as an ApiError (for ReasonDialog, which shows it). */
export async function answerOf<T>(call: { unwrap: () => Promise<T> }): Promise<T> {
  try {
    return await call.unwrap();
  } catch (caught) {
    throw apiErrorOf(caught);
  }
}

/** A generated query hook's result as DataView shows it (loading while a read is under way, the failure translated). */
export function readOf<R extends { data?: unknown; error?: unknown; isFetching: boolean; refetch: () => unknown }>(result: R): StaffRead<NonNullable<R['data']>> {
  return { data: result.data as NonNullable<R['data']> | undefined, error: result.error ? apiErrorOf(result.error) : null, loading: result.isFetching, reload: result.refetch };
}
