import { PROMOTION_CATEGORIES, type PromotionCategory } from '@storefront/contracts';
import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Card, Grid, Heading, Skeleton, Stack, Text } from '@storefront/ui';
import { useGetCategoryBannerQuery } from '../../shared/promotion-assets-api';
import { SeasonalArt } from './SeasonalArt';

/** One category's banner for the season running (GET /category-banner/{x}): its picture, words and product link. */
function CategoryBanner({ category }: { category: PromotionCategory }) {
  const { t } = useTranslation('promotionOffers');
  const { locale } = useLocale();
  const { data, isLoading, isError } = useGetCategoryBannerQuery({ params: { category } });
  if (isLoading) return <Skeleton height={260} />;
  if (isError || !data) return null;
  const title = locale === 'km' ? data.titleKm : data.title;
  return (
    <Card as="article" padding="none" aria-labelledby={`banner-${category}`} data-theme-season={data.theme}>
      <SeasonalArt art={data.art} height={110} />
      <Stack gap={8} style={{ padding: 16 }}>
        <Heading level={3} size="card" id={`banner-${category}`}>
          {title}
        </Heading>
        <Text variant="small">{locale === 'km' ? data.textKm : data.text}</Text>
        <LocaleLink to={data.href} aria-label={`${t('openProduct')}: ${title}`}>
          {t('openProduct')}
        </LocaleLink>
      </Stack>
    </Card>
  );
}

/** The banners of every category, following the seasonal theme. */
export function CategoryBanners() {
  const { t } = useTranslation('promotionOffers');
  return (
    <section aria-labelledby="category-banners">
      <Stack gap={16}>
        <Heading level={2} size="section" id="category-banners">
          {t('bannersTitle')}
        </Heading>
        <Grid min={240} gap={16}>
          {PROMOTION_CATEGORIES.map((category) => (
            <CategoryBanner key={category} category={category} />
          ))}
        </Grid>
      </Stack>
    </section>
  );
}
