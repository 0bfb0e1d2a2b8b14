import type { ReactNode } from 'react';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Card, Heading, Skeleton, Stack, Text } from '@storefront/ui';
import { ACCOUNT_NS } from '../../i18n/register';

/**
 * One card of the overview: a title, its content (or a loading skeleton, or a short error with Retry) and a
 * link to its page.
 */
export function OverviewCard({
  title,
  to,
  linkLabel,
  loading,
  failed,
  onRetry,
  children,
}: {
  title: string;
  to: string;
  linkLabel: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Card as="section" aria-label={title}>
      <Stack gap={12}>
        <Heading level={2} size="card">
          {title}
        </Heading>
        {loading ? (
          <Skeleton lines={3} />
        ) : failed ? (
          <Stack gap={8} align="start">
            <Text variant="muted">{t('overview.failed')}</Text>
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {t('errors.retry')}
            </Button>
          </Stack>
        ) : (
          children
        )}
        <Text variant="small">
          <LocaleLink to={to}>{linkLabel}</LocaleLink>
        </Text>
      </Stack>
    </Card>
  );
}
