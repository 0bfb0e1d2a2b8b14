import { useState, type FormEvent } from 'react';
import { validateNewPassword, type UserInfo } from '@storefront/contracts';
import { fetchCurrentUser, toAuthFailure, translateError, translateMessage, useAppDispatch, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, Stack, TextField } from '@storefront/ui';
import { useChangePasswordMutation } from '../../shared/identity-api';
import { ACCOUNT_NS } from '../../i18n/register';

type Field = 'currentPassword' | 'password' | 'passwordConfirmation';
const EMPTY: Record<Field, string> = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Change the password (set one, for an account made by a third-party login); other devices are signed out. */
export function ChangePasswordCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<Field, string>> = validateNewPassword(values);
    if (user.hasPassword && !values.currentPassword) problems.currentPassword = 'Password field is required';
    setErrors(problems);
    setDone(false);
    setError(null);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await changePassword({ body: user.hasPassword ? values : { password: values.password, passwordConfirmation: values.passwordConfirmation } }).unwrap();
      setValues(EMPTY);
      setDone(true);
      void dispatch(fetchCurrentUser());
    } catch (failure) {
      const problem = toAuthFailure(failure);
      if (problem.fields) setErrors(problem.fields as Partial<Record<Field, string>>);
      else setError(translateError(t, problem));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({
    name,
    type: 'password',
    value: values[name],
    error: errors[name] ? translateMessage(t, errors[name]!) : undefined,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('security.password.title')}>
        <Stack gap={16}>
          <Heading level={2} size="card">{user.hasPassword ? t('security.password.title') : t('security.password.setTitle')}</Heading>
          {done && <Alert tone="success">{t('security.password.done')}</Alert>}
          {error && <Alert tone="danger">{error}</Alert>}
          {user.hasPassword && <TextField label={t('security.password.current')} autoComplete="current-password" {...field('currentPassword')} />}
          <TextField label={t('security.password.new')} autoComplete="new-password" hint={t('security.password.hint')} {...field('password')} />
          <TextField label={t('security.password.confirm')} autoComplete="new-password" {...field('passwordConfirmation')} />
          <Button type="submit" loading={busy}>
            {t('security.password.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
