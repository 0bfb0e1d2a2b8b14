import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@storefront/platform';

type Handler = (config: { url: string; method: string; params?: Record<string, unknown>; data?: unknown }) => unknown;

/**
 * Answers the one api client's calls from a table of `METHOD /path` → handler, and records every call.
 * A handler may answer with a promise (to hold an answer back until the test lets it go). Unknown calls fail the
 * test loudly. Returns the recorded calls and a restore function.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; params?: Record<string, unknown>; data?: unknown }[] = [];
  const original = apiClient.defaults.adapter;
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const data = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    const call = { method, url, params: config.params as Record<string, unknown> | undefined, data };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    if (!handler) throw new Error(`No fake api answer for ${method} ${url}`);
    const body = await handler(call);
    const status = body instanceof FakeError ? body.status : 200;
    const response = { data: body instanceof FakeError ? body.body : body, status, statusText: String(status), headers: {}, config } as AxiosResponse;
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
      throw error;
    }
    return response;
  };
  return { calls, restore: () => void (apiClient.defaults.adapter = original) };
}

/** A failure answer for fakeApi: `() => new FakeError(404, { code: 'ITEMS_NOT_FOUND', message: 'Cart is empty' })`. */
export class FakeError {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
