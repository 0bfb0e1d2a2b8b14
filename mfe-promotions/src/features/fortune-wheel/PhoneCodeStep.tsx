import { useState } from 'react';
import { PHONE_CODE_LIMITS, phoneVerificationEndpoints } from '@storefront/contracts';
import { callEndpoint, useTranslation } from '@storefront/platform';
import { Alert, Button, Heading, OtpInput, Stack, Text } from '@storefront/ui';
import { wheelFailure } from './wheel-failure';
import { PROMOTIONS_NS } from '../../i18n/register';

/**
 * The phone's SMS code (issue 28 item 3): a number alone does not let the customer spin — one spin per person, not
 * per way of writing a number. POST /users/phone-number/send-code, then PATCH /users/phone-number/verify.
 */
export function PhoneCodeStep({ phone, onDone }: { phone: string; onDone: () => void }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setError(null);
    setBusy(true);
    try {
      setSentTo((await callEndpoint(phoneVerificationEndpoints.sendPhoneCode)).phoneNumber);
    } catch (failure) {
      setError(wheelFailure(t, failure).message);
    } finally {
      setBusy(false);
    }
  };
  const verify = async (value: string) => {
    setError(null);
    setBusy(true);
    try {
      await callEndpoint(phoneVerificationEndpoints.verifyPhoneCode, { body: { code: value } });
      onDone();
    } catch (failure) {
      setError(wheelFailure(t, failure).message);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={12}>
      <Heading level={3} size="card">
        {t('wheel.join.phoneCodeTitle')}
      </Heading>
      <Text variant="muted">{t('wheel.join.phoneCodeText', { phone })}</Text>
      {sentTo && <Alert tone="success">{t('wheel.join.phoneCodeSent', { phone: sentTo, minutes: PHONE_CODE_LIMITS.minutes })}</Alert>}
      {error && <Alert tone="danger">{error}</Alert>}
      {sentTo && (
        <OtpInput
          label={t('wheel.join.code')}
          digitLabel={(i, n) => t('wheel.join.digit', { index: i, count: n })}
          value={code}
          onChange={setCode}
          onComplete={(value) => void verify(value)}
        />
      )}
      <Stack direction="row" gap={8} wrap>
        <Button variant={sentTo ? 'secondary' : 'primary'} loading={busy && !sentTo} onClick={() => void send()}>
          {sentTo ? t('wheel.join.resend') : t('wheel.join.sendCode')}
        </Button>
        {sentTo && (
          <Button loading={busy} disabled={code.length !== 6} onClick={() => void verify(code)}>
            {t('wheel.join.phoneVerify')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
