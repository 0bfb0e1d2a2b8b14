import { localePath, LOCALES, UNLISTED_ROUTES } from '@storefront/contracts';

/**
 * robots.txt: every public page may be crawled; the api and the pages of a person, behind a token or costing a
 * lookup per fetch (UNLISTED_ROUTES with `disallow`) may not, in each language; the sitemap is named by its
 * absolute URL. Rules are path prefixes (robots.txt matching), so `/top-up` covers `/top-up/success`.
 */
export function robotsTxt(origin: string): string {
  const disallowed = ['/api/'];
  for (const route of UNLISTED_ROUTES) {
    if (!route.disallow) continue;
    for (const locale of LOCALES) disallowed.push(localePath(route.prefix, locale));
  }
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
