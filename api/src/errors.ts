import { ERRORS, errorBody, type ApiErrorBody, type ErrorCode } from '@storefront/contracts';

/** An error the api answers on purpose: a §8 code, its HTTP status and message. */
export class AppError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(code: ErrorCode, params?: Record<string, string | number>, details?: Record<string, unknown>) {
    const body = errorBody(code, params, details);
    super(body.message);
    this.status = ERRORS[code].status;
    this.body = body;
  }
}

export const fail = (code: ErrorCode, params?: Record<string, string | number>, details?: Record<string, unknown>): never => {
  throw new AppError(code, params, details);
};
