import type { Kysely } from 'kysely';
import type { Product, Tld } from '@storefront/contracts';
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

export function toProduct(row: ProductRow): Product {
  return {
    key: row.key,
    type: row.type,
    category: row.category,
    name: row.name,
    price: row.price,
    features: row.features,
    bestSeller: row.best_seller,
  };
}

export async function listProducts(db: Kysely<Database>, type?: Product['type']): Promise<Product[]> {
  let query = db.selectFrom('products').selectAll().orderBy('sort');
  if (type) query = query.where('type', '=', type as ProductRow['type']);
  return (await query.execute()).map(toProduct);
}

export function findProduct(db: Kysely<Database>, key: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('key', '=', key).executeTakeFirst();
}
