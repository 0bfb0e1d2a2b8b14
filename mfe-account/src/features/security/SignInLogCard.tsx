import { useEffect, useState } from 'react';
import { formatDate } from '@storefront/contracts';
import { apiClient, useLocale, useTranslation } from '@storefront/platform';
import { Card, EmptyState, ErrorState, Heading, Skeleton, Stack, Text } from '@storefront/ui';

interface SignIn {
  createdAt: string;
  ip: string | null;
  device: string;
}

/** The last sign-ins of the account (time, device, IP), so a customer can spot one that was not theirs. */
export function SignInLogCard() {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'ready'; rows: SignIn[] } | { kind: 'failed' }>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    apiClient
      .get<SignIn[]>('/users/session-log')
      .then((response) => live && setState({ kind: 'ready', rows: response.data }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <Card>
      <Stack gap={12}>
        <Heading level={2}>{t('security.log.title')}</Heading>
        {state.kind === 'loading' && <Skeleton height={72} />}
        {state.kind === 'failed' && <ErrorState title={t('security.log.failed')} retryLabel={t('security.log.retry')} onRetry={() => setAttempt((n) => n + 1)} />}
        {state.kind === 'ready' && state.rows.length === 0 && <EmptyState title={t('security.log.empty')} />}
        {state.kind === 'ready' && state.rows.length > 0 && (
          <ul aria-label={t('security.log.title')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {state.rows.map((row) => (
              <li key={row.createdAt + row.device} style={{ padding: '8px 0' }}>
                <Text weight="semibold">{formatDate(row.createdAt, locale, true)}</Text>
                <Text variant="muted">
                  {t(`security.log.device.${row.device}`, { defaultValue: row.device })}
                  {row.ip ? ` · ${row.ip}` : ''}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
