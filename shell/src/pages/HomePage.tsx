import styled from 'styled-components';
import { LocaleLink, PageHead, organizationLd, selectConfig, useAppSelector, useTranslation } from '@storefront/platform';
import { Button, Card, Container, Grid, Heading, Icon, Section, Skeleton, Stack, Text, media, type IconName } from '@storefront/ui';
import { RemoteWidget } from '../federation/RemoteWidget';

const Hero = styled.section`
  padding: 48px 0 56px;
  color: #fff;
  background: ${({ theme }) => theme.seasonal.heroGradient};
  ${media.md} {
    padding: 72px 0 80px;
  }
  h1 {
    color: #fff;
    max-width: 760px;
  }
`;

const Lead = styled.p`
  max-width: 640px;
  margin: 12px 0 28px;
  font-size: 18px;
  color: rgba(255, 255, 255, 0.9);
`;

const SearchSlot = styled.div`
  max-width: 760px;
  min-height: 64px;
`;

const AREAS: { key: string; to: string; icon: IconName }[] = [
  { key: 'domains', to: '/domain', icon: 'globe' },
  { key: 'cloud', to: '/cloud', icon: 'server' },
  { key: 'hosting', to: '/hosting/shared', icon: 'cloud' },
  { key: 'ssl', to: '/ssl', icon: 'shield' },
  { key: 'aws', to: '/aws-partner', icon: 'cloud' },
  { key: 'sms', to: '/sms', icon: 'mail' },
];

const REASONS = ['local', 'support', 'uptime', 'pricing'] as const;

/** Where the data centres are (spec §1): the countries the organisation serves. */
const DATA_CENTRE_COUNTRIES = ['KH', 'TH'] as const;

/** Home: the domain search widget (mounted from mfe-domains through federation) and the product areas. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const { t: common } = useTranslation('common');
  const site = useAppSelector(selectConfig)?.siteUrl ?? '';
  return (
    <>
      <PageHead
        title={t('home.title')}
        description={t('home.lead')}
        structuredData={[organizationLd({ name: common('site.name'), url: `${site}/`, logo: `${site}/favicon.svg`, areaServed: DATA_CENTRE_COUNTRIES })]}
      />
      <Hero>
        <Container>
          <Heading level={1}>{t('home.title')}</Heading>
          <Lead>{t('home.lead')}</Lead>
          <SearchSlot>
            <RemoteWidget remote="mfe_domains" exposed="SearchBox" hydrate="interaction" fallback={<Skeleton height={64} />} />
          </SearchSlot>
        </Container>
      </Hero>
      <Section>
        <Container>
          <Stack gap={8}>
            <Heading level={2}>{t('home.areasTitle')}</Heading>
            <Text variant="muted">{t('home.areasLead')}</Text>
          </Stack>
          <Grid min={260} gap={20} style={{ marginTop: 24 }}>
            {AREAS.map((area) => (
              <Card key={area.key}>
                <Stack gap={12}>
                  <Icon name={area.icon} size={32} />
                  <Heading level={3}>{t(`home.areas.${area.key}.title`)}</Heading>
                  <Text variant="muted">{t(`home.areas.${area.key}.description`)}</Text>
                  <div>
                    <Button as={LocaleLink} to={area.to} variant="secondary" size="sm">
                      {t(`home.areas.${area.key}.cta`)}
                    </Button>
                  </div>
                </Stack>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section>
        <Container>
          <Heading level={2}>{t('home.whyTitle')}</Heading>
          <Grid min={220} gap={20} style={{ marginTop: 24 }}>
            {REASONS.map((reason) => (
              <Stack key={reason} gap={6}>
                <Heading level={3}>{t(`home.why.${reason}.title`)}</Heading>
                <Text variant="muted">{t(`home.why.${reason}.description`)}</Text>
              </Stack>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
