import { useState, type FormEvent } from 'react';
import { LocaleLink, login, translateError, useAppDispatch, useTranslation } from '@storefront/platform';
import { Alert, Button, Stack, Text, TextField } from '@storefront/ui';
import { GoogleSignIn } from './GoogleSignIn';
import { SwitchPrompt } from './SwitchPrompt';

/** Email-or-username and password; the api's answers (attempts left, lock, banned) shown as they come. */
export function LoginForm({ onSignUp, onForgot }: { onSignUp: () => void; onForgot?: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const [loginValue, setLoginValue] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!loginValue.trim() || !password) {
      setError(t('login.missing'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await dispatch(login({ login: loginValue.trim(), password }));
    setBusy(false);
    if (login.rejected.match(result)) setError(result.payload ? translateError(t, result.payload) : t('login.failed'));
    else setPassword('');
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
        <Button type="submit" loading={busy} fullWidth>
          {t('login.submit')}
        </Button>
        <GoogleSignIn />
        <SwitchPrompt question={t('login.noAccount')} action={t('signUp.title')} onClick={onSignUp} />
      </Stack>
    </form>
  );
}
