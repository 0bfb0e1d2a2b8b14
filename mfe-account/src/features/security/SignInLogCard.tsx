import { formatDate } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Card, EmptyState, ErrorState, Heading, Skeleton, Stack, Text } from '@storefront/ui';
import { useListSignInsQuery } from '../../shared/identity-api';
import { ACCOUNT_NS } from '../../i18n/register';

/** The last sign-ins of the account (time, device, IP), so a customer can spot one that was not theirs. */
export function SignInLogCard() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const { data: rows, isLoading, isError, refetch } = useListSignInsQuery();

  return (
    <Card>
      <Stack gap={12}>
        <Heading level={2} size="card">{t('security.log.title')}</Heading>
        {isLoading && <Skeleton height={72} />}
        {isError && !rows && <ErrorState title={t('security.log.failed')} retryLabel={t('security.log.retry')} onRetry={() => void refetch()} />}
        {rows && rows.length === 0 && <EmptyState title={t('security.log.empty')} />}
        {rows && rows.length > 0 && (
          <ul aria-label={t('security.log.title')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {rows.map((row) => (
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
