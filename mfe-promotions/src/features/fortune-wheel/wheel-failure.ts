import { toAuthFailure, translateError, type useTranslation } from '@storefront/platform';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** The words for a failed wheel call: the wheel's own §8 codes in this remote's texts, anything else as the platform words it. */
export function wheelFailure(t: TFunction, failure: unknown): { code: string | undefined; message: string } {
  const reason = toAuthFailure(failure);
  const own = reason.code ? t(`wheel.errors.${reason.code}`, { defaultValue: '' }) : '';
  return { code: reason.code, message: own || translateError(t, reason) };
}
