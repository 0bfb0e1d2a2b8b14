import type { Kysely } from 'kysely';
import type { ArtMotif, AssetCategory, CategoryBanner, PromotionCategory, SeasonalAsset, SeasonalTheme } from '@storefront/contracts';
import type { Database } from '../../db/database';
import type { AreaDeps } from '../../deps';
import { AppError } from '../../errors';

const artOf = (row: { motif: string; color_from: string; color_to: string }) => ({ motif: row.motif as ArtMotif, from: row.color_from, to: row.color_to });

/** The category's banner for the theme running, the default theme's when the season has none. */
export async function categoryBanner(db: Kysely<Database>, category: PromotionCategory, theme: SeasonalTheme): Promise<CategoryBanner> {
  const rows = await db.selectFrom('category_banners').selectAll().where('category', '=', category).where('theme', 'in', [theme, 'default']).execute();
  const row = rows.find((candidate) => candidate.theme === theme) ?? rows.find((candidate) => candidate.theme === 'default');
  if (!row) throw new AppError('NOT_FOUND');
  return {
    category,
    theme: row.theme as SeasonalTheme,
    title: row.title,
    titleKm: row.title_km,
    text: row.text,
    textKm: row.text_km,
    href: row.href,
    art: artOf(row),
  };
}

/** The theme's assets of these categories, in their order (none for a theme without its own: the page draws its default). */
export async function seasonalAssets(db: Kysely<Database>, categories: AssetCategory[], theme: SeasonalTheme): Promise<SeasonalAsset[]> {
  const rows = await db.selectFrom('seasonal_assets').selectAll().where('category', 'in', categories).where('theme', '=', theme).orderBy('sort').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, category: row.category as AssetCategory, theme: row.theme as SeasonalTheme, alt: row.alt, altKm: row.alt_km, art: artOf(row) }));
}

/** The routes' calls: the banner and the assets, read from the api's database. */
export const categoryBannerOf = (deps: Pick<AreaDeps, 'db'>, category: PromotionCategory, theme: SeasonalTheme): Promise<CategoryBanner> => categoryBanner(deps.db, category, theme);
export const seasonalAssetsOf = (deps: Pick<AreaDeps, 'db'>, categories: AssetCategory[], theme: SeasonalTheme): Promise<SeasonalAsset[]> => seasonalAssets(deps.db, categories, theme);
