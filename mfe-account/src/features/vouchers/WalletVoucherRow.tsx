import styled from 'styled-components';
import { formatDate, formatUsd, type WalletVoucher } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Badge, Button, Card, Stack, Text } from '@storefront/ui';
import { ACCOUNT_NS } from '../../i18n/register';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
`;

const TONES = { available: 'success', used: 'neutral', expired: 'danger', revoked: 'warning' } as const;

/** One wallet voucher: code, what it takes off, validity, state (a revoked one says why), and one click to use it in the cart. */
export function WalletVoucherRow({ voucher, busy, onUse }: { voucher: WalletVoucher; busy: boolean; onUse: () => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const value = voucher.discountType === 'percent' ? t('vouchers.percentOff', { value: voucher.value }) : t('vouchers.amountOff', { amount: formatUsd(voucher.value, locale) });
  return (
    <Card as="li" aria-label={voucher.code}>
      <Stack gap={8}>
        <Head>
          <strong>{voucher.code}</strong>
          <Badge tone={TONES[voucher.state]}>{t(`vouchers.state.${voucher.state}`)}</Badge>
        </Head>
        <Text>{value}</Text>
        {voucher.description && <Text variant="muted">{voucher.description}</Text>}
        {voucher.state === 'revoked' && <Text variant="small">{t('vouchers.revokedNote')}</Text>}
        <Text variant="small">
          {voucher.validUntil ? t('vouchers.validUntil', { date: formatDate(voucher.validUntil, locale) }) : t('vouchers.noExpiry')}
          {voucher.minSubtotal > 0 && ` · ${t('vouchers.minSubtotal', { amount: formatUsd(voucher.minSubtotal, locale) })}`}
        </Text>
        {voucher.state === 'available' && (
          <div>
            <Button size="sm" variant="secondary" disabled={busy} onClick={onUse} aria-label={t('vouchers.useLabel', { code: voucher.code })}>
              {t('vouchers.use')}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
