import { useTranslation } from '@storefront/platform';
import { Badge, Card, Grid, Heading, Icon, Stack, Tag, Text } from '@storefront/ui';
import { CheckList } from '../Prose';
import { stringList } from '../string-list';

/** One customer story: the business, its challenge, what it runs with us, the outcome and the services used. */
export function StoryCard({ story }: { story: string }) {
  const { t } = useTranslation('clients');
  const base = `stories.${story}`;
  const titleId = `clients-story-${story}`;
  return (
    <Card as="article" aria-labelledby={titleId} padding="lg">
      <Stack gap={20}>
        <Stack gap={8}>
          <div>
            <Badge tone="info">{t(`${base}.segment`)}</Badge>
          </div>
          <Heading level={3} id={titleId}>
            {t(`${base}.name`)}
          </Heading>
          <Stack direction="row" gap={6} align="center">
            <Icon name="home" size={16} />
            <Text as="span" variant="muted">
              {t(`${base}.place`)}
            </Text>
          </Stack>
        </Stack>
        <Grid min={260} gap={24}>
          <Stack gap={8}>
            <Heading level={4}>{t('challengeLabel')}</Heading>
            <Text>{t(`${base}.challenge`)}</Text>
          </Stack>
          <Stack gap={8}>
            <Heading level={4}>{t('solutionLabel')}</Heading>
            <Text>{t(`${base}.solution`)}</Text>
          </Stack>
          <Stack gap={8}>
            <Heading level={4}>{t('resultsLabel')}</Heading>
            <CheckList items={stringList(t, `${base}.results`)} />
          </Stack>
          <Stack gap={8}>
            <Heading level={4}>{t('productsLabel')}</Heading>
            <Stack as="ul" direction="row" gap={6} wrap style={{ margin: 0, padding: 0, listStyle: 'none' }}>
              {stringList(t, `${base}.products`).map((product) => (
                <li key={product}>
                  <Tag>{product}</Tag>
                </li>
              ))}
            </Stack>
          </Stack>
        </Grid>
      </Stack>
    </Card>
  );
}
