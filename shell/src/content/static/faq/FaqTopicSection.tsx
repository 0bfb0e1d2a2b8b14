import styled from 'styled-components';
import { useTranslation } from '@storefront/platform';
import { Card, Heading, Icon, Section, Stack, Text } from '@storefront/ui';
import { IconTile } from '../IconTile';
import { stringList } from '../string-list';
import { FaqQuestion } from './FaqQuestion';
import { questionAnchor, topicAnchor, type FaqTopicSpec } from './faq-topics';

const BackLink = styled.a`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-underline-offset: 3px;
  &:hover {
    color: ${({ theme }) => theme.colors.brandDark};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

/** One topic of the FAQ: its title (h2), a line about it and its questions. */
export function FaqTopicSection({ topic }: { topic: FaqTopicSpec }) {
  const { t } = useTranslation('faq');
  const id = topicAnchor(topic.key);
  const base = `topics.${topic.key}`;
  return (
    <Section spacing="sm" id={id} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: 80 }}>
      <Stack gap={16}>
        <Stack direction="row" gap={14} align="center">
          <IconTile aria-hidden>
            <Icon name={topic.icon} size={22} />
          </IconTile>
          <Stack gap={2}>
            <Heading level={2} id={`${id}-title`}>
              {t(`${base}.title`)}
            </Heading>
            <Text variant="muted">{t(`${base}.lead`)}</Text>
          </Stack>
        </Stack>
        <Card variant="outline" padding="none">
          {topic.questions.map((question) => {
            const texts = `${base}.questions.${question.key}`;
            return (
              <FaqQuestion
                key={question.key}
                id={questionAnchor(topic.key, question.key)}
                question={t(`${texts}.q`)}
                answer={stringList(t, `${texts}.a`)}
                link={question.to ? { to: question.to, label: t(`${texts}.link`) } : undefined}
              />
            );
          })}
        </Card>
        <BackLink href="#faq-topics">{t('backToTopics')}</BackLink>
      </Stack>
    </Section>
  );
}
