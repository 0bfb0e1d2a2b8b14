import styled from 'styled-components';
import { useTranslation } from '@storefront/platform';
import { Grid, Heading, Icon, Stack } from '@storefront/ui';
import { IconTile } from '../IconTile';
import { topicAnchor, type FaqTopicSpec } from './faq-topics';

const TopicLink = styled.a`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 100%;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    border-color 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Title = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.3;
`;

const Count = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The topics as in-page links with their number of questions: works before (and without) JavaScript. */
export function FaqTopicNav({ topics }: { topics: readonly FaqTopicSpec[] }) {
  const { t } = useTranslation('faq');
  return (
    <Stack as="nav" id="faq-topics" aria-labelledby="faq-topics-title" gap={12} style={{ scrollMarginTop: 80 }}>
      <Heading level={2} size="minor" id="faq-topics-title">
        {t('topicsTitle')}
      </Heading>
      <Grid as="ul" min={160} gap={12} maxColumns={3}>
        {topics.map((topic) => (
          <li key={topic.key}>
            <TopicLink href={`#${topicAnchor(topic.key)}`}>
              <IconTile $size={36} aria-hidden>
                <Icon name={topic.icon} size={18} />
              </IconTile>
              <span>
                <Title>{t(`topics.${topic.key}.title`)}</Title>
                <Count>{t('questionCount', { count: topic.questions.length })}</Count>
              </span>
            </TopicLink>
          </li>
        ))}
      </Grid>
    </Stack>
  );
}
