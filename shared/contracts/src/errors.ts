/**
 * The error catalogue of spec §8. Every api error is `{ code, message }` with one of these codes.
 * `status` is the HTTP status the api answers with.
 */
export const ERRORS = {
  SERVICE_SERVER_ERROR: { status: 500, message: 'Data incorrect' },
  BAD_REQUEST: { status: 400, message: 'Error. Try again later' },
  UNAUTHORIZED: { status: 401, message: 'Please login to continue' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this' },
  ACCOUNT_BANNED: { status: 403, message: 'Your account has been banned for violating our terms of service' },
  NOT_FOUND: { status: 404, message: 'This page could not be found' },
  ORDER_STATUS_INVALID: { status: 409, message: 'Your invoice has been paid' },
  ORDER_NOT_FOUND: { status: 404, message: 'Not found order' },
  ORDER_CHANGED: { status: 409, message: 'Your order has changed' },
  ORDER_INVALID: { status: 400, message: 'Invalid order(s)' },
  INVALID_TLD: { status: 400, message: 'Unsupported TLD' },
  UNSUPPORTED_TLD: { status: 400, message: 'Unsupported TLD' },
  TOP_UP_NOT_FOUND: { status: 404, message: 'Top-up not found' },
  BALANCE_NOT_ENOUGH: { status: 402, message: 'Your balance is not enough' },
  CODE_INCORRECT: { status: 400, message: 'The link is invalid or expired' },
  ADD_ADDRESS_WAS_LIMITED: {
    status: 409,
    message:
      'Oops, The maximum contact list saved is 3 units. Please edit current contact or Delete Contact in your list.',
  },
  ITEMS_NOT_FOUND: { status: 404, message: 'Cart is empty' },
  PAYPAL_ERROR: { status: 502, message: 'The wallet provider could not complete the payment' },
  VOUCHER_NOT_FOUND: { status: 404, message: 'Invalid promotion code' },
  INVALID_VOUCHER: { status: 400, message: 'Invalid promotion code' },
  VOUCHER_EXPIRED: { status: 400, message: 'This voucher has expired' },
  CANNOT_USE_VOUCHER: { status: 400, message: 'This voucher cannot be used for your cart' },
  NOT_ELIGIBLE: { status: 403, message: 'You are not eligible for this offer' },
  TRIAL_ACTIVATED: { status: 409, message: 'Your free trial is already activated' },
  CARD_NOT_FOUND: { status: 404, message: 'Card not found' },
  CARD_NOT_ACCEPTED: { status: 400, message: 'Cards without 3D Secure are not accepted' },
  PROCESSOR_ERROR: { status: 502, message: 'The payment processor failed. Please try again' },
  PROMO_CREDIT_NOT_ENOUGH: { status: 402, message: 'Your promo credit is not enough' },
  CANNOT_USE_PROMO_CREDIT: { status: 400, message: 'Promo credit cannot be used with a voucher' },
  PHONE_EXISTS: { status: 409, message: 'This phone number is already registered' },
  EMAIL_EXISTS: { status: 409, message: 'This email is already registered' },
  YOUR_SPIN_IS_OVER: { status: 409, message: 'Your spin is over' },
  NEED_TO_PROVIDE_PHONE_NUMBER: { status: 403, message: 'Please provide your phone number to spin' },
  NEED_TO_VERIFY_EMAIL: { status: 403, message: 'Please verify your email to spin' },
  AN_ERROR_OCCURRED_WHEN_SPIN: { status: 500, message: 'An error occurred when spinning' },
  PAYMENT_METHOD_NOT_MATCH: { status: 409, message: 'The payment method does not match' },
  INIT_CHECKOUT_ORDER_IN_OTHER_TAB: { status: 409, message: 'This order is open in another tab' },
  BABY_CLOUD_LIMIT: { status: 409, message: 'You can have at most 10 active baby cloud servers' },
  PAYMENT_GATEWAY_ERROR: { status: 502, message: 'Payment gateway error ({errorCode})' },
  PAYMENT_PROCESSOR_ERROR: { status: 502, message: 'Payment processor error ({errorCode})' },
  INVALID_2FA_CODE: { status: 400, message: 'Incorrect verification code' },
  INVALID_2FA_STATUS: { status: 409, message: 'Two-factor authentication is not in the expected state' },
  INCORRECT_OTP: { status: 400, message: 'The code is incorrect' },
  INVOICE_PROCESSED: { status: 409, message: 'This invoice is being processed' },
  TOP_UP_PROCESSED: { status: 409, message: 'This top-up is being processed' },
  CANNOT_COMPLETE_PAYMENT: { status: 409, message: 'The payment cannot be completed' },
  RESTORE_POINT_NOT_FOUND: { status: 404, message: 'Restore point not found' },
  BACKUP_UNAVAILABLE: { status: 409, message: 'Backup unavailable' },
  SYSTEM_BUSY: { status: 503, message: 'The system is busy. Please try again' },
  CARD_MONTHLY_LIMIT_EXCEEDED: { status: 409, message: 'The monthly card limit is exceeded' },
  TRANSACTION_IN_PROGRESS: { status: 409, message: 'Another transaction is in progress' },
  /** A payment by an account without a phone number (spec §5: a phone number in the profile is required for payment). */
  PROFILE_INCOMPLETE: { status: 409, message: 'Please update your information to continue' },
  /** Paying with a saved card when the account has none (spec §8). */
  NO_SAVED_CARD: { status: 409, message: 'Please add new card to pay!' },
  /** Signing a contract that is already signed (spec §1 pending electronic contracts). */
  CONTRACT_ALREADY_SIGNED: { status: 409, message: 'This contract is already signed' },
  /** The text the customer read is not the contract's text (signing echoes the text's sha256). */
  CONTRACT_TEXT_CHANGED: { status: 409, message: 'The contract has changed. Please read it again before signing' },
  LOGIN_FAILED: {
    status: 401,
    message:
      'Invalid username or password. You have {remaining} attempts before your account is blocked for {blockedTime} minutes.',
  },
  ACCOUNT_LOCKED: {
    status: 429,
    message: 'Your account is blocked for {blockedTime} minutes after too many failed attempts.',
  },
  PRODUCT_UNDER_MAINTENANCE: { status: 503, message: 'This product is under maintenance' },
  /** A protected call (sign-up, forgot-password, sign-in after a failure, contact form) came without a captcha token. */
  CAPTCHA_REQUIRED: { status: 400, message: 'Please confirm that you are not a robot' },
  /** The captcha token was refused: forged, expired, used before, for another action, or scored as a bot. */
  CAPTCHA_INVALID: { status: 400, message: 'The robot check failed or expired. Please try again' },
  /** The captcha service could not be reached in time: the call is refused (fail closed). */
  CAPTCHA_UNAVAILABLE: { status: 503, message: 'The robot check is unavailable right now. Please try again in a moment' },
} as const;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** The body of every api error. `details` carries field errors or extra data (e.g. bulkPaymentId). */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

/** Fills `{name}` placeholders of a catalogue message. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

export function errorBody(
  code: ErrorCode,
  params?: Record<string, string | number>,
  details?: Record<string, unknown>,
): ApiErrorBody {
  const body: ApiErrorBody = { code, message: formatMessage(ERRORS[code].message, params) };
  if (details) body.details = details;
  return body;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, value);
}
