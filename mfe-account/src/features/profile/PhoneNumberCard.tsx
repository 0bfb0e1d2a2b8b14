import { useState } from 'react';
import type { UserInfo } from '@storefront/contracts';
import { translateMessage, useAppDispatch, useLocale, userUpdated, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, PhoneNumberForm, Text } from '@storefront/ui';
import { useListCountriesQuery, useUpdatePhoneNumberMutation } from '../../shared/profile-api';
import { formFailure } from './form-failure';
import { ACCOUNT_NS } from '../../i18n/register';

/**
 * The phone number (required to pay; one per customer): the design system's phone form, with the countries of
 * GET /country. PHONE_EXISTS shows beside the field; what went wrong elsewhere, above it.
 */
export function PhoneNumberCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const countries = useListCountriesQuery();
  const [updatePhone] = useUpdatePhoneNumberMutation();
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const save = async (phoneNumber: string) => {
    try {
      dispatch(userUpdated(await updatePhone({ body: { phoneNumber } }).unwrap()));
      setDone(true);
      return null;
    } catch (failure) {
      const result = formFailure(t, failure);
      if (result.fields?.phoneNumber) return result.fields.phoneNumber;
      setMessage(result.message ?? Object.values(result.fields ?? {})[0] ?? null);
      return null;
    }
  };

  return (
    <Card>
      <PhoneNumberForm
        labels={{ form: t('profile.phone.title'), number: t('profile.fields.phoneNumber'), code: t('profile.fields.phoneCode'), submit: t('profile.phone.submit') }}
        countries={countries.data?.items}
        countriesFailed={countries.isError}
        locale={locale}
        current={user.phoneNumber ?? ''}
        translate={(text) => translateMessage(t, text)}
        onAttempt={() => {
          setDone(false);
          setMessage(null);
        }}
        onSave={save}
        focusOnError
        gap={16}
      >
        <Heading level={2} size="card">
          {t('profile.phone.title')}
        </Heading>
        <Text variant="muted">{t('profile.phone.description')}</Text>
        {!user.phoneNumber && <Alert tone="warning">{translateMessage(t, 'Please update your information to continue')}</Alert>}
        {done && <Alert tone="success">{t('profile.phone.saved')}</Alert>}
        {message && <Alert tone="danger">{message}</Alert>}
        {countries.isError && (
          <Alert
            tone="danger"
            action={
              <Button variant="secondary" size="sm" onClick={() => void countries.refetch()}>
                {t('errors.retry')}
              </Button>
            }
          >
            {t('profile.phone.countriesFailed')}
          </Alert>
        )}
      </PhoneNumberForm>
    </Card>
  );
}
