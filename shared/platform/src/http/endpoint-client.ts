import type { AxiosRequestConfig } from 'axios';
import { requestOf, type ArgsOf, type Endpoint, type ResponseOf } from '@storefront/contracts';
import { apiClient } from './api-client';

/** What an imperative call may add to its request: headers (a captcha token, an Idempotency-Key) or a signal. */
export type CallOptions = Pick<AxiosRequestConfig, 'headers' | 'signal'>;

/**
 * Calls a declared endpoint through the one api client (the spec's headers and §8 reactions included) and
 * answers its typed response; a failure rejects with an ApiError. The typed way for imperative calls — paying,
 * signing in — where a page does not read a cached answer (for those, the RTK Query hooks of
 * `@storefront/platform/query`'s `injectEndpointsOf`).
 */
export async function callEndpoint<E extends Endpoint>(endpoint: E, ...[args, options]: CallArgs<E>): Promise<ResponseOf<E>> {
  const response = await apiClient.request<ResponseOf<E>>({ ...requestOf(endpoint, args as never), ...options });
  return response.data;
}

/** An endpoint's arguments then the call's options; both may be left out when it takes none. */
export type CallArgs<E extends Endpoint> = [ArgsOf<E>] extends [void] ? [args?: void, options?: CallOptions] : [args: ArgsOf<E>, options?: CallOptions];
