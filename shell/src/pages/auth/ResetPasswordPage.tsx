import { useState, type FormEvent } from 'react';
import { identityEndpoints, validateNewPassword, type ResetPasswordValues } from '@storefront/contracts';
import { bus, callEndpoint, Guarded, LocaleLink, toAuthFailure, translateError, translateMessage, useParams, useTranslation } from '@storefront/platform';
import { Alert, Button, Spinner, Stack, TextField } from '@storefront/ui';
import { AuthPageFrame } from './AuthPageFrame';
import { registerAuthTexts } from '../../i18n/register-auth';
import { useCheckResetLinkQuery } from './identity-api';

registerAuthTexts();

type LinkState = 'checking' | 'valid' | 'invalid' | 'done';
/** What the form found after the check (set once it sends the new password). */
type Outcome = 'invalid' | 'done';

/**
 * /reset-password/{token} (guest-only): checks the mailed link (the generated checkResetLink query, asked on each
 * visit), then sets the new password once. Rendered in the browser only (a token's page: render-policy.ts).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const { token = '' } = useParams();
  const check = useCheckResetLinkQuery({ params: { token } }, { refetchOnMountOrArgChange: true });
  const [outcome, setState] = useState<Outcome | null>(null);
  const state: LinkState = outcome ?? (check.isFetching ? 'checking' : check.isSuccess ? 'valid' : check.isError ? 'invalid' : 'checking');
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof ResetPasswordValues, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateNewPassword(values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    setError(null);
    try {
      await callEndpoint(identityEndpoints.resetPassword, { params: { token }, body: values });
      setState('done');
    } catch (failure) {
      const problem = toAuthFailure(failure);
      if (problem.code === 'CODE_INCORRECT') setState('invalid');
      else setError(translateError(t, problem));
    } finally {
      setBusy(false);
    }
  };
  const errorOf = (field: keyof ResetPasswordValues) => (errors[field] ? translateMessage(t, errors[field]!) : undefined);

  return (
    <Guarded kind="guest">
      <AuthPageFrame title={t('reset.title')} description={state === 'valid' ? t('reset.description') : undefined}>
        {state === 'checking' && <Spinner label={t('reset.checking')} />}
        {state === 'invalid' && (
          <Stack gap={16}>
            <Alert tone="danger">{t('reset.invalid')}</Alert>
            <LocaleLink to="/forgot-password">{t('reset.askAgain')}</LocaleLink>
          </Stack>
        )}
        {state === 'done' && (
          <Stack gap={16}>
            <Alert tone="success">{t('reset.done')}</Alert>
            <Button onClick={() => bus.publish('auth/loginRequested', { returnTo: '/' })}>{t('reset.signIn')}</Button>
          </Stack>
        )}
        {state === 'valid' && (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap={16}>
              {error && <Alert tone="danger">{error}</Alert>}
              <TextField
                label={t('reset.password')}
                type="password"
                name="password"
                autoComplete="new-password"
                hint={t('signUp.passwordHint')}
                value={values.password}
                error={errorOf('password')}
                onChange={(e) => setValues({ ...values, password: e.target.value })}
              />
              <TextField
                label={t('reset.passwordConfirmation')}
                type="password"
                name="passwordConfirmation"
                autoComplete="new-password"
                value={values.passwordConfirmation}
                error={errorOf('passwordConfirmation')}
                onChange={(e) => setValues({ ...values, passwordConfirmation: e.target.value })}
              />
              <Button type="submit" loading={busy} fullWidth>
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </AuthPageFrame>
    </Guarded>
  );
}
