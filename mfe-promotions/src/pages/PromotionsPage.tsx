import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Container, EmptyState, ErrorState, Grid, Icon, PageHeader, Section, Skeleton } from '@storefront/ui';
import { PromotionCard } from '../features/promotions/PromotionCard';
import { useListActivePromotionsQuery } from '../shared/catalogue-api';

/** /promotion: the promotions running now. */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const { data, isLoading, isError, refetch } = useListActivePromotionsQuery();
  return (
    <>
      <Container>
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
      </Container>
      <Section>
        <Container>
          {isLoading && (
            <Grid min={280} gap={20} aria-busy="true">
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} height={240} />
              ))}
            </Grid>
          )}
          {isError && <ErrorState title={t('errors.loadTitle')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
          {data && data.length === 0 && (
            <EmptyState
              icon={<Icon name="gift" size={40} />}
              title={t('empty.title')}
              description={t('empty.description')}
              action={
                <Button as={LocaleLink} to="/">
                  {t('empty.home')}
                </Button>
              }
            />
          )}
          {data && data.length > 0 && (
            <Grid min={280} gap={20}>
              {data.map((promotion) => (
                <PromotionCard key={promotion.id} promotion={promotion} />
              ))}
            </Grid>
          )}
        </Container>
      </Section>
    </>
  );
}
