import { useRef, useState, type FormEvent } from 'react';
import { validateForcedPassword } from '@storefront/contracts';
import { translateMessage, useAppDispatch, userUpdated, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, Stack, Text, TextField, useFocusFirstError } from '@storefront/ui';
import { useSetForcedPasswordMutation } from '../../shared/profile-api';
import { formFailure } from './form-failure';
import { ACCOUNT_NS } from '../../i18n/register';

type Field = 'password' | 'passwordConfirmation';

/** A staff reset requires a new password (PATCH /api/users/password/force): shown first on the profile until it is set. */
export function ForcedPasswordCard() {
  const { t } = useTranslation(ACCOUNT_NS);
  const dispatch = useAppDispatch();
  const [setForced] = useSetForcedPasswordMutation();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, attempt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problems = validateForcedPassword(values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, translateMessage(t, text!)])));
    if (Object.keys(problems).length) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      dispatch(userUpdated(await setForced({ body: values }).unwrap()));
    } catch (failure) {
      const result = formFailure(t, failure);
      if (result.fields) {
        setErrors(result.fields);
        setAttempt((n) => n + 1);
      } else setMessage(result.message);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({
    name,
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <Card variant="highlight">
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('profile.forced.title')}>
        <Stack gap={16}>
          <Heading level={2} size="card">
            {t('profile.forced.title')}
          </Heading>
          <Text variant="muted">{t('profile.forced.description')}</Text>
          {message && <Alert tone="danger">{message}</Alert>}
          <TextField label={t('security.password.new')} hint={t('security.password.hint')} {...field('password')} />
          <TextField label={t('security.password.confirm')} {...field('passwordConfirmation')} />
          <div>
            <Button type="submit" loading={busy}>
              {t('profile.forced.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
