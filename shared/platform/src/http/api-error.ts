import { isAxiosError } from 'axios';
import { ERRORS, isErrorCode, type ErrorCode } from '@storefront/contracts';

/** An api failure as the front end sees it: a §8 code, its message and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const data = error.response?.data as { code?: unknown; message?: unknown; details?: Record<string, unknown> } | undefined;
    if (data && isErrorCode(data.code)) {
      return new ApiError(data.code, typeof data.message === 'string' ? data.message : ERRORS[data.code].message, status, data.details);
    }
    if (status === 401) return new ApiError('UNAUTHORIZED', ERRORS.UNAUTHORIZED.message, status);
    if (status === 404) return new ApiError('NOT_FOUND', ERRORS.NOT_FOUND.message, status);
    return new ApiError(status >= 500 ? 'SERVICE_SERVER_ERROR' : 'BAD_REQUEST', ERRORS.BAD_REQUEST.message, status);
  }
  return new ApiError('BAD_REQUEST', ERRORS.BAD_REQUEST.message, 0);
}
