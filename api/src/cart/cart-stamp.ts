/**
 * A cart's `updated_at` for a change to it: the wall clock's time, on purpose. It is not a time anything is decided
 * by but a version stamp — checkout and payment refuse an order whose cart changed since the customer looked
 * (ORDER_CHANGED, by equality with the stamp they were shown) — so every change must get a new one, which the
 * app's clock cannot promise: a ManualClock, or a development clock, stands still between changes.
 */
export function cartStamp(): Date {
  // eslint-disable-next-line storefront-api/no-wall-clock -- a version stamp, new at every change (above)
  return new Date();
}
