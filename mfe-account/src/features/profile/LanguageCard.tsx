import { useState } from 'react';
import { identityEndpoints, LOCALE_INFO, LOCALES, localePath, splitLocalePath, type Locale, type UserInfo } from '@storefront/contracts';
import { callEndpoint, toAuthFailure, translateError, useAppDispatch, useLocation, useNavigate, userUpdated, useTranslation } from '@storefront/platform';
import { Alert, Card, Heading, SegmentedControl, Stack, Text } from '@storefront/ui';
import { ACCOUNT_NS } from '../../i18n/register';

/** The language saved on the account (PATCH /api/users/locale): emails and the next sign-in use it; the page follows. */
export function LanguageCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (next: Locale) => {
    if (next === user.localeCode || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const updated = await callEndpoint(identityEndpoints.setLocale, { body: { localeCode: next } });
      dispatch(userUpdated(updated));
      const { path } = splitLocalePath(location.pathname);
      void navigate(localePath(path, next) + location.search);
    } catch (failure) {
      setMessage(translateError(t, toAuthFailure(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <Stack gap={16}>
        <Heading level={2} size="card">
          {t('profile.language.title')}
        </Heading>
        <Text variant="muted">{t('profile.language.description')}</Text>
        {message && <Alert tone="danger">{message}</Alert>}
        <SegmentedControl
          label={t('profile.language.title')}
          options={LOCALES.map((code) => ({ value: code, label: LOCALE_INFO[code].name }))}
          value={user.localeCode}
          onChange={(code) => void choose(code)}
        />
      </Stack>
    </Card>
  );
}
