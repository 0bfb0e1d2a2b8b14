import { formatDate, formatUsd, type LoyaltyPeriod, type LoyaltyTier } from '@storefront/contracts';
import { selectAuthStatus, selectFlags, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Badge, Card, Container, EmptyState, ErrorState, Grid, Heading, PageHeader, ProgressBar, Section, Skeleton, Stack, Text } from '@storefront/ui';
import { GoHome } from '../GoHome';
import { JoinPrompt, ProgrammeSteps } from '../features/programmes/JoinPrompt';
import { useGetActiveLoyaltyPeriodQuery, useGetLoyaltyProgramQuery, useGetLoyaltyStatusQuery, useGetLoyaltyTiersQuery } from '../shared/programmes-api';
import { PROMOTIONS_NS } from '../i18n/register';

/** The last day of a period (its end is the first moment after it). */
const lastDayOf = (period: LoyaltyPeriod) => new Date(new Date(period.endsAt).getTime() - 1).toISOString();
const percentOf = (basisPoints: number) => basisPoints / 100;

/** The ladder: each tier's spend per period and cashback; the customer's own tier marked. */
function Tiers({ tiers, current }: { tiers: LoyaltyTier[]; current: string | null }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { locale } = useLocale();
  if (tiers.length === 0) return <EmptyState icon="gift" title={t('loyalty.noTiers.title')} description={t('loyalty.noTiers.text')} />;
  return (
    <Grid min={200} gap={16} as="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('loyalty.tiersLabel')}>
      {tiers.map((tier) => (
        <li key={tier.key}>
          <Card variant={tier.key === current ? 'highlight' : 'default'} style={{ borderTop: `4px solid ${tier.color}`, height: '100%' }} data-testid={`tier-${tier.key}`}>
            <Stack gap={8}>
              <Stack direction="row" gap={8} align="center" justify="between" wrap>
                <Heading level={3} size="card">
                  {tier.name}
                </Heading>
                {tier.key === current && <Badge tone="success">{t('loyalty.yourTier')}</Badge>}
              </Stack>
              <Text variant="lead" weight="bold">
                {t('loyalty.cashbackPercent', { percent: percentOf(tier.cashbackBasisPoints) })}
              </Text>
              <Text variant="muted">{tier.minSpend === 0 ? t('loyalty.fromFirstOrder') : t('loyalty.fromSpend', { amount: formatUsd(tier.minSpend, locale) })}</Text>
            </Stack>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

/** The signed-in customer's standing in the period: tier, spend, progress to the next tier, what keeps the tier, cashback. */
function MyStanding() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { locale } = useLocale();
  const usd = (cents: number) => formatUsd(cents, locale);
  const { data, isLoading, isError, refetch } = useGetLoyaltyStatusQuery();
  if (isLoading) return <Skeleton height={220} />;
  if (isError || !data) return <ErrorState title={t('loyalty.errors.status')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />;
  const { tier, nextTier } = data;
  return (
    <Card data-testid="loyalty-standing">
      <Stack gap={16}>
        <Stack direction="row" gap={8} align="center" justify="between" wrap>
          <Heading level={2} size="card">
            {t('loyalty.standing.title')}
          </Heading>
          {tier && (
            <Badge tone="info" data-testid="loyalty-tier">
              {t('loyalty.standing.tier', { tier: tier.name, percent: percentOf(tier.cashbackBasisPoints) })}
            </Badge>
          )}
        </Stack>
        {!data.period ? (
          <Alert tone="info">{t('loyalty.noPeriod')}</Alert>
        ) : (
          <>
            <Text>
              {t('loyalty.standing.spend', { amount: usd(data.spend), period: data.period.name })}
              <span data-testid="loyalty-spend" hidden>
                {data.spend}
              </span>
            </Text>
            {nextTier ? (
              <ProgressBar
                label={t('loyalty.standing.progressLabel', { tier: nextTier.name })}
                showLabel
                value={Math.min(data.spend, nextTier.minSpend)}
                max={nextTier.minSpend}
                valueText={t('loyalty.standing.toNext', { amount: usd(data.toNextTier), tier: nextTier.name })}
              />
            ) : (
              <Alert tone="success">{t('loyalty.standing.top')}</Alert>
            )}
            {tier && <Text variant="muted">{data.toKeepTier > 0 ? t('loyalty.standing.toKeep', { amount: usd(data.toKeepTier), tier: tier.name }) : t('loyalty.standing.kept', { tier: tier.name })}</Text>}
          </>
        )}
        <Stack gap={8}>
          <Text weight="semibold">
            {t('loyalty.standing.earned', { amount: usd(data.cashbackEarned) })}
            <span data-testid="loyalty-earned" hidden>
              {data.cashbackEarned}
            </span>
          </Text>
          {data.recent.length === 0 ? (
            <Text variant="muted">{t('loyalty.standing.noCashback')}</Text>
          ) : (
            <Stack as="ul" gap={4} style={{ margin: 0, paddingInlineStart: 20 }} aria-label={t('loyalty.standing.recentLabel')}>
              {data.recent.map((entry) => (
                <li key={entry.orderId}>
                  <Text variant="muted">
                    {t(entry.reversed ? 'loyalty.standing.recentReversed' : 'loyalty.standing.recent', { amount: usd(entry.amount), date: formatDate(entry.createdAt, locale) })}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/** /loyalty-program: the VIP tiers, the period and, for a signed-in customer, where they stand; joining needs an account. Off → home. */
export function LoyaltyPage() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { locale } = useLocale();
  const flags = useAppSelector(selectFlags);
  const auth = useAppSelector(selectAuthStatus);
  const skip = !flags?.loyalty;
  const tiers = useGetLoyaltyTiersQuery(undefined, { skip });
  const program = useGetLoyaltyProgramQuery(undefined, { skip });
  const period = useGetActiveLoyaltyPeriodQuery(undefined, { skip });
  const status = useGetLoyaltyStatusQuery(undefined, { skip: skip || auth !== 'authenticated' });
  if (!flags) return null;
  if (!flags.loyalty) return <GoHome />;
  if (tiers.isLoading || program.isLoading || period.isLoading) {
    return (
      <Container>
        <Stack gap={16} aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={180} />
        </Stack>
      </Container>
    );
  }
  if (tiers.isError || program.isError || period.isError || !tiers.data || !program.data || !period.data) {
    const retry = () => {
      void tiers.refetch();
      void program.refetch();
      void period.refetch();
    };
    return (
      <Container>
        <ErrorState title={t('loyalty.errors.load')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={retry} />
      </Container>
    );
  }
  const running = program.data.program;
  const current = period.data.period;
  return (
    <>
      <Container>
        <PageHeader title={running?.name ?? t('loyalty.title')} subtitle={running?.description || t('loyalty.subtitle')} />
      </Container>
      <Section>
        <Container>
          <Stack gap={24}>
            {!running && <Alert tone="warning">{t('loyalty.paused')}</Alert>}
            {current ? (
              <Text variant="muted">{t('loyalty.period', { name: current.name, from: formatDate(current.startsAt, locale), to: formatDate(lastDayOf(current), locale) })}</Text>
            ) : (
              <Alert tone="info">{t('loyalty.noPeriod')}</Alert>
            )}
            {running?.maxCashbackPerOrder && <Text variant="muted">{t('loyalty.cap', { amount: formatUsd(running.maxCashbackPerOrder, locale) })}</Text>}
            <Tiers tiers={tiers.data.tiers} current={status.data?.tier?.key ?? null} />
            {auth === 'authenticated' ? <MyStanding /> : <JoinPrompt programme="loyalty" />}
            <ProgrammeSteps programme="loyalty" />
          </Stack>
        </Container>
      </Section>
    </>
  );
}
