import { useState, type FormEvent } from 'react';
import { LocaleLink, login, translateError, useAppDispatch, useTranslation } from '@storefront/platform';
import { Alert, Button, Stack, Text, TextField } from '@storefront/ui';
import { CaptchaField, useCaptcha, type CaptchaError } from '../captcha';
import { GoogleSignIn } from './GoogleSignIn';
import { SwitchPrompt } from './SwitchPrompt';
import { registerAuthTexts } from '../i18n/register-auth';

registerAuthTexts();

/**
 * Email-or-username and password; the api's answers (attempts left, lock, banned) shown as they come.
 * After a failed attempt the api asks for the captcha (details.captchaRequired, or CAPTCHA_REQUIRED): the
 * next tries carry a token — version 3 asked invisibly, version 2 through its checkbox shown from then on.
 */
export function LoginForm({ onSignUp, onForgot }: { onSignUp: () => void; onForgot?: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const [loginValue, setLoginValue] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const captcha = useCaptcha('login', { active: captchaRequired });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!loginValue.trim() || !password) {
      setError(t('login.missing'));
      return;
    }
    setBusy(true);
    setError(null);
    const attempt = async (withCaptcha: boolean) => {
      const captchaToken = withCaptcha ? await captcha.getToken() : null;
      const result = await dispatch(login({ login: loginValue.trim(), password, captchaToken }));
      if (withCaptcha) captcha.reset();
      return result;
    };
    try {
      let result = await attempt(captchaRequired);
      if (login.rejected.match(result) && result.payload?.code === 'CAPTCHA_REQUIRED' && !captchaRequired) {
        setCaptchaRequired(true);
        // Version 3 is invisible: asked at once, the customer does not submit again; version 2 shows its checkbox.
        if (captcha.config?.version === 3) result = await attempt(true);
      }
      if (login.rejected.match(result)) {
        if (result.payload?.details?.captchaRequired) setCaptchaRequired(true);
        setError(result.payload ? translateError(t, result.payload) : t('login.failed'));
      } else {
        setPassword('');
      }
    } catch (failure) {
      setError(translateError(t, failure as CaptchaError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.title')}>
      <Stack gap={16}>
        <Text variant="muted">{t('login.subtitle')}</Text>
        {error && <Alert tone="danger">{error}</Alert>}
        <TextField label={t('login.login')} name="login" autoComplete="username" value={loginValue} onChange={(e) => setLoginValue(e.target.value)} />
        <TextField label={t('login.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <LocaleLink to="/forgot-password" onClick={onForgot}>
          {t('login.forgot')}
        </LocaleLink>
        {captchaRequired && <CaptchaField captcha={captcha} />}
        <Button type="submit" loading={busy} fullWidth>
          {t('login.submit')}
        </Button>
        <GoogleSignIn />
        <SwitchPrompt question={t('login.noAccount')} action={t('signUp.title')} onClick={onSignUp} />
      </Stack>
    </form>
  );
}
