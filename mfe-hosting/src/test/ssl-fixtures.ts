import type { SslCertificate, SslProductCode, SslType, SslValidationLevel } from '@storefront/contracts';

/** A certificate as GET /api/ssl-certificates answers it, priced as the api prices it (yearly times the years). */
export function certificate(key: SslProductCode, name: string, type: SslType, validation: SslValidationLevel, pricePerYear: number, warranty: number): SslCertificate {
  return {
    key,
    name,
    type,
    validation,
    issuer: 'Sectigo',
    pricePerYear,
    prices: [1, 2, 3].map((years) => ({ years: years as 1 | 2 | 3, price: pricePerYear * years, perMonth: Math.round(pricePerYear / 12), saving: 0 })),
    warranty,
    issuance: validation === 'DV' ? { unit: 'minutes', min: 5, max: 30 } : { unit: 'business-days', min: 1, max: validation === 'EV' ? 5 : 3 },
    domains: type === 'multi-domain' ? 3 : 1,
    siteSeal: validation === 'DV' ? 'static' : 'dynamic',
    content: {
      summary: `${name} in a sentence.`,
      specs: [`${name} spec`],
      requirements: validation === 'DV' ? ['Control of the domain.'] : ['Control of the domain.', 'A registered organisation.'],
      disclaimers: ['Free domains cannot get an SSL certificate.'],
      paperwork: validation === 'DV' ? ['None.'] : ['Business registration certificate.'],
    },
  };
}

export const POSITIVE = certificate('positivessl', 'PositiveSSL', 'single-domain', 'DV', 799, 5_000_000);
export const WILDCARD = certificate('positivessl-wildcard', 'PositiveSSL Wildcard', 'wildcard', 'DV', 7999, 5_000_000);
export const EV = certificate('ev-ssl', 'EV SSL', 'single-domain', 'EV', 8999, 175_000_000);
export const MULTI_OV = certificate('unified-communications', 'Unified Communications', 'multi-domain', 'OV', 9999, 5_000_000);
export const CERTIFICATES = [POSITIVE, WILDCARD, EV, MULTI_OV];
