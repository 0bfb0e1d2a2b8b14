import { useTranslation } from '@storefront/platform';
import { Alert, Container, Grid, Section, Stack } from '@storefront/ui';
import { CtaCard } from '../CtaCard';
import { PageTop } from '../PageTop';
import { SectionIntro } from '../SectionIntro';
import { CLIENT_SEGMENTS, CLIENT_STORIES } from './client-segments';
import { SegmentCard } from './SegmentCard';
import { StoryCard } from './StoryCard';

/**
 * Our clients (spec §2: localised content per page for clients, in English and Khmer): the kinds of customer
 * we serve and what they use, customer stories (illustrative businesses, said so), and a call to action.
 */
export function ClientsPage() {
  const { t } = useTranslation('clients');
  return (
    <Container>
      <PageTop title={t('title')} subtitle={t('subtitle')} home={t('home')} breadcrumbLabel={t('breadcrumbLabel')} />

      <Section spacing="sm" aria-labelledby="clients-segments">
        <SectionIntro id="clients-segments" title={t('segmentsTitle')} lead={t('segmentsLead')} />
        <Grid as="ul" min={240} gap={20} style={{ marginTop: 24 }}>
          {CLIENT_SEGMENTS.map((segment) => (
            <SegmentCard key={segment.key} segment={segment.key} icon={segment.icon} to={segment.to} />
          ))}
        </Grid>
      </Section>

      <Section spacing="sm" aria-labelledby="clients-stories">
        <SectionIntro id="clients-stories" title={t('storiesTitle')} lead={t('storiesLead')} />
        <Stack gap={20} style={{ marginTop: 24 }}>
          <Alert tone="info" role="note">
            {t('storiesNote')}
          </Alert>
          {CLIENT_STORIES.map((story) => (
            <StoryCard key={story} story={story} />
          ))}
        </Stack>
      </Section>

      <Section spacing="sm">
        <CtaCard title={t('ctaTitle')} text={t('ctaText')} contact={t('ctaContact')} secondary={{ to: '/faq', label: t('ctaFaq') }} />
      </Section>
    </Container>
  );
}
