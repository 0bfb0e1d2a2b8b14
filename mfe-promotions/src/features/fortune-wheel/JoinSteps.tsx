import { useState } from 'react';
import { identityEndpoints, type WheelCheckInfo } from '@storefront/contracts';
import { callEndpoint, translateMessage, useAppDispatch, useLocale, userUpdated, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, OtpInput, PhoneNumberForm, Stack, Text } from '@storefront/ui';
import { useListCountriesQuery, useUpdatePhoneNumberMutation } from './wheel-api';
import { PhoneCodeStep } from './PhoneCodeStep';
import { wheelFailure } from './wheel-failure';
import { PROMOTIONS_NS } from '../../i18n/register';

/** The phone step: the profile's PATCH /users/phone-number (unique across customers: PHONE_EXISTS), in the design system's phone form. */
function PhoneStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const countries = useListCountriesQuery();
  const [updatePhone] = useUpdatePhoneNumberMutation();

  const save = async (phoneNumber: string) => {
    try {
      dispatch(userUpdated(await updatePhone({ body: { phoneNumber } }).unwrap()));
      onDone();
      return null;
    } catch (failure) {
      const { code, message } = wheelFailure(t, failure);
      return code === 'PHONE_EXISTS' ? t('wheel.join.phoneTaken') : message;
    }
  };

  return (
    <PhoneNumberForm
      labels={{ form: t('wheel.join.phoneTitle'), number: t('wheel.join.phoneLabel'), code: t('wheel.join.phoneCode'), submit: t('wheel.join.phoneSubmit') }}
      countries={countries.data?.items}
      countriesFailed={countries.isError}
      locale={locale}
      current=""
      translate={(text) => translateMessage(t, text)}
      onSave={save}
      gap={12}
    >
      <Heading level={3} size="card">
        {t('wheel.join.phoneTitle')}
      </Heading>
      <Text variant="muted">{t('wheel.join.phoneText')}</Text>
      {countries.isError && <Alert tone="danger">{t('wheel.join.countriesFailed')}</Alert>}
    </PhoneNumberForm>
  );
}

/** The email step: a one-time code mailed to the account (GET-like POST /user/otp/send-email), entered here (PATCH /users/verify-email). */
function EmailStep({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const dispatch = useAppDispatch();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setError(null);
    setBusy(true);
    try {
      await callEndpoint(identityEndpoints.sendEmailCode);
      setSent(true);
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
      dispatch(userUpdated(await callEndpoint(identityEndpoints.verifyEmail, { body: { code: value } })));
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
        {t('wheel.join.emailTitle')}
      </Heading>
      <Text variant="muted">{t('wheel.join.emailText', { email })}</Text>
      {sent && <Alert tone="success">{t('wheel.join.otpSent', { email })}</Alert>}
      {error && <Alert tone="danger">{error}</Alert>}
      {sent && (
        <OtpInput
          label={t('wheel.join.code')}
          digitLabel={(i, n) => t('wheel.join.digit', { index: i, count: n })}
          value={code}
          onChange={setCode}
          onComplete={(value) => void verify(value)}
        />
      )}
      <Stack direction="row" gap={8} wrap>
        <Button variant={sent ? 'secondary' : 'primary'} loading={busy && !sent} onClick={() => void send()}>
          {sent ? t('wheel.join.resend') : t('wheel.join.sendCode')}
        </Button>
        {sent && (
          <Button loading={busy} disabled={code.length !== 6} onClick={() => void verify(code)}>
            {t('wheel.join.verify')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** What the customer still needs before spinning (GET /users/check-info-fortune-wheel), one step after the other. */
export function JoinSteps({ info, onChanged }: { info: WheelCheckInfo; onChanged: () => void }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const [notice, setNotice] = useState<string | null>(null);
  const needsPhone = info.missing.includes('NEED_TO_PROVIDE_PHONE_NUMBER');
  const needsEmail = info.missing.includes('NEED_TO_VERIFY_EMAIL');
  return (
    <Card>
      <Stack gap={16}>
        <Heading level={2} size="card">
          {t('wheel.join.title')}
        </Heading>
        <Text variant="muted">{t('wheel.join.text')}</Text>
        {notice && <Alert tone="success">{notice}</Alert>}
        {needsPhone && info.phoneNumber && !info.phoneVerified ? (
          <PhoneCodeStep
            phone={info.phoneNumber}
            onDone={() => {
              setNotice(t('wheel.join.phoneVerified'));
              onChanged();
            }}
          />
        ) : needsPhone ? (
          <PhoneStep
            onDone={() => {
              setNotice(t('wheel.join.updated'));
              onChanged();
            }}
          />
        ) : (
          needsEmail && (
            <EmailStep
              email={info.email}
              onDone={() => {
                setNotice(t('wheel.join.emailVerified'));
                onChanged();
              }}
            />
          )
        )}
      </Stack>
    </Card>
  );
}
