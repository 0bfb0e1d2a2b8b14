import { useState } from 'react';
import type { TwoFactorSetup, UserInfo } from '@storefront/contracts';
import { fetchCurrentUser, toAuthFailure, translateError, useAppDispatch, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Card, Heading, OtpInput, Stack, Text } from '@storefront/ui';
import { useConfirmTwoFactorSetupMutation, useRequestTwoFactorOffMutation, useStartTwoFactorSetupMutation } from '../../shared/identity-api';
import { ACCOUNT_NS } from '../../i18n/register';

type Step = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'offRequested' };

/** Two-factor authentication: turn on with an authenticator app (QR code, then a code), or off by email. */
export function TwoFactorCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const dispatch = useAppDispatch();
  const [startSetup] = useStartTwoFactorSetupMutation();
  const [confirmSetup] = useConfirmTwoFactorSetupMutation();
  const [requestTwoFactorOff] = useRequestTwoFactorOffMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Wrong codes the api still takes while turning on. */
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setAttemptsLeft(null);
    try {
      await action();
    } catch (failure) {
      const reason = toAuthFailure(failure);
      setError(translateError(t, reason));
      const remaining = reason.details?.remaining;
      if (typeof remaining === 'number') setAttemptsLeft(remaining);
      // Too many wrong codes: the api dropped the secret being set up, so the QR code is gone too.
      if (reason.code === 'ACCOUNT_LOCKED') setStep({ kind: 'idle' });
    } finally {
      setBusy(false);
    }
  };

  // A POST: each call makes a new secret, replacing the one being set up.
  const start = () => run(async () => setStep({ kind: 'setup', setup: await startSetup().unwrap() }));
  const confirm = (value: string) =>
    run(async () => {
      try {
        const { recoveryCodes } = await confirmSetup({ body: { code: value } }).unwrap();
        setStep({ kind: 'codes', codes: recoveryCodes });
        void dispatch(fetchCurrentUser());
      } finally {
        setCode('');
      }
    });
  const requestOff = () =>
    run(async () => {
      await requestTwoFactorOff().unwrap();
      setStep({ kind: 'offRequested' });
    });

  return (
    <Card>
      <Stack gap={16}>
        <Stack direction="row" gap={12} justify="between" wrap>
          <Heading level={2} size="card">{t('security.twoFactor.title')}</Heading>
          <Badge tone={user.twoFactorEnabled ? 'success' : 'neutral'}>{user.twoFactorEnabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}</Badge>
        </Stack>
        <Text variant="muted">{t('security.twoFactor.description')}</Text>
        {error && (
          <Alert tone="danger">
            {error}
            {attemptsLeft !== null && <div>{t('security.twoFactor.attemptsLeft', { count: attemptsLeft })}</div>}
          </Alert>
        )}
        {step.kind === 'idle' && !user.twoFactorEnabled && (
          <Button onClick={() => void start()} loading={busy}>
            {t('security.twoFactor.turnOn')}
          </Button>
        )}
        {step.kind === 'idle' && user.twoFactorEnabled && (
          <Button variant="secondary" onClick={() => void requestOff()} loading={busy}>
            {t('security.twoFactor.turnOff')}
          </Button>
        )}
        {step.kind === 'setup' && (
          <Stack gap={16}>
            <Text>{t('security.twoFactor.scan')}</Text>
            <img src={step.setup.qrCode} alt={t('security.twoFactor.qrAlt')} width={200} height={200} />
            <Text variant="muted">
              {t('security.twoFactor.manual')} <code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>{step.setup.secret}</code>
            </Text>
            <OtpInput
              label={t('security.twoFactor.code')}
              digitLabel={(i, n) => t('security.twoFactor.digit', { index: i, count: n })}
              value={code}
              onChange={setCode}
              onComplete={(value) => void confirm(value)}
            />
            <Button onClick={() => void confirm(code)} disabled={code.length !== 6} loading={busy}>
              {t('security.twoFactor.confirm')}
            </Button>
          </Stack>
        )}
        {step.kind === 'codes' && (
          <Stack gap={12}>
            <Alert tone="success">{t('security.twoFactor.enabled')}</Alert>
            <Text>{t('security.twoFactor.recovery')}</Text>
            <ul aria-label={t('security.twoFactor.recoveryLabel')} style={{ columns: 2, fontFamily: 'monospace', fontSize: 16 }}>
              {step.codes.map((recoveryCode) => (
                <li key={recoveryCode}>{recoveryCode}</li>
              ))}
            </ul>
          </Stack>
        )}
        {step.kind === 'offRequested' && <Alert tone="info">{t('security.twoFactor.offSent', { email: user.email })}</Alert>}
      </Stack>
    </Card>
  );
}
