import { useTranslation } from '@storefront/platform';
import { Badge, Card, Container, Grid, Heading, Icon, PageHeader, Section, Stack, Text, type IconName } from '@storefront/ui';
import { CtaCard } from './CtaCard';
import { FactList } from './FactList';
import { IconTile } from './IconTile';
import { Paragraphs } from './Prose';
import { SectionIntro } from './SectionIntro';
import { TextLink } from './TextLink';
import { stringList } from './string-list';

const STATS = ['dataCentres', 'support', 'uptime', 'languages'] as const;

const OFFER: { key: string; to: string; icon: IconName }[] = [
  { key: 'domains', to: '/domain', icon: 'globe' },
  { key: 'cloud', to: '/cloud', icon: 'server' },
  { key: 'hosting', to: '/hosting/cloud', icon: 'cloud' },
  { key: 'ssl', to: '/ssl', icon: 'lock' },
  { key: 'sms', to: '/sms', icon: 'phone' },
  { key: 'aws', to: '/aws-partner', icon: 'external' },
];

const DATA_CENTRES = ['phnomPenh', 'bangkok'] as const;

const VALUES: { key: string; icon: IconName }[] = [
  { key: 'local', icon: 'home' },
  { key: 'transparent', icon: 'card' },
  { key: 'secure', icon: 'shield' },
  { key: 'reliable', icon: 'check' },
];

/** About us (spec §1, §2 /about-us): who we are, what we sell, where our data centres are. */
export function AboutUsPage() {
  const { t } = useTranslation('static');
  return (
    <Container>
      <PageHeader title={t('about.title')} description={t('about.subtitle')} />
      <Section spacing="sm" aria-label={t('about.statsLabel')}>
        <Stack gap={28}>
          <Paragraphs items={stringList(t, 'about.intro')} />
          <FactList
            label={t('about.statsLabel')}
            items={STATS.map((key) => ({ key, value: t(`about.stats.${key}.value`), label: t(`about.stats.${key}.label`) }))}
          />
        </Stack>
      </Section>

      <Section spacing="sm" aria-labelledby="about-offer">
        <SectionIntro id="about-offer" title={t('about.offerTitle')} lead={t('about.offerLead')} />
        <Grid as="ul" min={320} gap={20} style={{ marginTop: 24 }}>
          {OFFER.map((item) => (
            <Card as="li" key={item.key} interactive>
              <Stack gap={12} style={{ height: '100%' }}>
                <IconTile>
                  <Icon name={item.icon} size={24} />
                </IconTile>
                <Heading level={3}>{t(`about.offer.${item.key}.title`)}</Heading>
                <Text variant="muted" style={{ flex: 1 }}>
                  {t(`about.offer.${item.key}.description`)}
                </Text>
                <div>
                  <TextLink to={item.to} aria-label={`${t('about.learnMore')}: ${t(`about.offer.${item.key}.title`)}`}>
                    {t('about.learnMore')}
                    <Icon name="chevron" size={16} />
                  </TextLink>
                </div>
              </Stack>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section spacing="sm" aria-labelledby="about-data-centres">
        <SectionIntro id="about-data-centres" title={t('about.dataCentresTitle')} lead={t('about.dataCentresLead')} />
        <Grid min={300} gap={20} fit style={{ marginTop: 24 }}>
          {DATA_CENTRES.map((key) => (
            <Card key={key} variant="outline" padding="lg">
              <Stack gap={10}>
                <Stack direction="row" gap={10} align="center" wrap>
                  <Icon name="server" size={22} />
                  <Heading level={3}>{t(`about.dataCentres.${key}.title`)}</Heading>
                  <Badge tone="info">{t(`about.dataCentres.${key}.badge`)}</Badge>
                </Stack>
                <Text variant="muted">{t(`about.dataCentres.${key}.description`)}</Text>
              </Stack>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section spacing="sm" aria-labelledby="about-values">
        <Heading level={2} id="about-values">
          {t('about.valuesTitle')}
        </Heading>
        <Grid min={230} gap={24} style={{ marginTop: 24 }}>
          {VALUES.map((value) => (
            <Stack key={value.key} gap={10}>
              <IconTile>
                <Icon name={value.icon} size={22} />
              </IconTile>
              <Heading level={3}>{t(`about.values.${value.key}.title`)}</Heading>
              <Text variant="muted">{t(`about.values.${value.key}.description`)}</Text>
            </Stack>
          ))}
        </Grid>
      </Section>

      <Section spacing="sm">
        <CtaCard
          title={t('about.ctaTitle')}
          text={t('about.ctaText')}
          contact={t('about.ctaContact')}
          secondary={{ to: '/service-level-agreement', label: t('about.ctaSla') }}
        />
      </Section>
    </Container>
  );
}
