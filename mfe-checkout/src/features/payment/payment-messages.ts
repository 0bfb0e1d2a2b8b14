import { CONTACT_MESSAGES, ERRORS } from '@storefront/contracts';

/** The spec's English messages the payment step shows (translated through the `messages` namespace). */
export const PAYMENT_MESSAGES = {
  paid: ERRORS.ORDER_STATUS_INVALID.message,
  balanceNotEnough: ERRORS.BALANCE_NOT_ENOUGH.message,
  noCreditWithVoucher: ERRORS.CANNOT_USE_PROMO_CREDIT.message,
  noBilling: CONTACT_MESSAGES.noBilling,
} as const;

/** Spec §2: asked when leaving while a payment is processing. */
export const LEAVE_MESSAGE = 'Payment is processing. Your order will be lost, are you sure?';
