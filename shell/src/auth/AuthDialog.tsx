import { useEffect, useState } from 'react';
import { selectTwoFactorPending, twoFactorCancelled, useAppDispatch, useAppSelector, useTranslation } from '@storefront/platform';
import { Alert, Modal, Stack } from '@storefront/ui';
import { LoginForm } from './LoginForm';
import { SignUpForm } from './SignUpForm';
import { TwoFactorForm } from './TwoFactorForm';
import { registerAuthTexts } from '../i18n/register-auth';

registerAuthTexts();

export type AuthMode = 'login' | 'signUp';

/** Sign in, sign up and the two-factor step, in one dialog; it closes once the customer is signed in. */
export function AuthDialog({ mode: initialMode, onClose, onSignedUp }: { mode: AuthMode; onClose: () => void; onSignedUp: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const twoFactor = useAppSelector(selectTwoFactorPending);
  /** Why the customer is back at the password (the two-factor step voided the sign-in). */
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => setMode(initialMode), [initialMode]);
  useEffect(() => {
    if (twoFactor) setNotice(null);
  }, [twoFactor]);

  const close = () => {
    if (twoFactor) dispatch(twoFactorCancelled());
    onClose();
  };
  const title = twoFactor ? t('twoFactor.title') : mode === 'login' ? t('login.title') : t('signUp.title');

  return (
    <Modal open onClose={close} title={title} closeLabel={t('close')} size={mode === 'signUp' && !twoFactor ? 'md' : 'sm'}>
      {twoFactor ? (
        <TwoFactorForm onSignInAgain={setNotice} />
      ) : mode === 'login' ? (
        <Stack gap={16}>
          {notice && <Alert tone="danger">{notice}</Alert>}
          <LoginForm
            onSignUp={() => {
              setNotice(null);
              setMode('signUp');
            }}
            onForgot={close}
          />
        </Stack>
      ) : (
        <SignUpForm onLogin={() => setMode('login')} onSignedUp={onSignedUp} />
      )}
    </Modal>
  );
}
