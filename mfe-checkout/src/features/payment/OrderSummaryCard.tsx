import type { CartPromoCredit, CheckoutOrder } from '@storefront/contracts';
import { formatUsd } from '@storefront/contracts';
import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Button, Checkbox, Divider, Text } from '@storefront/ui';
import { SummaryCard } from '../../shared/SummaryCard';
import { OrderLines } from './OrderLines';
import { OrderTotals } from './OrderTotals';
import { PromoCodeBox } from './PromoCodeBox';
import { PromoCreditBox } from './PromoCreditBox';
import { CHECKOUT_NS } from '../../i18n/register';

/** The terms and the consent to automatic e-contract signing, both required before paying (spec §2). */
export interface Agreement {
  terms: boolean;
  consent: boolean;
}

/**
 * The payment step's summary beside the form: the order's lines, promo code and promo credit, the totals, the
 * terms and the consent (each saying it is missing once Pay was pressed), Pay and Back.
 */
export function OrderSummaryCard({
  order,
  credit,
  onOrderChanged,
  agreement,
  onAgreement,
  tried,
  processing,
  blocked,
  onPay,
  onBack,
}: {
  order: CheckoutOrder;
  credit: CartPromoCredit | undefined;
  onOrderChanged: () => Promise<void>;
  agreement: Agreement;
  onAgreement: (agreement: Agreement) => void;
  tried: boolean;
  processing: boolean;
  blocked: boolean;
  onPay: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  return (
    <SummaryCard id="payment-summary" title={t('summary.title')}>
      <Text variant="small">{t('summary.items', { count: order.items.length })}</Text>
      <OrderLines order={order} />
      <PromoCodeBox code={order.voucherCode ?? null} onChanged={onOrderChanged} disabled={processing} />
      {credit && <PromoCreditBox credit={order.voucherCode && !credit.blockedBy ? { ...credit, blockedBy: 'voucher' } : credit} onChanged={onOrderChanged} disabled={processing} />}
      <Divider />
      <OrderTotals order={order} />
      <Divider />
      <Checkbox
        checked={agreement.terms}
        onChange={(event) => onAgreement({ ...agreement, terms: event.target.checked })}
        required
        error={tried && !agreement.terms ? t('pay.termsRequired') : undefined}
        label={
          <>
            {t('pay.termsBefore')}{' '}
            <LocaleLink to="/term-and-conditions" target="_blank">
              {t('pay.termsLink')}
            </LocaleLink>
          </>
        }
      />
      <Checkbox
        checked={agreement.consent}
        onChange={(event) => onAgreement({ ...agreement, consent: event.target.checked })}
        required
        error={tried && !agreement.consent ? t('pay.consentRequired') : undefined}
        label={t('pay.consent')}
      />
      <Button size="lg" fullWidth loading={processing} disabled={blocked} onClick={onPay}>
        {t('pay.pay', { amount: formatUsd(order.total, locale) })}
      </Button>
      <Button variant="ghost" fullWidth onClick={onBack} disabled={processing}>
        {t('pay.back')}
      </Button>
    </SummaryCard>
  );
}
