import { useState, type FormEvent } from 'react';
import { applyVoucher, removeVoucher, useAppDispatch, useTranslation } from '@storefront/platform';
import { Button, Icon, Stack, Tag, TextField } from '@storefront/ui';
import { useErrorText } from '../../shared/error-text';
import { useListWalletVouchersQuery } from '../../shared/voucher-wallet-api';
import { CHECKOUT_NS } from '../../i18n/register';

/**
 * The promo code (voucher), applied and removed through the cart module (the store's cart, the header badge
 * and the cart's promo credit share follow at once); the api computes the discount.
 */
export function PromoCodeBox({ code, onChanged, disabled }: { code: string | null; onChanged: () => Promise<void>; disabled?: boolean }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wallet = useListWalletVouchersQuery();
  const usable = (wallet.data ?? []).filter((voucher) => voucher.state === 'available');

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      setValue('');
      await onChanged();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(t('promo.required'));
      return;
    }
    void run(() => dispatch(applyVoucher({ code: value.trim() })).unwrap());
  };

  if (code) {
    return (
      <Stack direction="row" justify="between" gap={8} wrap>
        <span>
          {t('promo.applied')} <Tag tone="sale">{code}</Tag>
        </span>
        <Button variant="ghost" size="sm" startIcon={<Icon name="close" />} loading={busy} disabled={disabled} onClick={() => void run(() => dispatch(removeVoucher()).unwrap())} aria-label={t('promo.removeLabel', { code })}>
          {t('promo.remove')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={apply} noValidate>
      {/* The visible label sits above the row so Apply lines up with the input; the input is named by its own (hidden) label. */}
      <span aria-hidden="true" style={{ display: 'block', marginBottom: 6, fontSize: 14, fontWeight: 600 }}>
        {t('promo.label')}
      </span>
      <Stack direction="row" gap={8} align="start">
        <TextField
          id="promo-code"
          hideLabel
          label={t('promo.label')}
          placeholder={t('promo.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value.toUpperCase());
            setError(null);
          }}
          error={error ?? undefined}
          autoComplete="off"
          disabled={disabled}
        />
        <Button type="submit" variant="secondary" loading={busy} disabled={disabled}>
          {t('promo.apply')}
        </Button>
      </Stack>
      {usable.length > 0 && (
        <Stack direction="row" gap={8} wrap style={{ marginTop: 8 }} role="group" aria-label={t('walletVouchers.label')}>
          {usable.map((voucher) => (
            <Button
              key={voucher.code}
              size="sm"
              variant="ghost"
              disabled={disabled || busy}
              onClick={() => void run(() => dispatch(applyVoucher({ code: voucher.code })).unwrap())}
              aria-label={t('walletVouchers.use', { code: voucher.code })}
            >
              {voucher.code}
            </Button>
          ))}
        </Stack>
      )}
    </form>
  );
}
