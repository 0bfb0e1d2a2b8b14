import type { CartPromoCredit, CheckoutOrder, PaymentMethod, SavedCard } from '@storefront/contracts';
import { formatUsd } from '@storefront/contracts';
import { LocaleLink, translateMessage, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, Stack } from '@storefront/ui';
import { MethodPicker, type MethodChoice, type MethodPickerProps } from './MethodPicker';
import { PAYMENT_MESSAGES } from './payment-messages';
import { SavedCardChoice, type CardChoice } from './SavedCardChoice';
import { CHECKOUT_NS } from '../../i18n/register';

const PROVIDER_ORDER: PaymentMethod[] = ['card', 'wallet', 'bankCard', 'bankTransfer', 'wireTransfer'];

/** Whether the balance is known and less than the order's total (Pay with it is then disabled). */
export function balanceShortOf(balance: number | undefined, order: CheckoutOrder): boolean {
  return balance !== undefined && balance < order.total;
}

/**
 * The payment step's method card: balance (with what is available, or that it is not enough), promo credit
 * (when it covers the whole order and no voucher is used), card (a saved one or a new one), wallet, bank card /
 * QR, bank and wire transfer.
 */
export function OrderMethodCard({
  order,
  balance,
  credit,
  cards,
  card,
  onCard,
  ...picker
}: {
  order: CheckoutOrder;
  balance: number | undefined;
  credit: CartPromoCredit | undefined;
  cards: readonly SavedCard[] | undefined;
  card: CardChoice;
  onCard: (card: CardChoice) => void;
} & Omit<MethodPickerProps, 'choices' | 'cardDetails'>) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const balanceShort = balanceShortOf(balance, order);
  const beforeCredit = order.total + (order.promoCredit ?? 0);
  const creditCovers = Boolean(credit && !order.voucherCode && credit.blockedBy === null && credit.available >= beforeCredit);

  const choices: MethodChoice[] = [
    {
      method: 'balance',
      description:
        balance === undefined ? t('methodHints.balance') : balanceShort ? (
          <span>
            {t('balance.available', { amount: formatUsd(balance, locale) })} — <strong>{t('balance.notEnough')}</strong>
          </span>
        ) : (
          t('balance.available', { amount: formatUsd(balance, locale) })
        ),
    },
    ...(credit ? [{ method: 'promoCredit' as const, disabled: !creditCovers, description: creditCovers ? t('promoCredit.covers') : order.voucherCode ? translateMessage(t, PAYMENT_MESSAGES.noCreditWithVoucher) : t('promoCredit.notCovering') }] : []),
    ...PROVIDER_ORDER.map((provider) => ({ method: provider })),
  ];

  return (
    <Card>
      <Stack gap={16}>
        <Heading level={2} size="card">
          {t('pay.title')}
        </Heading>
        <MethodPicker {...picker} choices={choices} cardDetails={cards ? <SavedCardChoice cards={cards} value={card} onChange={onCard} /> : undefined} />
        {picker.value === 'balance' && balanceShort && (
          <Alert tone="warning" title={translateMessage(t, PAYMENT_MESSAGES.balanceNotEnough)} action={<Button as={LocaleLink} to="/top-up" size="sm" variant="secondary">{t('balance.topUp')}</Button>}>
            {t('balance.notEnough')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
