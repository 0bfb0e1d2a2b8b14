import { useState } from 'react';
import { formatDate, formatUsd, type AffiliateDashboard } from '@storefront/contracts';
import { selectAuthStatus, selectFlags, toAuthFailure, translateError, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Card, Container, DataTable, EmptyState, ErrorState, Grid, Heading, PageHeader, Section, Skeleton, Stack, Text, type Tone } from '@storefront/ui';
import { GoHome } from '../GoHome';
import { JoinPrompt, ProgrammeSteps } from '../features/programmes/JoinPrompt';
import { useGetActiveAffiliateRulesQuery, useGetAffiliateDashboardQuery, useJoinAffiliateMutation } from '../shared/programmes-api';
import { PROMOTIONS_NS } from '../i18n/register';

const STATUS_TONES: Record<AffiliateDashboard['referrals'][number]['status'], Tone> = { signedUp: 'neutral', pending: 'warning', credited: 'success', clawedBack: 'danger' };

/** A value with a button that copies it. */
function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack gap={4}>
      <Text variant="caption">{label}</Text>
      <Stack direction="row" gap={8} align="center" wrap>
        <Text as="code" weight="semibold" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label={t('copyValueLabel', { what: label })}>
          {copied ? t('copied') : t('copyValue')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The signed-in customer's code, link and results; joining issues the code. */
function Dashboard() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { locale } = useLocale();
  const usd = (cents: number) => formatUsd(cents, locale);
  const { data, isLoading, isError, refetch } = useGetAffiliateDashboardQuery();
  const [join, joining] = useJoinAffiliateMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (isLoading) return <Skeleton height={260} />;
  if (isError || !data) return <ErrorState title={t('affiliate.errors.dashboard')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />;
  if (!data.joined || !data.code || !data.linkPath) {
    const onJoin = () => {
      setFailure(null);
      join()
        .unwrap()
        .catch((error: unknown) => setFailure(translateError(t, toAuthFailure(error))));
    };
    return (
      <Card>
        <Stack gap={12}>
          <Heading level={2} size="card">
            {t('affiliate.getCode.title')}
          </Heading>
          <Text variant="muted">{t('affiliate.getCode.text')}</Text>
          {failure && <Alert tone="danger">{failure}</Alert>}
          <div>
            <Button onClick={onJoin} loading={joining.isLoading}>
              {t('affiliate.getCode.cta')}
            </Button>
          </div>
        </Stack>
      </Card>
    );
  }
  const link = `${typeof window === 'undefined' ? '' : window.location.origin}${data.linkPath}`;
  const stats = [
    { key: 'visits', value: String(data.visits) },
    { key: 'signUps', value: String(data.signUps) },
    { key: 'pending', value: String(data.pending) },
    { key: 'qualified', value: String(data.qualified) },
    { key: 'creditEarned', value: usd(data.creditEarned) },
  ];
  return (
    <Stack gap={20} data-testid="affiliate-dashboard">
      <Card>
        <Stack gap={12}>
          <Heading level={2} size="card">
            {t('affiliate.yourLink')}
          </Heading>
          <CopyField label={t('affiliate.code')} value={data.code} testId="referral-code" />
          <CopyField label={t('affiliate.link')} value={link} testId="referral-link" />
        </Stack>
      </Card>
      <Grid min={150} gap={12} as="dl" style={{ margin: 0 }} aria-label={t('affiliate.statsLabel')}>
        {stats.map((stat) => (
          <Card key={stat.key} padding="sm">
            <Stack gap={4}>
              <Text as="dt" variant="caption">
                {t(`affiliate.stats.${stat.key}`)}
              </Text>
              <Text as="dd" variant="lead" weight="bold" style={{ margin: 0 }} data-testid={`affiliate-${stat.key}`}>
                {stat.value}
              </Text>
            </Stack>
          </Card>
        ))}
      </Grid>
      {data.referrals.length === 0 ? (
        <EmptyState icon="user" title={t('affiliate.empty.title')} description={t('affiliate.empty.text')} />
      ) : (
        <DataTable caption={t('affiliate.table.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('affiliate.table.customer')}</th>
              <th scope="col">{t('affiliate.table.signedUp')}</th>
              <th scope="col">{t('affiliate.table.status')}</th>
              <th scope="col">{t('affiliate.table.reward')}</th>
            </tr>
          </thead>
          <tbody>
            {data.referrals.map((referral, index) => (
              <tr key={`${referral.signedUpAt}-${index}`}>
                <td>{referral.customer}</td>
                <td>{formatDate(referral.signedUpAt, locale)}</td>
                <td>
                  <Badge tone={STATUS_TONES[referral.status]}>{t(`affiliate.status.${referral.status}`, { date: referral.maturesAt ? formatDate(referral.maturesAt, locale) : '' })}</Badge>
                </td>
                <td>{referral.reward > 0 ? usd(referral.reward) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Stack>
  );
}

/** /affiliate-program: the rules, and for a signed-in customer their referral code, link and results. Off → home. */
export function AffiliatePage() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { locale } = useLocale();
  const flags = useAppSelector(selectFlags);
  const auth = useAppSelector(selectAuthStatus);
  const { data, isLoading, isError, refetch } = useGetActiveAffiliateRulesQuery(undefined, { skip: !flags?.affiliate });
  if (!flags) return null;
  if (!flags.affiliate) return <GoHome />;
  if (isLoading) {
    return (
      <Container>
        <Stack gap={16} aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={180} />
        </Stack>
      </Container>
    );
  }
  if (isError || !data) {
    return (
      <Container>
        <ErrorState title={t('affiliate.errors.load')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />
      </Container>
    );
  }
  const rules = data.rules;
  return (
    <>
      <Container>
        <PageHeader title={t('affiliate.title')} subtitle={rules?.description || t('affiliate.subtitle')} />
      </Container>
      <Section>
        <Container>
          <Stack gap={24}>
            {rules ? (
              <Grid min={200} gap={16} as="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('affiliate.rulesLabel')}>
                <li>
                  <Card style={{ height: '100%' }}>
                    <Text variant="lead" weight="bold">
                      {t('affiliate.rules.reward', { amount: formatUsd(rules.reward, locale) })}
                    </Text>
                  </Card>
                </li>
                <li>
                  <Card style={{ height: '100%' }}>
                    <Text>{rules.minOrderTotal > 0 ? t('affiliate.rules.minOrder', { amount: formatUsd(rules.minOrderTotal, locale) }) : t('affiliate.rules.anyOrder')}</Text>
                  </Card>
                </li>
                <li>
                  <Card style={{ height: '100%' }}>
                    <Text>{t('affiliate.rules.maturity', { count: rules.maturityDays })}</Text>
                  </Card>
                </li>
              </Grid>
            ) : (
              <Alert tone="warning">{t('affiliate.paused')}</Alert>
            )}
            {auth === 'authenticated' ? <Dashboard /> : <JoinPrompt programme="affiliate" />}
            <ProgrammeSteps programme="affiliate" />
            <Text variant="caption">{t('affiliate.fairPlay')}</Text>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
