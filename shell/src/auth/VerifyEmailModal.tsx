import { useState } from 'react';
import { identityEndpoints, type UserInfo } from '@storefront/contracts';
import { callEndpoint, toAuthFailure, translateError, useAppDispatch, userUpdated, useTranslation } from '@storefront/platform';
import { Alert, Button, Modal, OtpInput, Stack, Text } from '@storefront/ui';
import { registerAuthTexts } from '../i18n/register-auth';

registerAuthTexts();

/**
 * Spec §2 verify-email modal: the 6-digit code mailed to the account's address. A right code says so (spec §6
 * 'email verified', issue 28 item 15) until the reader closes the dialog; the account is updated then (the shell
 * shows this dialog only while the email is unverified, so updating it first would close it unsaid).
 */
export function VerifyEmailModal({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** What a wrong code leaves: attempts on this code, or (0) the need for a new one. */
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState<UserInfo | null>(null);

  const close = () => {
    if (verified) dispatch(userUpdated(verified));
    onClose();
  };

  const verify = async (value: string) => {
    setBusy(true);
    setError(null);
    setAttemptsLeft(null);
    try {
      setVerified(await callEndpoint(identityEndpoints.verifyEmail, { body: { code: value } }));
    } catch (failure) {
      const reason = toAuthFailure(failure);
      setError(translateError(t, reason));
      const remaining = reason.details?.remaining;
      if (typeof remaining === 'number') setAttemptsLeft(remaining);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    setAttemptsLeft(null);
    try {
      // A POST: a new code is mailed and the previous one stops working.
      await callEndpoint(identityEndpoints.sendEmailCode);
      setNotice(t('verifyEmail.sent', { email }));
    } catch (failure) {
      setError(translateError(t, toAuthFailure(failure)));
    }
  };

  if (verified) {
    return (
      <Modal
        open
        onClose={close}
        title={t('verifyEmail.verified')}
        closeLabel={t('close')}
        footer={
          <Button onClick={close} autoFocus>
            {t('verifyEmail.done')}
          </Button>
        }
      >
        <Alert tone="success" title={t('verifyEmail.verified')}>
          {t('verifyEmail.verifiedBody', { email: verified.email })}
        </Alert>
      </Modal>
    );
  }

  return (
    <Modal
      open
      onClose={close}
      title={t('verifyEmail.title')}
      closeLabel={t('close')}
      footer={
        <Stack direction="row" gap={8} wrap>
          <Button variant="secondary" onClick={() => void resend()}>
            {t('verifyEmail.resend')}
          </Button>
          <Button loading={busy} disabled={code.length !== 6} onClick={() => void verify(code)}>
            {t('verifyEmail.submit')}
          </Button>
        </Stack>
      }
    >
      <Stack gap={16}>
        <Text>{t('verifyEmail.description', { email })}</Text>
        {notice && <Alert tone="success">{notice}</Alert>}
        {error && (
          <Alert tone="danger">
            {error}
            {attemptsLeft !== null && <div>{attemptsLeft > 0 ? t('verifyEmail.attemptsLeft', { count: attemptsLeft }) : t('verifyEmail.newCodeNeeded')}</div>}
          </Alert>
        )}
        <OtpInput
          label={t('verifyEmail.code')}
          digitLabel={(i, n) => t('twoFactor.digit', { index: i, count: n })}
          value={code}
          onChange={setCode}
          onComplete={(value) => void verify(value)}
          autoFocus
        />
      </Stack>
    </Modal>
  );
}
