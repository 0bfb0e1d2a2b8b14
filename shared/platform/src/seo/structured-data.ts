/**
 * schema.org structured data the public pages carry (JSON-LD), built from the page's own data: search engines
 * read the organisation, a product's offer and the page's place in the site from it.
 */
export type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  /** The absolute URL of the page. */
  url: string;
}

export function organizationLd(input: { name: string; url: string; logo: string; areaServed: readonly string[] }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logo,
    areaServed: input.areaServed,
  };
}

export function breadcrumbLd(trail: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

export interface ProductOffer {
  name: string;
  description?: string;
  /** The page of the product (absolute). */
  url: string;
  /** The price in cents, as the api computed it. */
  priceCents: number;
  /** What the price is for (a month, a year): schema.org's unitText on the price specification. */
  per?: 'month' | 'year';
}

/** One product with its offer (a plan, a certificate, a domain ending); the price in US dollars. */
export function productLd(product: ProductOffer): JsonLd {
  const price = (product.priceCents / 100).toFixed(2);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    url: product.url,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: product.url,
      ...(product.per
        ? { priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'USD', unitText: product.per === 'month' ? 'MON' : 'ANN' } }
        : {}),
    },
  };
}

/** JSON for a script element: it cannot close the element or open a comment. */
export function jsonLdText(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
