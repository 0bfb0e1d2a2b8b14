/** Countries offered in the billing form while the api's list is unavailable: the provider's markets first, then common ones (ISO 3166-1 alpha-2). */
export const BILLING_COUNTRIES = ['KH', 'TH', 'VN', 'LA', 'MM', 'MY', 'SG', 'ID', 'PH', 'CN', 'JP', 'KR', 'IN', 'AU', 'FR', 'DE', 'GB', 'US', 'CA'] as const;

/** A country's name in the reader's language (Intl.DisplayNames; KH or kh → Cambodia / កម្ពុជា), or its code as given. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale === 'km' ? 'km' : 'en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
