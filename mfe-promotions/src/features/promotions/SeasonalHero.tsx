import { selectTheme, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Badge, Skeleton, Stack } from '@storefront/ui';
import { useListSeasonalAssetsQuery } from '../../shared/promotion-assets-api';
import { SeasonalArt } from './SeasonalArt';

/** The seasonal theme's hero picture and badge (GET /assets?categories=hero,badge&theme=…): they change with the theme at runtime. */
export function SeasonalHero() {
  const { t } = useTranslation('promotionOffers');
  const { locale } = useLocale();
  const theme = useAppSelector(selectTheme);
  const { data, isLoading } = useListSeasonalAssetsQuery({ query: { categories: 'hero,badge', theme } });
  if (isLoading) return <Skeleton height={140} />;
  const hero = data?.find((asset) => asset.category === 'hero');
  const badge = data?.find((asset) => asset.category === 'badge');
  if (!hero) return null;
  return (
    <Stack gap={8} data-season={theme}>
      <SeasonalArt art={hero.art} label={locale === 'km' ? hero.altKm : hero.alt} height={140} />
      <div>
        <Badge tone="sale">{badge ? (locale === 'km' ? badge.altKm : badge.alt) : t('seasonBadge')}</Badge>
      </div>
    </Stack>
  );
}
