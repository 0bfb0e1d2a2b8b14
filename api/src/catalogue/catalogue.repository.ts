import type { Kysely } from 'kysely';
import type { Locale, Product, Tld } from '@storefront/contracts';
import type { Database, ProductRow, TldRow } from '../db/database';

export function toTld(row: TldRow): Tld {
  return {
    tld: row.tld,
    kind: row.kind,
    region: row.region,
    registerPrice: row.register_price,
    renewPrice: row.renew_price,
    transferPrice: row.transfer_price,
    tags: row.tags as Tld['tags'],
  };
}

/** A product in the reader's language (x-locale): its features in Khmer on /km, English otherwise. */
export function toProduct(row: ProductRow, locale: Locale = 'en'): Product {
  return {
    key: row.key,
    type: row.type,
    category: row.category,
    name: row.name,
    price: row.price,
    features: locale === 'km' && row.features_km.length === row.features.length ? row.features_km : row.features,
    bestSeller: row.best_seller,
  };
}

export async function listProducts(db: Kysely<Database>, type?: Product['type'], locale: Locale = 'en'): Promise<Product[]> {
  let query = db.selectFrom('products').selectAll().orderBy('sort');
  if (type) query = query.where('type', '=', type as ProductRow['type']);
  return (await query.execute()).map((row) => toProduct(row, locale));
}

export function findProduct(db: Kysely<Database>, key: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('key', '=', key).executeTakeFirst();
}
