import { useState } from 'react';
import { useTranslation } from '@storefront/platform';
import { Alert, Button, Heading, OtpInput, Stack, Text } from '@storefront/ui';
import { wheelFailure } from './wheel-failure';
import { PROMOTIONS_NS } from '../../i18n/register';

/**
 * A one-time code to send and enter (the email's and the phone's steps before spinning): Send code, then the code
 * with Resend and Verify; a refusal in the wheel's words, and the code cleared after a wrong one.
 */
export function CodeStep<Sent>({
  title,
  text,
  send,
  sentNotice,
  verify,
  verifyLabel,
  onDone,
}: {
  title: string;
  text: string;
  /** Sends the code: what the api answered (e.g. the masked number it went to). */
  send: () => Promise<Sent>;
  sentNotice: (sent: Sent) => string;
  verify: (code: string) => Promise<void>;
  verifyLabel: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const [sent, setSent] = useState<{ answer: Sent } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<void>, after?: () => void) => {
    setError(null);
    setBusy(true);
    try {
      await call();
    } catch (failure) {
      setError(wheelFailure(t, failure).message);
      after?.();
    } finally {
      setBusy(false);
    }
  };
  const sendCode = () => run(async () => setSent({ answer: await send() }));
  const verifyCode = (value: string) =>
    run(
      async () => {
        await verify(value);
        onDone();
      },
      () => setCode(''),
    );

  return (
    <Stack gap={12}>
      <Heading level={3} size="card">
        {title}
      </Heading>
      <Text variant="muted">{text}</Text>
      {sent && <Alert tone="success">{sentNotice(sent.answer)}</Alert>}
      {error && <Alert tone="danger">{error}</Alert>}
      {sent && (
        <OtpInput
          label={t('wheel.join.code')}
          digitLabel={(i, n) => t('wheel.join.digit', { index: i, count: n })}
          value={code}
          onChange={setCode}
          onComplete={(value) => void verifyCode(value)}
        />
      )}
      <Stack direction="row" gap={8} wrap>
        <Button variant={sent ? 'secondary' : 'primary'} loading={busy && !sent} onClick={() => void sendCode()}>
          {sent ? t('wheel.join.resend') : t('wheel.join.sendCode')}
        </Button>
        {sent && (
          <Button loading={busy} disabled={code.length !== 6} onClick={() => void verifyCode(code)}>
            {verifyLabel}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
