import { useTranslation } from '@storefront/platform';
import { Container, Section, Stack } from '@storefront/ui';
import { HelpCard } from '../HelpCallout';
import { PageTop } from '../PageTop';
import { TextLink } from '../TextLink';
import { stringList } from '../string-list';
import { FaqTopicNav } from './FaqTopicNav';
import { FaqTopicSection } from './FaqTopicSection';
import { faqPageLd } from './faq-structured-data';
import { FAQ_RELATED, FAQ_TOPICS } from './faq-topics';

/**
 * Frequently asked questions (spec §2: localised content per page for faq, in English and Khmer): the questions
 * by topic, each a native disclosure, with in-page topic links, FAQPage and BreadcrumbList structured data.
 */
export function FaqPage() {
  const { t } = useTranslation('faq');
  const entries = FAQ_TOPICS.flatMap((topic) =>
    topic.questions.map((question) => {
      const base = `topics.${topic.key}.questions.${question.key}`;
      return { question: t(`${base}.q`), answer: stringList(t, `${base}.a`).join(' ') };
    }),
  );
  return (
    <Container>
      <PageTop title={t('title')} subtitle={t('subtitle')} home={t('home')} breadcrumbLabel={t('breadcrumbLabel')} structuredData={[faqPageLd(entries)]} />
      <Section spacing="sm">
        <FaqTopicNav topics={FAQ_TOPICS} />
      </Section>
      {FAQ_TOPICS.map((topic) => (
        <FaqTopicSection key={topic.key} topic={topic} />
      ))}
      <Section spacing="sm">
        <HelpCard title={t('helpTitle')} text={t('helpText')} cta={t('helpCta')}>
          <Stack as="nav" aria-label={t('relatedTitle')} direction="row" gap={20} wrap>
            {FAQ_RELATED.map((page) => (
              <TextLink key={page.key} to={page.to}>
                {t(`related.${page.key}`)}
              </TextLink>
            ))}
          </Stack>
        </HelpCard>
      </Section>
    </Container>
  );
}
