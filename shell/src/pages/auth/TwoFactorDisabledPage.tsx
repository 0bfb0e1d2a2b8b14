import { useEffect, useRef, useState } from 'react';
import { identityEndpoints } from '@storefront/contracts';
import { callEndpoint, fetchCurrentUser, useAppDispatch, useParams, useTranslation } from '@storefront/platform';
import { Alert, Spinner } from '@storefront/ui';
import { AuthPageFrame } from './AuthPageFrame';
import { registerAuthTexts } from '../../i18n/register-auth';

registerAuthTexts();

/** /two-factor/disabled/{token}: opening the mailed link confirms turning two-factor off (PUT, once). */
export function TwoFactorDisabledPage() {
  const { t } = useTranslation('shell');
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<'working' | 'done' | 'invalid'>('working');
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    callEndpoint(identityEndpoints.confirmTwoFactorOff, { params: { token } })
      .then(() => {
        setState('done');
        void dispatch(fetchCurrentUser());
      })
      .catch(() => setState('invalid'));
  }, [token, dispatch]);

  return (
    <AuthPageFrame title={t('twoFactorDisabled.title')}>
      {state === 'working' && <Spinner label={t('twoFactorDisabled.working')} />}
      {state === 'done' && <Alert tone="success">{t('twoFactorDisabled.done')}</Alert>}
      {state === 'invalid' && <Alert tone="danger">{t('twoFactorDisabled.invalid')}</Alert>}
    </AuthPageFrame>
  );
}
