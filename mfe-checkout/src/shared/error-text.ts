import { CARD_DECLINES, ERRORS, isErrorCode, type PaymentFailure } from '@storefront/contracts';
import { ApiError, toApiError, translateError, translateMessage, useTranslation } from '@storefront/platform';
import { CHECKOUT_NS } from '../i18n/register';

/**
 * Any failure as an ApiError: a thrown one (callEndpoint, axios), a generated hook's error or a rejected cart
 * change (`{ code, message, status?, details? }`, already the api's §8 answer).
 */
export function apiErrorOf(error: unknown): ApiError {
  if (error && typeof error === 'object' && !(error instanceof Error) && 'code' in error && isErrorCode(error.code)) {
    const answer = error as { code: ApiError['code']; message?: unknown; status?: unknown; details?: Record<string, unknown> };
    return new ApiError(answer.code, typeof answer.message === 'string' ? answer.message : ERRORS[answer.code].message, typeof answer.status === 'number' ? answer.status : 0, answer.details);
  }
  return toApiError(error);
}

/** An api failure as a message in the reader's language (the spec's English message through `messages`). */
export function useErrorText() {
  const { t } = useTranslation(CHECKOUT_NS);
  return (error: unknown): string => {
    const apiError = apiErrorOf(error);
    return translateError(t, { code: apiError.code, message: apiError.message, ...(apiError.details ? { details: apiError.details } : {}) });
  };
}

/**
 * Why a payment session failed: a card decline by its code (CARD_DECLINES, spec §8), a card without 3-D Secure
 * (CARD_NOT_ACCEPTED), else the api's message.
 */
export function failureMessage(failure: PaymentFailure): string {
  const decline = failure.declineCode && failure.declineCode in CARD_DECLINES ? CARD_DECLINES[failure.declineCode as keyof typeof CARD_DECLINES] : null;
  if (decline) return decline;
  if (failure.code === 'CARD_NOT_ACCEPTED') return ERRORS.CARD_NOT_ACCEPTED.message;
  return failure.message;
}

export function useFailureText() {
  const { t } = useTranslation(CHECKOUT_NS);
  return (failure: PaymentFailure) => translateMessage(t, failureMessage(failure));
}
