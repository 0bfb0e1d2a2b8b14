import { formatDate, type FortuneWheel, type WheelState } from '@storefront/contracts';
import { bus, LocaleLink, selectAuthStatus, selectFlags, useAppSelector, useLocale, useLocation, useTranslation } from '@storefront/platform';
import { Button, Card, Container, ErrorState, Grid, Heading, PageHeader, Section, Skeleton, Stack, StatusPage, Text } from '@storefront/ui';
import { GoHome } from '../GoHome';
import { JoinSteps } from '../features/fortune-wheel/JoinSteps';
import { RewardHistory } from '../features/fortune-wheel/RewardHistory';
import { SpinPanel } from '../features/fortune-wheel/SpinPanel';
import { useCheckWheelInfoQuery, useGetFortuneWheelQuery } from '../shared/wheel-api';
import { PROMOTIONS_NS } from '../i18n/register';


/** A wheel that is not running: the page says why (spec §2: not started with its date, ended, out of prizes, promotion ended, coming soon). */
function NotRunning({ state, wheel }: { state: Exclude<WheelState, 'running'>; wheel: FortuneWheel | null }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { locale } = useLocale();
  const kind = state === 'notStarted' || state === 'comingSoon' ? 'pending' : 'success';
  return (
    <Container>
      <StatusPage
        kind={kind}
        title={t(`wheel.states.${state}.title`)}
        description={t(`wheel.states.${state}.text`, { date: wheel ? formatDate(wheel.startsAt, locale, true) : '' })}
        actions={
          <Button as={LocaleLink} to="/promotion">
            {t('wheel.seePromotions')}
          </Button>
        }
      />
    </Container>
  );
}

/** The signed-in part: what the customer still needs (phone, verified email), else the wheel (with why it cannot be spun now, if so). */
function Player({ wheel }: { wheel: FortuneWheel }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const info = useCheckWheelInfoQuery();
  if (info.isLoading) return <Skeleton height={420} />;
  if (info.isError || !info.data) return <ErrorState title={t('wheel.errors.load')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void info.refetch()} />;
  if (!info.data.ready) return <JoinSteps info={info.data} onChanged={() => void info.refetch()} />;
  return <SpinPanel wheel={wheel} refusal={info.data.spinRefusal ?? null} />;
}

/** /fortune-wheel: exists only while its flag is on (spec §2); off, the route goes home. */
export function FortuneWheelPage() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const flags = useAppSelector(selectFlags);
  const auth = useAppSelector(selectAuthStatus);
  const location = useLocation();
  const { data, isLoading, isError, refetch } = useGetFortuneWheelQuery(undefined, { skip: !flags?.fortuneWheel });
  if (!flags) return null;
  if (!flags.fortuneWheel) return <GoHome />;
  if (isLoading) {
    return (
      <Container>
        <Stack gap={16} aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={420} />
        </Stack>
      </Container>
    );
  }
  if (isError || !data) {
    return (
      <Container>
        <ErrorState title={t('wheel.errors.load')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (data.state !== 'running' || !data.wheel) return <NotRunning state={data.state === 'running' ? 'comingSoon' : data.state} wheel={data.wheel} />;
  const wheel = data.wheel;
  return (
    <>
      <Container>
        <PageHeader title={wheel.name} subtitle={wheel.description || t('wheel.subtitle')} />
      </Container>
      <Section>
        <Container>
          <Grid min={300} gap={24}>
            {auth === 'authenticated' ? (
              <Player wheel={wheel} />
            ) : (
              <Card>
                <Stack gap={12}>
                  <Heading level={2} size="card">
                    {t('wheel.signIn.title')}
                  </Heading>
                  <Text variant="muted">{t('wheel.signIn.text')}</Text>
                  <div>
                    <Button onClick={() => bus.publish('auth/loginRequested', { reason: 'fortune-wheel', returnTo: location.pathname })}>{t('wheel.signIn.cta')}</Button>
                  </div>
                </Stack>
              </Card>
            )}
            <RewardHistory wheelId={wheel.id} />
          </Grid>
        </Container>
      </Section>
    </>
  );
}
