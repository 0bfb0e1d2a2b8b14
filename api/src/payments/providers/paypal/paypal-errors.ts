import { ApiError } from '@paypal/paypal-server-sdk';
import { isAxiosError } from 'axios';
import { AppError } from '../../../errors';

/**
 * What a failed call to PayPal says: PayPal's own error name and first issue (its error body, "name" and
 * "details[].issue": https://developer.paypal.com/api/rest/responses/#link-failedrequests), or why it did not answer.
 */
export interface PaypalFailure {
  /** HTTP status PayPal answered, or null when it did not answer (down, slow). */
  status: number | null;
  /** `PAYPAL_<issue or name>`, `PAYPAL_TIMEOUT` or `PAYPAL_UNREACHABLE`: the code the customer is shown. */
  code: string;
  /** PayPal's issue (ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED …), when it said one. */
  issue: string | null;
}

const CODE = /[^A-Z0-9_]/g;

/** The error body when the SDK did not read it (a plain ApiError, of a status it has no error type for). */
function parsed(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A refused call's code: the issue, else the error's name; the token call (POST /v1/oauth2/token) answers OAuth's
 * `{ error: "invalid_client", error_description }` instead (RFC 6749 §5.2).
 */
export function paypalFailure(error: unknown): PaypalFailure {
  if (error instanceof ApiError) {
    const body = (error.result ?? parsed(error.body) ?? {}) as { name?: unknown; error?: unknown; details?: { issue?: unknown }[] };
    const issue = typeof body.details?.[0]?.issue === 'string' ? body.details[0].issue : null;
    const name = typeof body.name === 'string' ? body.name : typeof body.error === 'string' ? body.error : `HTTP_${error.statusCode}`;
    return { status: error.statusCode, code: `PAYPAL_${(issue ?? name).toUpperCase().replace(CODE, '_').slice(0, 60)}`, issue };
  }
  if (isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')) return { status: null, code: 'PAYPAL_TIMEOUT', issue: null };
  return { status: null, code: 'PAYPAL_UNREACHABLE', issue: null };
}

/** PayPal could not be asked (or refused the storefront itself): PAYMENT_GATEWAY_ERROR with its code, nothing recorded. */
export function gatewayError(failure: PaypalFailure): AppError {
  return new AppError('PAYMENT_GATEWAY_ERROR', { errorCode: failure.code }, { provider: 'paypal' });
}
