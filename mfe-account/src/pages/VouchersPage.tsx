import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { applyVoucher, LocaleLink, toAuthFailure, translateError, translateMessage, useAppDispatch, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Container, EmptyState, ErrorState, Heading, PageHeader, Skeleton, Stack, TextField } from '@storefront/ui';
import { WalletVoucherRow } from '../features/vouchers/WalletVoucherRow';
import { useListWalletVouchersQuery, useRedeemVoucherCodeMutation } from '../shared/voucher-wallet-api';
import { ACCOUNT_NS } from '../i18n/register';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /account/vouchers: the voucher wallet (value, validity, state), a code redeemed into it, one click to use one in the cart. */
export function VouchersPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const dispatch = useAppDispatch();
  const wallet = useListWalletVouchersQuery();
  const [redeem] = useRedeemVoucherCodeMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string; inCart?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!code.trim()) {
      setError(translateMessage(t, 'Promo code field is required'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const added = await redeem({ body: { code } }).unwrap();
      setCode('');
      setNotice({ tone: 'success', text: t('vouchers.added', { code: added.code }) });
    } catch (failure) {
      setError(translateError(t, toAuthFailure(failure)));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const use = async (voucherCode: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await dispatch(applyVoucher({ code: voucherCode })).unwrap();
      setNotice({ tone: 'success', text: t('vouchers.inCart', { code: voucherCode }), inCart: true });
    } catch (failure) {
      setNotice({ tone: 'danger', text: translateError(t, toAuthFailure(failure)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader title={t('vouchers.title')} subtitle={t('vouchers.subtitle')} />
      <Stack gap={24} style={{ maxWidth: 720 }}>
        <Card>
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('vouchers.redeemTitle')}>
            <Stack gap={12}>
              <Heading level={2} size="card">
                {t('vouchers.redeemTitle')}
              </Heading>
              <Stack direction="row" gap={8} align="start" wrap>
                <TextField
                  ref={input}
                  label={t('vouchers.code')}
                  name="code"
                  autoComplete="off"
                  value={code}
                  error={error}
                  onChange={(event) => {
                    setCode(event.target.value.toUpperCase());
                    setError(undefined);
                  }}
                />
              </Stack>
              <div>
                <Button type="submit" loading={busy}>
                  {t('vouchers.redeem')}
                </Button>
              </div>
            </Stack>
          </form>
        </Card>
        {notice && (
          <Alert tone={notice.tone} action={notice.inCart ? <LocaleLink to="/checkout-basket">{t('vouchers.goToCart')}</LocaleLink> : undefined}>
            {notice.text}
          </Alert>
        )}
        {wallet.isLoading && <Skeleton height={120} />}
        {wallet.isError && <ErrorState title={t('vouchers.loadFailed')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void wallet.refetch()} />}
        {wallet.data && wallet.data.length === 0 && <EmptyState icon="gift" title={t('vouchers.empty')} description={t('vouchers.emptyDescription')} compact />}
        {wallet.data && wallet.data.length > 0 && (
          <List aria-label={t('vouchers.listLabel')}>
            {wallet.data.map((voucher) => (
              <WalletVoucherRow key={voucher.code} voucher={voucher} busy={busy} onUse={() => void use(voucher.code)} />
            ))}
          </List>
        )}
      </Stack>
    </Container>
  );
}
