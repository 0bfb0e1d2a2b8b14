import type { Tld } from '@storefront/contracts';
import { apiClient } from '@storefront/platform';

let catalogue: Promise<ReadonlySet<string> | null> | null = null;

/**
 * The TLDs the storefront sells (GET /domains/tlds), fetched once, for the "Unsupported TLD" check before a
 * search. Null when the catalogue cannot be read: the api then checks, and its message is shown.
 */
export function supportedTlds(): Promise<ReadonlySet<string> | null> {
  catalogue ??= apiClient
    .get<Tld[]>('/domains/tlds')
    .then((response) => new Set(response.data.map((tld) => tld.tld)) as ReadonlySet<string>)
    .catch(() => {
      catalogue = null;
      return null;
    });
  return catalogue;
}

/** Forgets the fetched catalogue (tests). */
export function forgetSupportedTlds(): void {
  catalogue = null;
}
