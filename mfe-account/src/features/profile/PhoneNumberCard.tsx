import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { callingCodeOptions, joinPhone, splitPhone, validatePhoneNumber, type UserInfo } from '@storefront/contracts';
import { translateMessage, useAppDispatch, useLocale, userUpdated, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, PhoneField, Skeleton, Stack, Text, type PhoneCodeOption } from '@storefront/ui';
import { useListCountriesQuery, useUpdatePhoneNumberMutation } from '../../shared/profile-api';
import { formFailure } from './form-failure';
import { ACCOUNT_NS } from '../../i18n/register';

/**
 * The phone number (required to pay; one per customer): the phone-code select with the countries of
 * GET /country beside the number. PHONE_EXISTS shows beside the field.
 */
export function PhoneNumberCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const countries = useListCountriesQuery();
  const countryList = countries.data?.items;
  const [updatePhone] = useUpdatePhoneNumberMutation();
  const [phone, setPhone] = useState<{ country: string; number: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The number is what to fix (the code picker beside it is marked invalid too): focus goes to it.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (attempt) input.current?.focus();
  }, [attempt]);

  useEffect(() => {
    if (countryList && !phone) setPhone(splitPhone(user.phoneNumber ?? '', countryList, 'KH'));
  }, [countryList, phone, user.phoneNumber]);

  const options: PhoneCodeOption[] = useMemo(() => callingCodeOptions(countryList ?? [], locale), [countryList, locale]);

  const joined = () => joinPhone(countryList?.find((country) => country.code === phone?.country)?.callingCode ?? '', phone?.number ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setMessage(null);
    const phoneNumber = joined();
    const problem = validatePhoneNumber({ phoneNumber }).phoneNumber;
    setError(problem ? translateMessage(t, problem) : undefined);
    if (problem) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const updated = await updatePhone({ body: { phoneNumber } }).unwrap();
      dispatch(userUpdated(updated));
      setDone(true);
    } catch (failure) {
      const result = formFailure(t, failure);
      if (result.fields?.phoneNumber) {
        setError(result.fields.phoneNumber);
        setAttempt((n) => n + 1);
      } else setMessage(result.message ?? Object.values(result.fields ?? {})[0] ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('profile.phone.title')}>
        <Stack gap={16}>
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
          {phone && options.length > 0 ? (
            <PhoneField
              label={t('profile.fields.phoneNumber')}
              codeLabel={t('profile.fields.phoneCode')}
              countries={options}
              country={phone.country}
              onCountryChange={(code) => setPhone({ ...phone, country: code })}
              ref={input}
              name="phoneNumber"
              required
              maxLength={20}
              value={phone.number}
              onChange={(event) => {
                setPhone({ ...phone, number: event.target.value });
                setError(undefined);
              }}
              error={error}
            />
          ) : (
            !countries.isError && <Skeleton height={64} />
          )}
          <div>
            <Button type="submit" loading={busy} disabled={!phone}>
              {t('profile.phone.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
