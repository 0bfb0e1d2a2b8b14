import { useState } from 'react';
import type { CartItemInput } from '@storefront/contracts';
import { addCartItems, translateMessage, useAppDispatch, useTranslation } from '@storefront/platform';
import { HOSTING_NS } from '../../i18n/register';

/** Adds an AWS or SMS item to the one cart (priced by the api); the api's refusal in the reader's language. */
export function useAddPartnerItem() {
  const { t } = useTranslation(HOSTING_NS);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const add = async (item: CartItemInput) => {
    setBusy(true);
    setError(null);
    setAdded(false);
    const result = await dispatch(addCartItems({ items: [item], source: 'mfe-hosting' }));
    setBusy(false);
    if (addCartItems.rejected.match(result)) setError(translateMessage(t, result.payload?.message ?? t('errors.addFailed')));
    else setAdded(true);
  };
  return { add, busy, error, added };
}
