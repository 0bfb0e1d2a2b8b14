import { useState, type FormEvent } from 'react';
import { emailProblem, identityEndpoints } from '@storefront/contracts';
import { bus, callEndpoint, captchaHeaders, Guarded, toAuthFailure, translateError, translateMessage, useTranslation } from '@storefront/platform';
import { Alert, Button, Stack, TextField } from '@storefront/ui';
import { CaptchaError, CaptchaField, useCaptcha } from '../../captcha';
import { AuthPageFrame } from './AuthPageFrame';
import { registerAuthTexts } from '../../i18n/register-auth';

registerAuthTexts();

/** /forgot-password (guest-only): mails a reset link; the answer is the same whether or not the email is known. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha('forgot_password');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem ? translateMessage(t, problem) : undefined);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      const captchaToken = await captcha.getToken();
      await callEndpoint(identityEndpoints.forgotPassword, { body: { email: email.trim() } }, { headers: captchaHeaders(captchaToken) }).finally(captcha.reset);
      setSentTo(email.trim());
    } catch (failure) {
      setError(translateError(t, failure instanceof CaptchaError ? failure : toAuthFailure(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Guarded kind="guest">
      <AuthPageFrame title={t('forgot.title')} description={sentTo ? undefined : t('forgot.description')}>
        {sentTo ? (
          <Stack gap={16}>
            <Alert tone="success">{t('forgot.sent', { email: sentTo })}</Alert>
            <Button variant="secondary" onClick={() => bus.publish('auth/loginRequested', {})}>
              {t('forgot.back')}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap={16}>
              {error && <Alert tone="danger">{error}</Alert>}
              <TextField label={t('forgot.email')} type="email" name="email" autoComplete="email" value={email} error={fieldError} onChange={(e) => setEmail(e.target.value)} />
              <CaptchaField captcha={captcha} />
              <Button type="submit" loading={busy} fullWidth>
                {t('forgot.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </AuthPageFrame>
    </Guarded>
  );
}
