import { useState, type FormEvent } from 'react';
import { fetchCart, login, useAppDispatch, useNavigate, useTranslation } from '@storefront/platform';
import { Alert, Button, Modal, Stack, Text, TextField } from '@storefront/ui';

interface Props {
  open: boolean;
  returnTo?: string;
  onClose: () => void;
}

/** Sign in with an email or username and a password; the api's messages (attempts left, lock) are shown as they come. */
export function LoginModal({ open, returnTo, onClose }: Props) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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
    if (login.fulfilled.match(result)) {
      setPassword('');
      void dispatch(fetchCart());
      onClose();
      if (returnTo) void navigate(returnTo);
    } else {
      setError((result.payload as { message?: string } | undefined)?.message ?? t('login.failed'));
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('login.title')} closeLabel={t('close')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={16}>
          <Text variant="muted">{t('login.subtitle')}</Text>
          {error && <Alert tone="danger">{error}</Alert>}
          <TextField
            label={t('login.login')}
            name="login"
            autoComplete="username"
            value={loginValue}
            onChange={(event) => setLoginValue(event.target.value)}
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" loading={busy} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
