import { useState } from 'react';
import { formatDate, TRIAL_DAYS } from '@storefront/contracts';
import { bus, LocaleLink, selectFlags, selectSignedIn, toAuthFailure, translateError, useAppSelector, useLocale, useLocation, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Card, Container, Heading, Section, Skeleton, Stack, Text } from '@storefront/ui';
import { useActivateTrialMutation, useGetTrialConditionsQuery } from '../../shared/trial-api';
import { PROMOTIONS_NS } from '../../i18n/register';

/**
 * The account profile (mfe_account's /account/profile), where the phone number is verified by its SMS code: a link by
 * path through the shell's router, as every link to another remote's page (never an import of that remote).
 */
const PROFILE_PATH = '/account/profile';

/** The signed-in customer's steps left ("Just 3 more steps": email, phone, first top-up) with each step's state, and activating the trial once. */
function TrialSteps() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { locale } = useLocale();
  const { data, isLoading, isError, refetch } = useGetTrialConditionsQuery();
  const [activate, { isLoading: activating }] = useActivateTrialMutation();
  const [error, setError] = useState<string | null>(null);
  if (isLoading) return <Skeleton height={120} />;
  if (isError || !data) {
    return (
      <Alert tone="danger" action={<Button variant="secondary" size="sm" onClick={() => void refetch()}>{t('errors.retry')}</Button>}>
        {t('trial.loadError')}
      </Alert>
    );
  }
  if (data.trial) {
    return (
      <Alert tone="success" title={t('trial.activatedTitle')}>
        {t('trial.activatedText', { code: data.trial.voucherCode, date: formatDate(data.trial.expiresAt, locale) })}
      </Alert>
    );
  }
  return (
    <Stack gap={12}>
      <Text>{data.remaining > 0 ? t('trial.stepsLeft', { count: data.remaining }) : t('trial.ready')}</Text>
      <ol aria-label={t('trial.title')} style={{ margin: 0, paddingInlineStart: 20 }}>
        {data.steps.map((step) => (
          <li key={step.step}>
            <Stack direction="row" gap={8} align="center" wrap>
              <Text>{t(`trial.steps.${step.step}`)}</Text>
              <Badge variant={step.done ? 'solid' : 'outline'}>{step.done ? t('trial.done') : t('trial.todo')}</Badge>
              {step.step === 'verifyPhone' && !step.done && (
                <Button as={LocaleLink} to={PROFILE_PATH} variant="secondary" size="sm">
                  {t('trial.verifyPhone')}
                </Button>
              )}
            </Stack>
          </li>
        ))}
      </ol>
      {error && <Alert tone="danger">{error}</Alert>}
      <Stack direction="row" gap={8} wrap>
        {data.steps.some((step) => step.step === 'firstTopUp' && !step.done) && (
          <Button as={LocaleLink} to="/top-up" variant="secondary">
            {t('trial.topUp')}
          </Button>
        )}
        <Button
          disabled={data.remaining > 0}
          loading={activating}
          onClick={() => {
            setError(null);
            activate({ body: { product: 'CLOUD_SERVER' } })
              .unwrap()
              .catch((failure: unknown) => setError(translateError(t, toAuthFailure(failure))));
          }}
        >
          {t('trial.activate')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The free trial offer on /promotion (spec §1's "Just 2 more steps", with the phone verified by SMS since issue 28.3: three), while its switch is on. */
export function TrialCard() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const flags = useAppSelector(selectFlags);
  // Whether signed in, not each step of the session's read (each rendered the card again).
  const signedIn = useAppSelector(selectSignedIn);
  const location = useLocation();
  if (!flags?.trial) return null;
  return (
    <Section>
      <Container>
        <Card>
          <Stack gap={12}>
            <div>
              <Badge variant="soft">{t('trial.badge', { days: TRIAL_DAYS })}</Badge>
            </div>
            <Heading level={2} size="card">
              {t('trial.title')}
            </Heading>
            <Text variant="muted">{t('trial.text', { days: TRIAL_DAYS })}</Text>
            {signedIn ? (
              <TrialSteps />
            ) : (
              <div>
                <Button onClick={() => bus.publish('auth/loginRequested', { reason: 'trial', returnTo: location.pathname, mode: 'signUp' })}>{t('trial.signUp')}</Button>
              </div>
            )}
          </Stack>
        </Card>
      </Container>
    </Section>
  );
}
