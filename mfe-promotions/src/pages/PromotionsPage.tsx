import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Container, EmptyState, ErrorState, Grid, Icon, PageHeader, Section, Skeleton } from '@storefront/ui';
import { CategoryBanners } from '../features/promotions/CategoryBanners';
import { PromotionCard } from '../features/promotions/PromotionCard';
import { SeasonalHero } from '../features/promotions/SeasonalHero';
import { TrialCard } from '../features/trial/TrialCard';
import { useListActivePromotionsQuery } from '../shared/catalogue-api';
import { PROMOTIONS_NS } from '../i18n/register';

/** /promotion: the season's picture, the promotions running now (validity, terms, apply or open the product), the free trial and a banner per category. */
export function PromotionsPage() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { data, isLoading, isError, refetch } = useListActivePromotionsQuery();
  return (
    <>
      <Container>
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <SeasonalHero />
      </Container>
      <TrialCard />
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
      <Section>
        <Container>
          <CategoryBanners />
        </Container>
      </Section>
    </>
  );
}
