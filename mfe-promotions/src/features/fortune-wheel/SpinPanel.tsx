import { useState } from 'react';
import { formatUsd, type FortuneWheel, type SpinResult, type WheelSpinRefusal } from '@storefront/contracts';
import { LocaleLink, useLeaveGuard, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Modal, Stack, Text } from '@storefront/ui';
import { rotationFor } from './wheel-angle';
import { useGetSpinTotalQuery, useUseSpinMutation } from '../../shared/wheel-api';
import { wheelFailure } from './wheel-failure';
import { WheelDial } from './WheelDial';
import { PROMOTIONS_NS } from '../../i18n/register';

/** What a prize gave, in words: the promo credit added, the voucher's code, or nothing this time. */
function ResultText({ result }: { result: SpinResult }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  if (result.prize.kind === 'nothing') return <Text>{t('wheel.result.nothing')}</Text>;
  return (
    <Stack gap={8}>
      <Text>{t('wheel.result.won', { award: result.award })}</Text>
      {result.promoCredit > 0 && <Text variant="muted">{t('wheel.result.credit', { amount: formatUsd(result.promoCredit) })}</Text>}
      {result.voucherCode && (
        <Text variant="muted">
          {t('wheel.result.voucher')} <strong>{result.voucherCode}</strong>
        </Text>
      )}
    </Stack>
  );
}

/**
 * The wheel and its Spin button: the prize is drawn by the api (POST /users/use-spin); the wheel then turns to
 * it. While it turns, leaving asks for confirmation; the result shows when it stops. When the api says a spin would
 * be refused now (`refusal`, from GET /users/check-info-fortune-wheel: no spin left, or the wheel cannot be spun), the
 * wheel's §8 message shows instead of the Spin button.
 */
export function SpinPanel({ wheel, refusal = null }: { wheel: FortuneWheel; refusal?: WheelSpinRefusal | null }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const total = useGetSpinTotalQuery({ params: { id: wheel.id } });
  const [spin, { isLoading }] = useUseSpinMutation();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<SpinResult | null>(null);
  const [shown, setShown] = useState<SpinResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  useLeaveGuard(spinning, t('wheel.leaveWhileSpinning'));

  const remaining = total.data?.remaining ?? 0;
  const start = async () => {
    setError(null);
    try {
      const drawn = await spin({ body: { wheelId: wheel.id } }).unwrap();
      const index = Math.max(0, wheel.prizes.findIndex((prize) => prize.id === drawn.prize.id));
      setResult(drawn);
      setSpinning(true);
      setRotation((from) => rotationFor(index, wheel.prizes.length, from));
    } catch (failure) {
      setError(wheelFailure(t, failure).message);
    }
  };
  const settled = () => {
    if (!spinning) return;
    setSpinning(false);
    setShown(result);
  };

  return (
    <Card>
      <Stack gap={16} align="center">
        <WheelDial prizes={wheel.prizes} rotation={rotation} onSettled={settled} label={t('wheel.dialLabel', { count: wheel.prizes.length })} />
        <Text aria-live="polite">{total.isLoading ? t('wheel.spinsLoading') : t('wheel.spinsLeft', { count: remaining })}</Text>
        {error && <Alert tone="danger">{error}</Alert>}
        {refusal && !spinning ? (
          <Alert tone="warning">{t(`wheel.refused.${refusal}`)}</Alert>
        ) : (
          <Button size="lg" onClick={() => void start()} loading={isLoading} disabled={spinning || isLoading || remaining <= 0}>
            {spinning ? t('wheel.spinning') : t('wheel.spin')}
          </Button>
        )}
        {!total.isLoading && remaining <= 0 && (
          <Text variant="muted">{t('wheel.earnMore', { amount: formatUsd(wheel.minOrderTotal), count: wheel.spinsPerOrder })}</Text>
        )}
      </Stack>
      <Modal
        open={shown !== null}
        onClose={() => setShown(null)}
        title={shown?.prize.kind === 'nothing' ? t('wheel.result.nothingTitle') : t('wheel.result.title')}
        closeLabel={t('wheel.close')}
        footer={
          <Stack direction="row" gap={8} wrap>
            {shown?.voucherCode && (
              <Button as={LocaleLink} to="/account/vouchers" variant="secondary">
                {t('wheel.result.seeVouchers')}
              </Button>
            )}
            {shown && shown.promoCredit > 0 && (
              <Button as={LocaleLink} to="/account/balance" variant="secondary">
                {t('wheel.result.seeBalance')}
              </Button>
            )}
            <Button onClick={() => setShown(null)}>{t('wheel.result.ok')}</Button>
          </Stack>
        }
      >
        {shown && <ResultText result={shown} />}
      </Modal>
    </Card>
  );
}
