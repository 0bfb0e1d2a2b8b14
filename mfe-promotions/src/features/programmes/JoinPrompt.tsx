import { bus, useLocation, useTranslation } from '@storefront/platform';
import { Button, Card, Heading, Stack, Text } from '@storefront/ui';
import { PROMOTIONS_NS } from '../../i18n/register';

/** Joining a programme needs an account (spec §2): sign in, or create one, and come back here. */
export function JoinPrompt({ programme }: { programme: 'loyalty' | 'affiliate' }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const location = useLocation();
  const open = (mode: 'login' | 'signUp') => bus.publish('auth/loginRequested', { reason: programme, returnTo: location.pathname, mode });
  return (
    <Card>
      <Stack gap={12}>
        <Heading level={2} size="card">
          {t('join.title')}
        </Heading>
        <Text variant="muted">{t(`${programme}.joinText`)}</Text>
        <Stack direction="row" gap={8} wrap>
          <Button onClick={() => open('login')}>{t('join.cta')}</Button>
          <Button variant="secondary" onClick={() => open('signUp')}>
            {t('join.signUp')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

/** How a programme works, in three steps. */
export function ProgrammeSteps({ programme }: { programme: 'loyalty' | 'affiliate' }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const steps = t(`${programme}.steps`, { returnObjects: true }) as { title: string; text: string }[];
  return (
    <Stack gap={12}>
      <Heading level={2}>{t('howItWorks')}</Heading>
      <Stack as="ol" gap={12} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((step, index) => (
          <li key={step.title}>
            <Card>
              <Stack gap={8}>
                <Text variant="caption">{t('stepN', { n: index + 1 })}</Text>
                <Heading level={3} size="card">
                  {step.title}
                </Heading>
                <Text variant="muted">{step.text}</Text>
              </Stack>
            </Card>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
