import { useRef, useState, type FormEvent } from 'react';
import { validateProfile, type ProfileField, type UserInfo } from '@storefront/contracts';
import { translateMessage, useAppDispatch, userUpdated, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Grid, Heading, Stack, TextField, useFocusFirstError } from '@storefront/ui';
import { useUpdateProfileMutation } from '../../shared/profile-api';
import { formFailure } from './form-failure';
import { ACCOUNT_NS } from '../../i18n/register';

/** Names and username (spec §5): each error beside its field, focus on the first. */
export function ProfileDetailsCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const dispatch = useAppDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  const [values, setValues] = useState({ firstName: user.firstName, lastName: user.lastName, username: user.username ?? '' });
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, attempt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setMessage(null);
    const problems = validateProfile(values);
    const translated = Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, translateMessage(t, text!)]));
    setErrors(translated);
    if (Object.keys(problems).length) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const updated = await updateProfile({ body: values }).unwrap();
      dispatch(userUpdated(updated));
      setDone(true);
    } catch (error) {
      const failure = formFailure(t, error);
      if (failure.fields) {
        setErrors(failure.fields);
        setAttempt((n) => n + 1);
      } else setMessage(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: ProfileField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <Card>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('profile.details.title')}>
        <Stack gap={16}>
          <Heading level={2} size="card">
            {t('profile.details.title')}
          </Heading>
          {done && <Alert tone="success">{t('profile.details.saved')}</Alert>}
          {message && <Alert tone="danger">{message}</Alert>}
          <Grid min={200} gap={16} maxColumns={2}>
            <TextField label={t('profile.fields.firstName')} autoComplete="given-name" required maxLength={50} {...field('firstName')} />
            <TextField label={t('profile.fields.lastName')} autoComplete="family-name" required maxLength={50} {...field('lastName')} />
          </Grid>
          <TextField label={t('profile.fields.username')} autoComplete="username" hint={t('profile.details.usernameHint')} maxLength={32} {...field('username')} />
          <TextField label={t('profile.fields.email')} name="email" value={user.email} readOnly hint={t('profile.details.emailHint')} />
          <div>
            <Button type="submit" loading={busy}>
              {t('profile.details.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
