import { ERRORS, errorBody, type ApiErrorBody, type ErrorCode } from '@storefront/contracts';

/** An error the api answers on purpose: a §8 code, its HTTP status and message. */
export class AppError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  /** `message` replaces the catalogue's message where a rule has its own wording (e.g. DOMAIN_MESSAGES). */
  /** `status` replaces the catalogue's HTTP status where a case of the code fits another (e.g. 409 for a reused idempotency key). */
  constructor(code: ErrorCode, params?: Record<string, string | number>, details?: Record<string, unknown>, message?: string, status?: number) {
    const body = errorBody(code, params, details);
    if (message) body.message = message;
    super(body.message);
    this.status = status ?? ERRORS[code].status;
    this.body = body;
  }
}

export const fail = (code: ErrorCode, params?: Record<string, string | number>, details?: Record<string, unknown>): never => {
  throw new AppError(code, params, details);
};

/**
 * A 400 BAD_REQUEST worded like a validation failure: `message` is the rule's text (the UI shows it), and
 * `details.fields` names the field, as zod validation errors do.
 */
export function invalidField(path: string, message: string): AppError {
  return new AppError('BAD_REQUEST', undefined, { fields: [{ path, message }] }, message);
}
