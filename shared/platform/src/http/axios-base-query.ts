import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import { apiClient } from './api-client';
import { toApiError } from './api-error';

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
}

export interface ApiQueryError {
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** RTK Query over the one axios client, so every query carries the spec's headers and §8 reactions. */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiQueryError> = async ({ url, method = 'GET', data, params }) => {
  try {
    const response = await apiClient.request({ url, method, data, params });
    return { data: response.data };
  } catch (error) {
    const apiError = toApiError(error);
    return { error: { status: apiError.status, code: apiError.code, message: apiError.message, details: apiError.details } };
  }
};
