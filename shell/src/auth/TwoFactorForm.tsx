import { useState, type FormEvent } from 'react';
import { translateError, useAppDispatch, useTranslation, verifyTwoFactor } from '@storefront/platform';
import { Alert, Button, OtpInput, Stack, Text, TextField } from '@storefront/ui';

/** The second step of a two-factor sign-in: the app's 6-digit code, or a recovery code. */
export function TwoFactorForm() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (value: string) => {
    setBusy(true);
    setError(null);
    const result = await dispatch(verifyTwoFactor({ code: value.trim() }));
    setBusy(false);
    if (verifyTwoFactor.rejected.match(result)) {
      setError(result.payload ? translateError(t, result.payload) : t('login.failed'));
      setCode('');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code) void send(code);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('twoFactor.title')}>
      <Stack gap={16}>
        <Text variant="muted">{recovery ? t('twoFactor.recoveryHint') : t('twoFactor.hint')}</Text>
        {error && <Alert tone="danger">{error}</Alert>}
        {recovery ? (
          <TextField label={t('twoFactor.recoveryCode')} name="recovery" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
        ) : (
          <OtpInput
            label={t('twoFactor.code')}
            digitLabel={(i, n) => t('twoFactor.digit', { index: i, count: n })}
            value={code}
            onChange={setCode}
            onComplete={(value) => void send(value)}
            autoFocus
          />
        )}
        <Button type="submit" loading={busy} fullWidth disabled={!code}>
          {t('twoFactor.submit')}
        </Button>
        <Button
          variant="ghost" size="sm"
          type="button"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
          }}
        >
          {recovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
        </Button>
      </Stack>
    </form>
  );
}
