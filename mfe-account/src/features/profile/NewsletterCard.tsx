import { useRef, useState, type FormEvent } from 'react';
import { validateSubscription, type UserInfo } from '@storefront/contracts';
import { fetchCurrentUser, translateMessage, useAppDispatch, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, Stack, Text, TextField, useFocusFirstError } from '@storefront/ui';
import { useSubscribeNewsletterMutation, useUnsubscribeNewsletterMutation } from '../../shared/profile-api';
import { formFailure } from './form-failure';
import { ACCOUNT_NS } from '../../i18n/register';

/** The newsletter (PUT /api/users/subscription {email}): subscribe an address, change it, or stop it. */
export function NewsletterCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const dispatch = useAppDispatch();
  const [subscribe] = useSubscribeNewsletterMutation();
  const [unsubscribe] = useUnsubscribeNewsletterMutation();
  const [email, setEmail] = useState(user.newsletterEmail ?? user.email);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, attempt);

  const run = async (call: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setMessage(null);
    setDone(null);
    try {
      await call();
      await dispatch(fetchCurrentUser());
      setDone(success);
    } catch (failure) {
      const result = formFailure(t, failure);
      if (result.fields?.email) {
        setError(result.fields.email);
        setAttempt((n) => n + 1);
      } else setMessage(result.message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSubscription({ email }).email;
    setError(problem ? translateMessage(t, problem) : undefined);
    if (problem) {
      setAttempt((n) => n + 1);
      return;
    }
    void run(() => subscribe({ body: { email } }).unwrap(), t('profile.newsletter.subscribed'));
  };

  return (
    <Card>
      <form ref={form} onSubmit={submit} noValidate aria-label={t('profile.newsletter.title')}>
        <Stack gap={16}>
          <Heading level={2} size="card">
            {t('profile.newsletter.title')}
          </Heading>
          <Text variant="muted">{user.newsletterEmail ? t('profile.newsletter.on', { email: user.newsletterEmail }) : t('profile.newsletter.off')}</Text>
          {done && <Alert tone="success">{done}</Alert>}
          {message && <Alert tone="danger">{message}</Alert>}
          <TextField
            label={t('profile.fields.newsletterEmail')}
            name="newsletterEmail"
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
          <Stack direction="row" gap={12} wrap>
            <Button type="submit" loading={busy}>
              {user.newsletterEmail ? t('profile.newsletter.change') : t('profile.newsletter.subscribe')}
            </Button>
            {user.newsletterEmail && (
              <Button variant="secondary" disabled={busy} onClick={() => void run(() => unsubscribe().unwrap(), t('profile.newsletter.unsubscribed'))}>
                {t('profile.newsletter.unsubscribe')}
              </Button>
            )}
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
