import { CARD_DECLINES, ERRORS, type PaymentFailure } from '@storefront/contracts';
import { toApiError, translateError, translateMessage, useTranslation } from '@storefront/platform';

/** An api failure as a message in the reader's language (the spec's English message through `messages`). */
export function useErrorText() {
  const { t } = useTranslation('checkout');
  return (error: unknown): string => {
    const apiError = toApiError(error);
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
  const { t } = useTranslation('checkout');
  return (failure: PaymentFailure) => translateMessage(t, failureMessage(failure));
}
