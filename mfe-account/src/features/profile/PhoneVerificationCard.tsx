import { useEffect, useState } from 'react';
import { PHONE_CODE_LIMITS, type PhoneCodeSent, type UserInfo } from '@storefront/contracts';
import { toAuthFailure, translateError, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, OtpInput, Skeleton, Stack, Text } from '@storefront/ui';
import { ACCOUNT_NS } from '../../i18n/register';
import { useGetPhoneVerificationQuery, useSendPhoneCodeMutation, useVerifyPhoneCodeMutation } from '../../shared/phone-verification-api';

/**
 * The phone number's SMS code (issue 28 item 3): a verified phone earns the free trial, affiliate rewards and wheel
 * spins. Send a code, type it in the design system's OTP input; a wrong code says so, a new code can be asked for.
 */
export function PhoneVerificationCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const verification = useGetPhoneVerificationQuery();
  const [sendCode, sending] = useSendPhoneCodeMutation();
  const [verifyCode, verifying] = useVerifyPhoneCodeMutation();
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { refetch } = verification;

  // A new number in the card above is not verified any more: read the state again and start over.
  useEffect(() => {
    setSent(null);
    setCode('');
    setError(null);
    void refetch();
  }, [user.phoneNumber, refetch]);

  if (!user.phoneNumber) return null;
  const verified = verification.data?.verified && verification.data.phoneNumber === user.phoneNumber;

  const send = async () => {
    setError(null);
    setCode('');
    try {
      setSent(await sendCode().unwrap());
    } catch (failure) {
      setError(translateError(t, toAuthFailure(failure)));
    }
  };

  const verify = async (value: string) => {
    setError(null);
    try {
      await verifyCode({ body: { code: value } }).unwrap();
      setSent(null);
      void refetch();
    } catch (failure) {
      setCode('');
      setError(translateError(t, toAuthFailure(failure)));
    }
  };

  return (
    <Card>
      <Stack gap={16}>
        <Heading level={2} size="card">
          {t('profile.phoneVerification.title')}
        </Heading>
        {verification.isLoading ? (
          <Skeleton height={48} />
        ) : verified ? (
          <Alert tone="success">{t('profile.phoneVerification.verified')}</Alert>
        ) : (
          <>
            <Text variant="muted">{t('profile.phoneVerification.description')}</Text>
            {sent && (
              <>
                <Text>{t('profile.phoneVerification.sent', { phone: sent.phoneNumber, minutes: PHONE_CODE_LIMITS.minutes })}</Text>
                <OtpInput
                  label={t('profile.phoneVerification.code')}
                  digitLabel={(index, count) => t('security.twoFactor.digit', { index, count })}
                  value={code}
                  onChange={setCode}
                  onComplete={(value) => void verify(value)}
                  disabled={verifying.isLoading}
                  error={error ?? undefined}
                  autoFocus
                />
              </>
            )}
            {!sent && error && <Alert tone="danger">{error}</Alert>}
            <div>
              <Button variant={sent ? 'secondary' : 'primary'} loading={sending.isLoading} onClick={() => void send()}>
                {sent ? t('profile.phoneVerification.resend') : t('profile.phoneVerification.send')}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}
