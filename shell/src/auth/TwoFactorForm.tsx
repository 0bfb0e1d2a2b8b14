import { useState, type FormEvent } from 'react';
import { translateError, twoFactorCancelled, useAppDispatch, useTranslation, verifyTwoFactor, type AuthFailure } from '@storefront/platform';
import { Alert, Button, OtpInput, Stack, Text, TextField } from '@storefront/ui';
import { registerAuthTexts } from '../i18n/register-auth';

registerAuthTexts();

/** Answers that mean the pending sign-in is gone: too many wrong codes, the account's block, or expired. */
const SIGN_IN_AGAIN = new Set(['UNAUTHORIZED', 'ACCOUNT_LOCKED', 'INVALID_2FA_STATUS']);

/**
 * The second step of a two-factor sign-in: the app's 6-digit code, or a recovery code. A wrong code shows
 * the attempts left; when the api voids the pending sign-in, `onSignInAgain` gets the reason and the
 * dialog goes back to the password.
 */
export function TwoFactorForm({ onSignInAgain }: { onSignInAgain?: (message: string) => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const explain = (failure: AuthFailure) => {
    if (failure.code === 'UNAUTHORIZED') return t('twoFactor.tooManyCodes');
    if (failure.code === 'INVALID_2FA_STATUS') return t('twoFactor.expired');
    return translateError(t, failure);
  };

  const send = async (value: string) => {
    setBusy(true);
    setError(null);
    setAttemptsLeft(null);
    const result = await dispatch(verifyTwoFactor({ code: value.trim() }));
    setBusy(false);
    if (verifyTwoFactor.rejected.match(result)) {
      const failure = result.payload;
      setCode('');
      if (failure && SIGN_IN_AGAIN.has(failure.code)) {
        onSignInAgain?.(explain(failure));
        dispatch(twoFactorCancelled());
        return;
      }
      setError(failure ? explain(failure) : t('login.failed'));
      const remaining = failure?.details?.remaining;
      if (typeof remaining === 'number') setAttemptsLeft(remaining);
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
        {error && (
          <Alert tone="danger">
            {error}
            {attemptsLeft !== null && <div>{t('twoFactor.attemptsLeft', { count: attemptsLeft })}</div>}
          </Alert>
        )}
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
