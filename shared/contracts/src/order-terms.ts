/**
 * The words of an order and its payment, said once and without zod (the staff console's chunk reads them; the
 * schemas of ./checkout, ./voucher, ./invoice, ./balance and ./staff-orders build on them).
 */
export const ORDER_STATUSES = ['open', 'processing', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['balance', 'promoCredit', 'card', 'wallet', 'bankCard', 'bankTransfer', 'wireTransfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How the console's order list can be sorted: when it was made, or its total. */
export const STAFF_ORDER_SORTS = ['createdAt', 'total'] as const;
export type StaffOrderSort = (typeof STAFF_ORDER_SORTS)[number];
