import { z } from 'zod';
import { SEASONAL_THEMES } from './catalogue';

/**
 * The /promotion page's pictures (spec §2, §7: GET /category-banner/{x}, GET /assets?categories&theme): a banner per
 * product category and the seasonal assets of the theme running (runtime setting `theme`). Pictures are drawn by the
 * storefront from a motif and two colours (no image files): the api names them, the pages draw them.
 */
export const PROMOTION_CATEGORIES = ['cloud-server', 'hosting', 'domain', 'ssl'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export const ASSET_CATEGORIES = ['hero', 'divider', 'badge'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

/** What a picture shows. */
export const ART_MOTIFS = ['cloud', 'server', 'globe', 'lock', 'snow', 'blossom', 'sun', 'leaf', 'gift', 'star'] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const artSchema = z.object({ motif: z.enum(ART_MOTIFS), from: colour, to: colour });
export type Art = z.infer<typeof artSchema>;

/** GET /api/category-banner/:category: the category's banner for the theme running (the default theme's when it has none). */
export const categoryBannerSchema = z.object({
  category: z.enum(PROMOTION_CATEGORIES),
  theme: z.enum(SEASONAL_THEMES),
  title: z.string(),
  titleKm: z.string(),
  text: z.string(),
  textKm: z.string(),
  /** A storefront path without the locale (`/cloud`). */
  href: z.string(),
  art: artSchema,
});
export type CategoryBanner = z.infer<typeof categoryBannerSchema>;
export const categoryBannerParamsSchema = z.object({ category: z.enum(PROMOTION_CATEGORIES) });

/** GET /api/assets?categories=hero,badge&theme=christmas */
export const seasonalAssetsQuerySchema = z.object({
  categories: z
    .string()
    .max(200)
    .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(z.enum(ASSET_CATEGORIES)).min(1).max(ASSET_CATEGORIES.length)),
  theme: z.enum(SEASONAL_THEMES),
});
export const seasonalAssetSchema = z.object({
  id: z.string(),
  category: z.enum(ASSET_CATEGORIES),
  theme: z.enum(SEASONAL_THEMES),
  alt: z.string(),
  altKm: z.string(),
  art: artSchema,
});
export type SeasonalAsset = z.infer<typeof seasonalAssetSchema>;
