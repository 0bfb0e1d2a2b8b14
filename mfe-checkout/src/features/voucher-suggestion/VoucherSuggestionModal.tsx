import { useEffect, useState } from 'react';
import { formatDate, formatUsd, type Cart } from '@storefront/contracts';
import { applyVoucher, registerNamespace, selectUser, useAppDispatch, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Modal, Stack, Text, useDialogTurn } from '@storefront/ui';
import en from '../../i18n/locales/en/voucher-suggestion.json';
import km from '../../i18n/locales/km/voucher-suggestion.json';
import { useErrorText } from '../../shared/error-text';
import { dismiss, isDismissed } from './dismissed';
import { useGetVoucherSuggestionQuery } from '../../shared/voucher-suggestion-api';

const VOUCHER_SUGGESTION_NS = registerNamespace('voucherSuggestion', { en, km });

/**
 * The voucher suggestion modal (spec §2 shared pieces; issue 17 item 6): in the basket of a signed-in customer
 * whose cart has no voucher yet, the voucher that takes the most off it now (GET /api/vouchers/suggestion: their
 * wallet and the promotions running, checked by the api's voucher rules), applied in one click. Turned down, that
 * voucher is not offered again for this cart (dismissed.ts). Guests are not asked (the suggestion needs an account).
 */
export function VoucherSuggestionModal({ cart }: { cart: Cart }) {
  const { t } = useTranslation(VOUCHER_SUGGESTION_NS);
  const { locale } = useLocale();
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const eligible = Boolean(user) && cart.items.length > 0 && !cart.voucher;
  const { data, refetch, isUninitialized } = useGetVoucherSuggestionQuery(undefined, { skip: !eligible });
  const [dismissedNow, setDismissedNow] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<{ code: string; discount: number } | null>(null);

  // A changed cart may have another best voucher (or none): ask again.
  useEffect(() => {
    if (eligible && !isUninitialized) void refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the cart itself changes
  }, [cart.updatedAt]);

  const voucher = eligible ? (data?.voucher ?? null) : null;
  // Opened by its answer, not by the customer: it waits while another dialog is open (the shell's reminders).
  const open = useDialogTurn(Boolean(voucher) && dismissedNow !== voucher?.code && !isDismissed(cart.id, voucher?.code ?? ''));

  const close = () => {
    if (!voucher) return;
    dismiss(cart.id, voucher.code);
    setDismissedNow(voucher.code);
    setError(null);
  };

  const apply = async () => {
    if (!voucher) return;
    setApplying(true);
    setError(null);
    try {
      await dispatch(applyVoucher({ code: voucher.code })).unwrap();
      setApplied({ code: voucher.code, discount: voucher.discount });
    } catch (failure) {
      setError(errorText(failure) || t('failed'));
    } finally {
      setApplying(false);
    }
  };

  return (
    <>
      {applied && cart.voucher?.code === applied.code && (
        <Alert tone="success" role="status">
          {t('applied', { code: applied.code, amount: formatUsd(cart.voucher.discount, locale) })}
        </Alert>
      )}
      {voucher && (
        <Modal
          open={open}
          onClose={close}
          size="sm"
          title={t('title')}
          closeLabel={t('close')}
          description={t('description', { amount: formatUsd(voucher.discount, locale) })}
          footer={
            <Stack direction="row" gap={8} wrap justify="end">
              <Button variant="ghost" onClick={close} disabled={applying}>
                {t('dismiss')}
              </Button>
              <Button onClick={() => void apply()} loading={applying} data-autofocus>
                {t('apply', { code: voucher.code })}
              </Button>
            </Stack>
          }
        >
          <Stack gap={8}>
            <div>
              <Badge tone={voucher.source === 'wallet' ? 'info' : 'sale'}>{voucher.source === 'wallet' ? t('fromWallet') : t('fromPromotion')}</Badge>
            </div>
            <Text as="p" style={{ fontWeight: 700, letterSpacing: '0.04em', wordBreak: 'break-all', margin: 0 }}>
              {voucher.code}
            </Text>
            <Text variant="muted">{voucher.description}</Text>
            <Text>{t('saves', { amount: formatUsd(voucher.discount, locale) })}</Text>
            {voucher.validUntil && <Text variant="caption">{t('validUntil', { date: formatDate(voucher.validUntil, locale) })}</Text>}
            {error && (
              <Text variant="small" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        </Modal>
      )}
    </>
  );
}
