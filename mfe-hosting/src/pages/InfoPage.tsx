import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Card, Container, Grid, Heading, Icon, PageHeader, Section, Stack, Text } from '@storefront/ui';
import { HOSTING_NS } from '../i18n/register';

/** /aws-partner and /sms: what the offering is, and the way to talk to sales. */
export function InfoPage({ page }: { page: 'aws' | 'sms' }) {
  const { t } = useTranslation(HOSTING_NS);
  const points = t(`pages.${page}.points`, { returnObjects: true }) as { title: string; text: string }[];
  return (
    <>
      <Container>
        <PageHeader title={t(`pages.${page}.title`)} subtitle={t(`pages.${page}.subtitle`)} />
      </Container>
      <Section>
        <Container>
          <Grid min={240} gap={20}>
            {points.map((point) => (
              <Card key={point.title}>
                <Stack gap={10}>
                  <Icon name={page === 'aws' ? 'cloud' : 'mail'} size={28} />
                  <Heading level={2} size="card">
                    {point.title}
                  </Heading>
                  <Text variant="muted">{point.text}</Text>
                </Stack>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section>
        <Container>
          <Card>
            <Stack gap={12}>
              <Heading level={2}>{t(`pages.${page}.ctaTitle`)}</Heading>
              <Text variant="muted">{t(`pages.${page}.ctaText`)}</Text>
              <div>
                <Button as={LocaleLink} to="/contact-us">
                  {t(`pages.${page}.cta`)}
                </Button>
              </div>
            </Stack>
          </Card>
        </Container>
      </Section>
    </>
  );
}
