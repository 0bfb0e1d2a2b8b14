import { useState } from 'react';
import { translateMessage, useTranslation } from '@storefront/platform';

/** Field errors of a form (from the shared rules or the api), shown in the reader's language. */
export function useFieldErrors<F extends string>() {
  const { t } = useTranslation('shell');
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const errorOf = (field: F) => (errors[field] ? translateMessage(t, errors[field]!) : undefined);
  return { errors, setErrors, errorOf };
}
