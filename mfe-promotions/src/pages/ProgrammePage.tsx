import { bus, selectAuthStatus, useAppSelector, useLocation, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Container, Grid, Heading, PageHeader, Section, Stack, Text } from '@storefront/ui';

/** /loyalty-program and /affiliate-program: how the programme works; joining needs an account. */
export function ProgrammePage({ programme }: { programme: 'loyalty' | 'affiliate' }) {
  const { t } = useTranslation('promotions');
  const auth = useAppSelector(selectAuthStatus);
  const location = useLocation();
  const steps = t(`${programme}.steps`, { returnObjects: true }) as { title: string; text: string }[];
  return (
    <>
      <Container>
        <PageHeader title={t(`${programme}.title`)} subtitle={t(`${programme}.subtitle`)} />
      </Container>
      <Section>
        <Container>
          <Grid min={240} gap={20}>
            {steps.map((step, index) => (
              <Card key={step.title}>
                <Stack gap={8}>
                  <Text variant="caption">{t('stepN', { n: index + 1 })}</Text>
                  <Heading level={2} size="card">
                    {step.title}
                  </Heading>
                  <Text variant="muted">{step.text}</Text>
                </Stack>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section>
        <Container>
          {auth === 'authenticated' ? (
            <Alert tone="info" title={t('joined.title')}>
              {t(`${programme}.member`)}
            </Alert>
          ) : (
            <Card>
              <Stack gap={12}>
                <Heading level={2}>{t('join.title')}</Heading>
                <Text variant="muted">{t('join.text')}</Text>
                <div>
                  <Button onClick={() => bus.publish('auth/loginRequested', { reason: programme, returnTo: location.pathname })}>{t('join.cta')}</Button>
                </div>
              </Stack>
            </Card>
          )}
        </Container>
      </Section>
    </>
  );
}
