import { isLocale, type Locale, type TldContent, type TldKind, type TldRegion } from '@storefront/contracts';
import { REGION_NAMES, TLD_COPY, TLD_COUNTRIES, type TldCopy } from '../db/seed/tld-content';

interface TldFacts {
  tld: string;
  kind: TldKind;
  region: TldRegion | null;
}

/** The reader's language from the x-locale header; English otherwise (spec §1: default and fallback). */
export const localeOf = (header: unknown): Locale => (isLocale(header) ? header : 'en');

function generated(facts: TldFacts, locale: Locale): TldCopy {
  const dotted = `.${facts.tld}`;
  if (facts.kind === 'generic') {
    return locale === 'km'
      ? {
          title: `ដែន ${dotted}`,
          summary: `ឈ្មោះ ${dotted} គឺជាអាសយដ្ឋានខ្លី និងប្លែកសម្រាប់គេហទំព័រ ម៉ាកយីហោ ឬគម្រោងរបស់អ្នក ដែលអាចចុះបញ្ជីបានក្នុងរយៈ⁠ពេលប៉ុន្មាននាទី។`,
          uses: ['គេហទំព័រ និងប្លុក', 'ម៉ាកយីហោ និងគម្រោង', 'អាសយដ្ឋានអ៊ីមែលលើឈ្មោះផ្ទាល់⁠ខ្លួន'],
          requirements: null,
        }
      : {
          title: `The ${dotted} domain`,
          summary: `A ${dotted} name is a short, distinctive address for your website, brand or project, registered in minutes.`,
          uses: ['Websites and blogs', 'Brands and projects', 'Email addresses on your own name'],
          requirements: null,
        };
  }
  const country = TLD_COUNTRIES[facts.tld]?.[locale];
  const region = facts.region ? REGION_NAMES[facts.region]?.[locale] : undefined;
  if (locale === 'km') {
    const place = country ?? region ?? 'ប្រទេសរបស់វា';
    return {
      title: `ដែន ${dotted}`,
      summary: country
        ? `ដែនកូដប្រទេសរបស់${place}៖ អាសយដ្ឋានក្នុងស្រុកសម្រាប់អាជីវ⁠កម្ម និងម៉ាកយីហោដែលបម្រើទីផ្សារ${place}។`
        : `ដែនកូដប្រទេសមួយនៅ${place}៖ អាសយដ្ឋានក្នុងស្រុកសម្រាប់អាជីវ⁠កម្ម និងម៉ាកយីហោក្នុងតំបន់។`,
      uses: [`អាជីវ⁠កម្មនៅ${place}`, `ម៉ាកយីហោដែលបម្រើទីផ្សារ${place}`, 'គេហទំព័រ និងអ៊ីមែលក្នុងស្រុក'],
      requirements: `ការចុះបញ្ជីមួយចំនួនក្រោម ${dotted} តម្រូវឱ្យមានភស្តុតាងនៃវត្តមានក្នុងស្រុក៖ យើងនឹងស្នើសុំវាបន្ទាប់ពីការទូទាត់ នៅពេលដែលការិយាល័យចុះបញ្ជីតម្រូវ។`,
    };
  }
  const place = country ?? region ?? 'its country';
  return {
    title: `The ${dotted} domain`,
    summary: country
      ? `The country-code domain of ${place}: a local address for businesses and brands serving ${place}.`
      : `A country-code domain in ${place}: a local address for businesses and brands of the region.`,
    uses: [`Businesses in ${place}`, `Brands serving ${place}`, 'Local websites and email'],
    requirements: `Some registrations under ${dotted} need proof of a local presence; we ask for it after checkout when the registry requires it.`,
  };
}

/** The words about a TLD in the reader's language: written copy for the main TLDs, generated for the rest. */
export function tldContent(facts: TldFacts, locale: Locale): TldContent {
  const copy = TLD_COPY[facts.tld]?.[locale] ?? generated(facts, locale);
  return { tld: facts.tld, ...copy };
}
