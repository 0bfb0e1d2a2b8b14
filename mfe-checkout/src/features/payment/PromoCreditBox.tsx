import { useState } from 'react';
import { ERRORS, formatUsd, type CartPromoCredit } from '@storefront/contracts';
import { setPromoCreditUse, translateMessage, useAppDispatch, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Checkbox } from '@storefront/ui';
import { useErrorText } from '../../shared/error-text';
import { CHECKOUT_NS } from '../../i18n/register';

/**
 * Promo credit on the order, used or not through the cart module (the cart's cached share refetches); a
 * voucher disables it (spec §5), and says why.
 */
export function PromoCreditBox({ credit, onChanged, disabled }: { credit: CartPromoCredit; onChanged: () => Promise<void>; disabled?: boolean }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blocked = credit.blockedBy !== null;
  const hint =
    credit.blockedBy === 'voucher'
      ? translateMessage(t, ERRORS.CANNOT_USE_PROMO_CREDIT.message)
      : credit.blockedBy === 'empty'
        ? t('promoCredit.none')
        : credit.use
          ? t('promoCredit.applied', { amount: formatUsd(credit.applied, locale) })
          : undefined;

  const toggle = async (use: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await dispatch(setPromoCreditUse({ use })).unwrap();
      await onChanged();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Checkbox
        label={t('promoCredit.use', { amount: formatUsd(credit.available, locale) })}
        checked={credit.use && !blocked}
        disabled={disabled || busy || blocked}
        hint={hint}
        onChange={(event) => void toggle(event.target.checked)}
      />
      {error && <Alert tone="danger">{error}</Alert>}
    </>
  );
}
