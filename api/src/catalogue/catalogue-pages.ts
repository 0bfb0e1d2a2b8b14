import type { Locale, Product, SslCertificate } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { findProduct, listProducts, toProduct } from './catalogue.repository';
import { findSslCertificate, listSslCertificates } from './ssl.repository';

/** The public catalogue's pages (GET /api/products…, /api/ssl-certificates…): what the routes answer, read here. */
type CatalogueDeps = Pick<AreaDeps, 'db'>;

export const productList = (deps: CatalogueDeps, type: Product['type'] | undefined, locale: Locale): Promise<Product[]> => listProducts(deps.db, type, locale);

/** The lowest price in cents of each product type. */
export async function minPrices(deps: CatalogueDeps): Promise<Record<string, number>> {
  const products = await listProducts(deps.db);
  const min: Record<string, number> = {};
  for (const product of products) min[product.type] = Math.min(min[product.type] ?? Number.MAX_SAFE_INTEGER, product.price);
  return min;
}

/** One product by its key; an unknown key is NOT_FOUND. */
export async function productPage(deps: CatalogueDeps, key: string, locale: Locale): Promise<Product> {
  const row = await findProduct(deps.db, key);
  if (!row) throw new AppError('NOT_FOUND');
  return toProduct(row, locale);
}

export const sslCertificateList = (deps: CatalogueDeps, locale: Locale): Promise<SslCertificate[]> => listSslCertificates(deps.db, locale);

/** One SSL certificate by its product key; an unknown key is NOT_FOUND. */
export async function sslCertificatePage(deps: CatalogueDeps, key: string, locale: Locale): Promise<SslCertificate> {
  const certificate = await findSslCertificate(deps.db, key, locale);
  if (!certificate) throw new AppError('NOT_FOUND');
  return certificate;
}
