import { translateError, useTranslation, type ApiQueryError } from '@storefront/platform';
import { DOMAINS_NS } from '../i18n/register';

/** An api failure (RTK Query error or a rejected thunk's payload) as a message in the reader's language. */
export function useErrorText() {
  const { t } = useTranslation(DOMAINS_NS);
  return (error: unknown, fallback = t('errors.generic')): string => {
    const apiError = error as Partial<ApiQueryError> | undefined;
    return apiError && typeof apiError.message === 'string' ? translateError(t, { code: apiError.code, message: apiError.message, details: apiError.details }) : fallback;
  };
}

/** The HTTP status of an RTK Query error, if any. */
export const statusOf = (error: unknown): number | undefined => (error as { status?: unknown } | undefined)?.status as number | undefined;
