import type { WordpressExtra } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Button, Card, EmptyState, ErrorState, Grid, Heading, Price, Skeleton, Stack, Tag, Text } from '@storefront/ui';
import { ExtraPreview } from './ExtraPreview';
import { HOSTING_NS } from '../../i18n/register';

interface Props {
  extras: WordpressExtra[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  isChosen: (key: string) => boolean;
  onToggle: (key: string) => void;
}

/** Themes or plugins as cards: preview, name, description, price where they cost, chosen or not. */
export function ExtrasPicker({ extras, loading, failed, onRetry, isChosen, onToggle }: Props) {
  const { t } = useTranslation(HOSTING_NS);
  if (loading) return <Skeleton height={320} />;
  if (failed) return <ErrorState title={t('errors.loadTitle')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={onRetry} />;
  if (!extras || extras.length === 0) return <EmptyState title={t('errors.emptyTitle')} description={t('errors.emptyDescription')} />;
  return (
    <Grid min={220} gap={16}>
      {extras.map((extra) => {
        const chosen = isChosen(extra.key);
        return (
          <Card key={extra.key} as="article" aria-labelledby={`extra-${extra.key}`} variant={chosen ? 'highlight' : 'default'}>
            <Stack gap={10}>
              <ExtraPreview extra={extra} />
              <Stack direction="row" justify="between" align="center">
                <Heading level={3} size="card" id={`extra-${extra.key}`}>
                  {extra.name}
                </Heading>
                {extra.monthlyPrice > 0 ? <Price cents={extra.monthlyPrice} suffix={t('plans.perMonth')} /> : <Tag tone="success">{t('wordpress.free')}</Tag>}
              </Stack>
              <Text variant="small">{extra.description}</Text>
              <Button variant={chosen ? 'primary' : 'secondary'} aria-pressed={chosen} onClick={() => onToggle(extra.key)}>
                {chosen ? t('wordpress.chosen', { name: extra.name }) : t('wordpress.choose', { name: extra.name })}
              </Button>
            </Stack>
          </Card>
        );
      })}
    </Grid>
  );
}
