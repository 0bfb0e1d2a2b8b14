import { useEffect, useState } from 'react';
import { selectTwoFactorPending, twoFactorCancelled, useAppDispatch, useAppSelector, useTranslation } from '@storefront/platform';
import { Modal } from '@storefront/ui';
import { LoginForm } from './LoginForm';
import { SignUpForm } from './SignUpForm';
import { TwoFactorForm } from './TwoFactorForm';

export type AuthMode = 'login' | 'signUp';

/** Sign in, sign up and the two-factor step, in one dialog; it closes once the customer is signed in. */
export function AuthDialog({ mode: initialMode, onClose, onSignedUp }: { mode: AuthMode; onClose: () => void; onSignedUp: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const twoFactor = useAppSelector(selectTwoFactorPending);
  useEffect(() => setMode(initialMode), [initialMode]);

  const close = () => {
    if (twoFactor) dispatch(twoFactorCancelled());
    onClose();
  };
  const title = twoFactor ? t('twoFactor.title') : mode === 'login' ? t('login.title') : t('signUp.title');

  return (
    <Modal open onClose={close} title={title} closeLabel={t('close')} size={mode === 'signUp' && !twoFactor ? 'md' : 'sm'}>
      {twoFactor ? (
        <TwoFactorForm />
      ) : mode === 'login' ? (
        <LoginForm onSignUp={() => setMode('signUp')} onForgot={close} />
      ) : (
        <SignUpForm onLogin={() => setMode('login')} onSignedUp={onSignedUp} />
      )}
    </Modal>
  );
}
