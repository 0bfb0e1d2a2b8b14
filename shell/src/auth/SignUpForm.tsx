import { useState, type FormEvent } from 'react';
import { validateSignUp, type SignUpField, type SignUpValues } from '@storefront/contracts';
import { signUp, translateError, useAppDispatch, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Button, Grid, Stack, TextField } from '@storefront/ui';
import { CaptchaField, useCaptcha, type CaptchaError } from '../captcha';
import { SwitchPrompt } from './SwitchPrompt';
import { useFieldErrors } from './use-field-errors';
import { referralCodeFromVisit } from './referral-code';
import { registerAuthTexts } from '../i18n/register-auth';

registerAuthTexts();

const EMPTY: SignUpValues = { firstName: '', lastName: '', email: '', username: '', password: '', passwordConfirmation: '', phoneNumber: '', referralCode: '' };

/** Sign up with the §5 rules checked as the customer types submit, and again by the api. */
export function SignUpForm({ onLogin, onSignedUp }: { onLogin: () => void; onSignedUp: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const { locale } = useLocale();
  // A referral link's code (?ref=, or kept from an earlier page) is filled in (spec §5).
  const [values, setValues] = useState<SignUpValues>(() => ({ ...EMPTY, referralCode: referralCodeFromVisit() }));
  const { setErrors, errorOf } = useFieldErrors<SignUpField>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha('signup');

  const field = (name: SignUpField) => ({
    name,
    value: values[name] ?? '',
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateSignUp(values);
    setErrors(problems);
    setError(null);
    if (Object.keys(problems).length) return;
    setBusy(true);
    let captchaToken: string | null;
    try {
      captchaToken = await captcha.getToken();
    } catch (failure) {
      setBusy(false);
      setError(translateError(t, failure as CaptchaError));
      return;
    }
    const result = await dispatch(signUp({ ...values, localeCode: locale, captchaToken }));
    // A token is good for one call: the checkbox (version 2) is ticked again for the next try.
    captcha.reset();
    setBusy(false);
    if (signUp.rejected.match(result)) {
      if (result.payload?.fields) setErrors(result.payload.fields as Partial<Record<SignUpField, string>>);
      setError(result.payload ? translateError(t, result.payload) : t('login.failed'));
    } else {
      setValues(EMPTY);
      onSignedUp();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('signUp.title')}>
      <Stack gap={16}>
        {error && <Alert tone="danger">{error}</Alert>}
        <Grid min={180} gap={12} fit>
          <TextField label={t('signUp.firstName')} autoComplete="given-name" {...field('firstName')} />
          <TextField label={t('signUp.lastName')} autoComplete="family-name" {...field('lastName')} />
        </Grid>
        <TextField label={t('signUp.email')} type="email" autoComplete="email" hint={t('signUp.emailHint')} {...field('email')} />
        <TextField label={t('signUp.phoneNumber')} type="tel" autoComplete="tel" placeholder="+855 12 345 678" {...field('phoneNumber')} />
        <TextField label={t('signUp.username')} autoComplete="username" hint={t('signUp.optional')} {...field('username')} />
        <TextField label={t('signUp.password')} type="password" autoComplete="new-password" hint={t('signUp.passwordHint')} {...field('password')} />
        <TextField label={t('signUp.passwordConfirmation')} type="password" autoComplete="new-password" {...field('passwordConfirmation')} />
        <TextField label={t('signUp.referralCode')} hint={t('signUp.optional')} {...field('referralCode')} />
        <CaptchaField captcha={captcha} />
        <Button type="submit" loading={busy} fullWidth>
          {t('signUp.submit')}
        </Button>
        <SwitchPrompt question={t('signUp.haveAccount')} action={t('login.title')} onClick={onLogin} />
      </Stack>
    </form>
  );
}
