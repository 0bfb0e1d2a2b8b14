import { toAuthFailure, translateError, translateMessage, type useTranslation } from '@storefront/platform';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** A failed profile call: its field errors (translated, by field) or one message for the whole form. */
export function formFailure(t: TFunction, error: unknown): { fields: Record<string, string> | null; message: string | null } {
  const failure = toAuthFailure(error);
  if (failure.fields) {
    return { fields: Object.fromEntries(Object.entries(failure.fields).map(([field, message]) => [field, translateMessage(t, message)])), message: null };
  }
  return { fields: null, message: translateError(t, failure) };
}
