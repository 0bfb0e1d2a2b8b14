import { useState } from 'react';
import { identityEndpoints, type WheelCheckInfo } from '@storefront/contracts';
import { callEndpoint, translateMessage, useAppDispatch, useLocale, userUpdated, useTranslation } from '@storefront/platform';
import { Alert, Card, Heading, PhoneNumberForm, Stack, Text } from '@storefront/ui';
import { useListCountriesQuery, useUpdatePhoneNumberMutation } from '../../shared/wheel-api';
import { CodeStep } from './CodeStep';
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
  return (
    <CodeStep
      title={t('wheel.join.emailTitle')}
      text={t('wheel.join.emailText', { email })}
      send={() => callEndpoint(identityEndpoints.sendEmailCode)}
      sentNotice={() => t('wheel.join.otpSent', { email })}
      verify={async (code) => {
        dispatch(userUpdated(await callEndpoint(identityEndpoints.verifyEmail, { body: { code } })));
      }}
      verifyLabel={t('wheel.join.verify')}
      onDone={onDone}
    />
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
