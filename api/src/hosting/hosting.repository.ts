import { HOSTING_ADDON_KEYS, type HostingAddonKey, type HostingConfigType, type WordpressExtra } from '@storefront/contracts';
import type { Db } from '../db/database';
import type { WordpressExtraRow } from '../db/tables/hosting';
import { AppError } from '../errors';

/** The add-ons' monthly price per step for a hosting type (seed/hosting.ts); a catalogue without one is a server fault. */
export async function hostingAddonPrices(db: Db, type: HostingConfigType): Promise<Record<HostingAddonKey, number>> {
  const rows = await db.selectFrom('hosting_addon_prices').select(['key', 'unit_price']).where('type', '=', type).execute();
  const prices = new Map(rows.map((row) => [row.key, row.unit_price]));
  return Object.fromEntries(
    HOSTING_ADDON_KEYS.map((key) => {
      const price = prices.get(key);
      if (price === undefined) throw new AppError('SERVICE_SERVER_ERROR');
      return [key, price];
    }),
  ) as Record<HostingAddonKey, number>;
}

export function toExtra(row: WordpressExtraRow, locale: 'en' | 'km'): WordpressExtra {
  return {
    key: row.key,
    kind: row.kind,
    name: row.name,
    description: locale === 'km' ? row.description_km : row.description,
    category: row.category,
    monthlyPrice: row.monthly_price,
    preview: { primary: row.primary_colour, accent: row.accent_colour, layout: row.layout as WordpressExtra['preview']['layout'] },
  };
}

/** POST /products/wordpress-hosting/themes and /plugins: the catalogue of one kind, by category and words in its name or description. */
export async function listWordpressExtras(db: Db, kind: 'theme' | 'plugin', locale: 'en' | 'km', filter: { category?: string; search?: string }): Promise<WordpressExtra[]> {
  let query = db.selectFrom('wordpress_extras').selectAll().where('kind', '=', kind);
  if (filter.category) query = query.where('category', '=', filter.category);
  const rows = await query.orderBy('sort').execute();
  const words = filter.search?.trim().toLowerCase();
  return rows
    .map((row) => toExtra(row, locale))
    .filter((extra) => !words || extra.name.toLowerCase().includes(words) || extra.description.toLowerCase().includes(words));
}

export async function findWordpressExtras(db: Db, keys: string[]): Promise<WordpressExtraRow[]> {
  if (keys.length === 0) return [];
  return db.selectFrom('wordpress_extras').selectAll().where('key', 'in', keys).execute();
}
