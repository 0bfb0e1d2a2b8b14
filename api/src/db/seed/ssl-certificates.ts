import type { Kysely } from 'kysely';
import type { Locale, SslContent, SslProductCode, SslSiteSeal, SslType, SslValidationLevel } from '@storefront/contracts';
import type { Database } from '../database';
import { upsertRows } from './upsert';

/**
 * The 13 SSL products (spec §3) and their facts: the issuer's (Sectigo, formerly Comodo CA) product line, with
 * the relying-party warranty, issuance time, names included and site seal of each. The yearly price and name
 * go to the products table (products.ts), the rest to ssl_certificates (seed.ts).
 */
export interface SslSeed {
  key: SslProductCode;
  name: string;
  /** Cents per year. */
  price: number;
  coverage: SslType;
  validation: SslValidationLevel;
  /** US dollars (stored in cents). */
  warrantyUsd: number;
  /** Names covered by the price: the primary name and its SANs for multi-domain. */
  domains: number;
  siteSeal: SslSiteSeal;
}

export const SSL_ISSUER = 'Sectigo';

const ssl = (key: SslProductCode, name: string, price: number, coverage: SslType, validation: SslValidationLevel, warrantyUsd: number, domains = 1): SslSeed => ({
  key,
  name,
  price,
  coverage,
  validation,
  warrantyUsd,
  domains,
  // A domain-validated certificate names no organisation: its seal is a static logo; OV and EV seals show the verified company.
  siteSeal: validation === 'DV' ? 'static' : 'dynamic',
});

export const SSL_SEEDS: readonly SslSeed[] = [
  ssl('positivessl', 'PositiveSSL', 799, 'single-domain', 'DV', 50_000),
  ssl('essentialssl', 'EssentialSSL', 1999, 'single-domain', 'DV', 10_000),
  ssl('positivessl-multi-domain', 'PositiveSSL Multi-Domain', 3999, 'multi-domain', 'DV', 50_000, 3),
  ssl('instantssl', 'InstantSSL', 3499, 'single-domain', 'OV', 50_000),
  ssl('instantssl-pro', 'InstantSSL Pro', 5999, 'single-domain', 'OV', 100_000),
  ssl('positivessl-wildcard', 'PositiveSSL Wildcard', 7999, 'wildcard', 'DV', 50_000),
  ssl('ev-ssl', 'EV SSL', 8999, 'single-domain', 'EV', 1_750_000),
  ssl('premiumssl', 'PremiumSSL', 7499, 'single-domain', 'OV', 250_000),
  ssl('unified-communications', 'Unified Communications', 9999, 'multi-domain', 'OV', 50_000, 3),
  ssl('comodossl-multi-domain-ssl', 'Multi-Domain SSL', 10999, 'multi-domain', 'OV', 250_000, 3),
  ssl('essentialssl-wildcard', 'EssentialSSL Wildcard', 11999, 'wildcard', 'DV', 10_000),
  ssl('comodossl-ev-multi-domain-ssl', 'EV Multi-Domain SSL', 24999, 'multi-domain', 'EV', 1_750_000, 3),
  ssl('premiumssl-wildcard', 'PremiumSSL Wildcard', 22999, 'wildcard', 'OV', 250_000),
];

/** How long issuing takes once validation is complete, by validation level. */
export const SSL_ISSUANCE: Record<SslValidationLevel, { unit: 'minutes' | 'business-days'; min: number; max: number }> = {
  DV: { unit: 'minutes', min: 5, max: 30 },
  OV: { unit: 'business-days', min: 1, max: 3 },
  EV: { unit: 'business-days', min: 1, max: 5 },
};

/** The short feature lines of the products table (the plan card and the cart read them). */
export function sslFeatures(seed: SslSeed): string[] {
  const coverage = seed.coverage === 'wildcard' ? 'Wildcard: all subdomains' : seed.coverage === 'multi-domain' ? `Multi-domain: up to ${seed.domains} domains included` : 'Single domain';
  return [coverage, `${seed.validation} validation`, '256-bit encryption', seed.validation === 'DV' ? 'Issued in minutes' : 'Issued in 1 to 5 business days'];
}

/**
 * Khmer words Chromium's line breaker splits in two: glued with a WORD JOINER (U+2060) as the remotes' Khmer
 * texts are, so a line never breaks inside them.
 */
const KHMER_COMPOUNDS: readonly [string, string][] = [
  ['អាជីវ⁠កម្ម', 'អាជីវ\u2060កម្ម'],
  ['ត្រូវការ', 'ត្រូវ\u2060ការ'],
  ['ទាំងអស់', 'ទាំង\u2060អស់'],
];
const glue = (text: string) => KHMER_COMPOUNDS.reduce((out, [word, glued]) => out.split(word).join(glued), text);

type Words = Omit<SslContent, 'summary'> & { summary: string };

function english(seed: SslSeed): Words {
  const { coverage, validation, domains } = seed;
  const dv = validation === 'DV';
  // The CA/Browser Forum's EV guidelines forbid wildcard EV certificates: there is none to describe.
  const summaries: Record<SslValidationLevel, Partial<Record<SslType, string>>> = {
    DV: {
      'single-domain': 'A domain-validated certificate for one website: encryption in minutes, with no company paperwork.',
      'multi-domain': `A domain-validated certificate for up to ${domains} names: different domains on one certificate, issued in minutes.`,
      wildcard: 'A domain-validated wildcard: one certificate for your domain and all its subdomains of one level, issued in minutes.',
    },
    OV: {
      'single-domain': 'An organisation-validated certificate for one website: the certificate names your verified company, for sites that take logins, forms or payments.',
      'multi-domain': `An organisation-validated certificate for up to ${domains} names, with your verified company in the certificate.`,
      wildcard: 'An organisation-validated wildcard: your domain and all its subdomains of one level, with your verified company in the certificate.',
    },
    EV: {
      'single-domain': 'Extended validation, the most thorough check: for banks, shops and any site whose visitors must be sure who they are dealing with.',
      'multi-domain': `Extended validation for up to ${domains} names: the most thorough check of your organisation, on one certificate for several domains.`,
    },
  };
  const summary =
    seed.key === 'unified-communications'
      ? `Made for Microsoft Exchange and Office Communications: your mail, autodiscover and website names on one organisation-validated certificate, up to ${domains} names.`
      : (summaries[validation][coverage] ?? '');

  const specs = [
    coverage === 'single-domain' ? 'Secures example.com and www.example.com' : coverage === 'wildcard' ? 'Secures *.example.com and example.com' : `Secures up to ${domains} domain names (the primary name and ${domains - 1} SANs)`,
    dv
      ? 'Domain validation (DV)'
      : validation === 'OV'
        ? 'Organisation validation (OV): your company name in the certificate'
        : 'Extended validation (EV): your company name, registration number and address in the certificate',
    '256-bit encryption with SHA-256 signatures',
    'RSA (2048-bit and up) or ECC (P-256) keys',
    'Trusted by 99.9% of browsers and devices',
    'Unlimited free reissues during the term',
    seed.siteSeal === 'static' ? 'Static site seal for your pages' : 'Dynamic site seal showing your verified details and the date',
  ];

  const requirements = [
    'Control of the domain, shown in one of three ways: an email to admin@, administrator@, hostmaster@, postmaster@ or webmaster@ at the domain; a DNS CNAME record; or a file placed on the website over HTTP or HTTPS.',
    'A certificate signing request (CSR) from your server. On our hosting we create it and install the certificate for you.',
  ];
  if (coverage === 'multi-domain') requirements.push('Each name on the certificate is checked separately in the same way.');
  if (coverage === 'wildcard') requirements.push('Validation of the base domain (example.com): the wildcard then covers its subdomains.');
  if (!dv) {
    requirements.push(
      'The organisation is a registered legal entity, active in a government business registry or another qualified source the certificate authority can check.',
      "The organisation's name, address and telephone number in the order match its registration.",
      'A callback: the certificate authority calls a telephone number listed for the organisation in a public directory to confirm the order.',
    );
  }
  if (validation === 'EV') {
    requirements.push(
      "Operational existence: registered for at least three years, or a bank account confirmed by a letter from your bank or by a lawyer's or accountant's opinion letter.",
      'The person ordering works for the organisation and may request the certificate: a contract signer and a certificate approver are named and confirmed.',
      'A verified physical business address (not a post office box) where the organisation does business.',
    );
  }

  const paperwork = dv
    ? ['None: domain validation only checks that you control the domain.']
    : [
        'Business registration certificate (in Cambodia, the certificate of incorporation from the Ministry of Commerce), if the registration cannot be found online.',
        'A recent utility bill, bank statement or lease showing the business address, if it differs from the registration.',
        'Proof of the telephone number (a recent phone bill), if it is not listed in a public directory.',
      ];
  if (validation === 'EV') {
    paperwork.push(
      'The EV certificate request form and the subscriber agreement, signed by an authorised officer of the organisation.',
      "A professional opinion letter from a lawyer or accountant, when the registry does not confirm the organisation's details (its age or address, for example).",
      "A letter from the organisation's bank confirming its account, if the organisation is less than three years old.",
    );
  }

  const disclaimers = [
    "The warranty is the certificate authority's relying-party warranty: it covers losses of your site's visitors caused by a wrongly issued certificate, on Sectigo's terms. It is not insurance for your business.",
    'Issuance times start when validation is complete and depend on how quickly the checks are answered.',
    'Free domains cannot get an SSL certificate.',
    'If the certificate authority cannot complete validation, the payment is refunded to your account balance within 5 business days.',
  ];
  if (coverage === 'wildcard') disclaimers.push('A wildcard covers one level of subdomains: *.example.com covers shop.example.com but not a.shop.example.com.');
  if (coverage === 'multi-domain') disclaimers.push('Adding or changing a name during the term needs a reissue, which validates the new name.');
  if (dv) disclaimers.push('A DV certificate encrypts the connection but does not identify your organisation to visitors.');
  if (validation === 'EV') disclaimers.push('Browsers no longer show a green address bar: the verified company name appears in the certificate details.');

  return { summary, specs, requirements, disclaimers, paperwork };
}

function khmer(seed: SslSeed): Words {
  const { coverage, validation, domains } = seed;
  const dv = validation === 'DV';
  // The CA/Browser Forum's EV guidelines forbid wildcard EV certificates: there is none to describe.
  const summaries: Record<SslValidationLevel, Partial<Record<SslType, string>>> = {
    DV: {
      'single-domain': 'វិញ្ញាបនបត្រផ្ទៀង⁠ផ្ទាត់ដែនសម្រាប់គេហទំព័រមួយ៖ ការអ៊ិនគ្រីបក្នុងរយៈ⁠ពេលប៉ុន្មាននាទី ដោយមិនចាំបាច់មានឯកសារក្រុម⁠ហ៊ុន។',
      'multi-domain': `វិញ្ញាបនបត្រផ្ទៀង⁠ផ្ទាត់ដែនសម្រាប់ឈ្មោះរហូតដល់ ${domains}៖ ដែនផ្សេងៗគ្នានៅលើវិញ្ញាបនបត្រតែមួយ ចេញក្នុងរយៈ⁠ពេលប៉ុន្មាននាទី។`,
      wildcard: 'វិញ្ញាបនបត្រ wildcard ផ្ទៀង⁠ផ្ទាត់ដែន៖ វិញ្ញាបនបត្រតែមួយសម្រាប់ដែនរបស់អ្នក និងដែនរងទាំងអស់នៃកម្រិតមួយ ចេញក្នុងរយៈ⁠ពេលប៉ុន្មាននាទី។',
    },
    OV: {
      'single-domain': 'វិញ្ញាបនបត្រផ្ទៀង⁠ផ្ទាត់ស្ថាប័នសម្រាប់គេហទំព័រមួយ៖ វិញ្ញាបនបត្របង្ហាញឈ្មោះក្រុម⁠ហ៊ុនដែលបានផ្ទៀង⁠ផ្ទាត់របស់អ្នក សម្រាប់គេហទំព័រដែលមានការចូលគណនី ទម្រង់បែបបទ ឬការទូទាត់។',
      'multi-domain': `វិញ្ញាបនបត្រផ្ទៀង⁠ផ្ទាត់ស្ថាប័នសម្រាប់ឈ្មោះរហូតដល់ ${domains} ដោយមានឈ្មោះក្រុម⁠ហ៊ុនដែលបានផ្ទៀង⁠ផ្ទាត់របស់អ្នកនៅក្នុងវិញ្ញាបនបត្រ។`,
      wildcard: 'វិញ្ញាបនបត្រ wildcard ផ្ទៀង⁠ផ្ទាត់ស្ថាប័ន៖ ដែនរបស់អ្នក និងដែនរងទាំងអស់នៃកម្រិតមួយ ដោយមានឈ្មោះក្រុម⁠ហ៊ុនដែលបានផ្ទៀង⁠ផ្ទាត់នៅក្នុងវិញ្ញាបនបត្រ។',
    },
    EV: {
      'single-domain': 'ការផ្ទៀង⁠ផ្ទាត់បន្ថែម ដែលជាការត្រួតពិនិត្យហ្មត់ចត់បំផុត៖ សម្រាប់ធនាគារ ហាងអនឡាញ និងគេហទំព័រណាដែលអ្នកទស្សនាត្រូវដឹងច្បាស់ថាពួកគេកំពុងទាក់ទងជាមួយនរណា។',
      'multi-domain': `ការផ្ទៀង⁠ផ្ទាត់បន្ថែមសម្រាប់ឈ្មោះរហូតដល់ ${domains}៖ ការត្រួតពិនិត្យស្ថាប័នរបស់អ្នកយ៉ាងហ្មត់ចត់បំផុត នៅលើវិញ្ញាបនបត្រតែមួយសម្រាប់ដែនច្រើន។`,
    },
  };
  const summary =
    seed.key === 'unified-communications'
      ? `បង្កើតឡើងសម្រាប់ Microsoft Exchange និង Office Communications៖ ឈ្មោះអ៊ីមែល autodiscover និងគេហទំព័ររបស់អ្នក នៅលើវិញ្ញាបនបត្រផ្ទៀង⁠ផ្ទាត់ស្ថាប័នតែមួយ រហូតដល់ ${domains} ឈ្មោះ។`
      : (summaries[validation][coverage] ?? '');

  const specs = [
    coverage === 'single-domain' ? 'ការពារ example.com និង www.example.com' : coverage === 'wildcard' ? 'ការពារ *.example.com និង example.com' : `ការពារឈ្មោះដែនរហូតដល់ ${domains} (ឈ្មោះចម្បង និង SAN ចំនួន ${domains - 1})`,
    dv
      ? 'ការផ្ទៀង⁠ផ្ទាត់ដែន (DV)'
      : validation === 'OV'
        ? 'ការផ្ទៀង⁠ផ្ទាត់ស្ថាប័ន (OV)៖ ឈ្មោះក្រុម⁠ហ៊ុនរបស់អ្នកនៅក្នុងវិញ្ញាបនបត្រ'
        : 'ការផ្ទៀង⁠ផ្ទាត់បន្ថែម (EV)៖ ឈ្មោះក្រុម⁠ហ៊ុន លេខចុះបញ្ជី និងអាសយដ្ឋានរបស់អ្នកនៅក្នុងវិញ្ញាបនបត្រ',
    'ការអ៊ិនគ្រីប 256 ប៊ីត ជាមួយហត្ថលេខា SHA-256',
    'កូនសោ RSA (2048 ប៊ីត ឡើងទៅ) ឬ ECC (P-256)',
    'ទុកចិត្តដោយកម្មវិធីរុករក និងឧបករណ៍ 99.9%',
    'ចេញវិញ្ញាបនបត្រឡើងវិញដោយឥតគិតថ្លៃ មិនកំណត់ចំនួន ក្នុងអំឡុងពេលប្រើ⁠ប្រាស់',
    seed.siteSeal === 'static' ? 'ត្រាសុវត្ថិភាពគេហទំព័រ (រូបភាពថេរ)' : 'ត្រាសុវត្ថិភាពគេហទំព័រថាមវន្ត ដែលបង្ហាញព័ត៌មានដែលបានផ្ទៀង⁠ផ្ទាត់ និងកាល⁠បរិច្ឆេទ',
  ];

  const requirements = [
    'ការគ្រប់⁠គ្រងលើដែន ដែលបង្ហាញតាមវិធីមួយក្នុងចំណោមបីវិធី៖ អ៊ីមែលទៅកាន់ admin@, administrator@, hostmaster@, postmaster@ ឬ webmaster@ នៃដែន កំណត់ត្រា DNS ប្រភេទ CNAME ឬឯកសារមួយដាក់នៅលើគេហទំព័រតាម HTTP ឬ HTTPS។',
    'សំណើចុះហត្ថលេខាវិញ្ញាបនបត្រ (CSR) ពីម៉ាស៊ីនមេរបស់អ្នក។ នៅលើសេវាបង្ហោះរបស់យើង យើងបង្កើតវា ហើយដំឡើងវិញ្ញាបនបត្រជូនអ្នក។',
  ];
  if (coverage === 'multi-domain') requirements.push('ឈ្មោះនីមួយៗនៅលើវិញ្ញាបនបត្រត្រូវបានត្រួតពិនិត្យដាច់ដោយឡែកតាមវិធីដូចគ្នា។');
  if (coverage === 'wildcard') requirements.push('ការផ្ទៀង⁠ផ្ទាត់ដែនមូលដ្ឋាន (example.com)៖ បន្ទាប់មក wildcard គ្របដណ្តប់ដែនរងរបស់វា។');
  if (!dv) {
    requirements.push(
      'ស្ថាប័នត្រូវជានីតិបុគ្គលដែលបានចុះបញ្ជី និងនៅសកម្មក្នុងបញ្ជីពាណិជ្ជកម្មរបស់រដ្ឋាភិបាល ឬប្រភពដែលមានលក្ខណៈសម្បត្តិគ្រប់គ្រាន់ផ្សេងទៀត ដែលអាជ្ញាធរចេញវិញ្ញាបនបត្រអាចពិនិត្យបាន។',
      'ឈ្មោះ អាសយដ្ឋាន និងលេខទូរស័ព្ទរបស់ស្ថាប័ននៅក្នុងការកម្មង់ ត្រូវតែដូចគ្នានឹងការចុះបញ្ជីរបស់វា។',
      'ការហៅត្រឡប់៖ អាជ្ញាធរចេញវិញ្ញាបនបត្រហៅទូរស័ព្ទទៅលេខរបស់ស្ថាប័នដែលមាននៅក្នុងបញ្ជីសាធារណៈ ដើម្បីបញ្ជាក់ការកម្មង់។',
    );
  }
  if (validation === 'EV') {
    requirements.push(
      'អត្ថិភាពប្រតិបត្តិការ៖ បានចុះបញ្ជីយ៉ាងហោចណាស់បីឆ្នាំ ឬមានគណនីធនាគារដែលបញ្ជាក់ដោយលិខិតពីធនាគាររបស់អ្នក ឬលិខិតយោបល់ពីមេធាវី ឬគណនេយ្យករ។',
      'អ្នកកម្មង់ធ្វើការឱ្យស្ថាប័ន និងមានសិទ្ធិស្នើសុំវិញ្ញាបនបត្រ៖ អ្នកចុះហត្ថលេខាលើកិច្ចសន្យា និងអ្នកអនុម័តវិញ្ញាបនបត្រ ត្រូវបានកំណត់ឈ្មោះ និងបញ្ជាក់។',
      'អាសយដ្ឋានអាជីវ⁠កម្មជាក់ស្តែងដែលបានផ្ទៀង⁠ផ្ទាត់ (មិនមែនប្រអប់សំបុត្រ) ជាកន្លែងដែលស្ថាប័នធ្វើអាជីវ⁠កម្ម។',
    );
  }

  const paperwork = dv
    ? ['គ្មាន៖ ការផ្ទៀង⁠ផ្ទាត់ដែនពិនិត្យតែថាអ្នកគ្រប់⁠គ្រងដែនប៉ុណ្ណោះ។']
    : [
        'វិញ្ញាបនបត្របញ្ជាក់ការចុះបញ្ជីពាណិជ្ជកម្ម (នៅកម្ពុជា គឺវិញ្ញាបនបត្រចុះបញ្ជីក្រុម⁠ហ៊ុនពីក្រសួងពាណិជ្ជកម្ម) ប្រសិនបើរកមិនឃើញការចុះបញ្ជីតាមអនឡាញ។',
        'វិក្កយបត្រទឹកភ្លើងថ្មីៗ របាយការណ៍ធនាគារ ឬកិច្ចសន្យាជួលដែលបង្ហាញអាសយដ្ឋានអាជីវ⁠កម្ម ប្រសិនបើវាខុសពីការចុះបញ្ជី។',
        'ភស្តុតាងនៃលេខទូរស័ព្ទ (វិក្កយបត្រទូរស័ព្ទថ្មីៗ) ប្រសិនបើវាមិនមាននៅក្នុងបញ្ជីសាធារណៈ។',
      ];
  if (validation === 'EV') {
    paperwork.push(
      'ទម្រង់ស្នើសុំវិញ្ញាបនបត្រ EV និងកិច្ច⁠ព្រម⁠ព្រៀងអតិថិជន ដែលចុះហត្ថលេខាដោយមន្ត្រីដែលមានសិទ្ធិរបស់ស្ថាប័ន។',
      'លិខិតយោបល់វិជ្ជាជីវៈពីមេធាវី ឬគណនេយ្យករ នៅពេលដែលបញ្ជីចុះបញ្ជីមិនបញ្ជាក់ព័ត៌មានរបស់ស្ថាប័ន (ឧទាហរណ៍ អាយុ ឬអាសយដ្ឋានរបស់វា)។',
      'លិខិតពីធនាគាររបស់ស្ថាប័នបញ្ជាក់គណនីរបស់វា ប្រសិនបើស្ថាប័នមានអាយុតិចជាងបីឆ្នាំ។',
    );
  }

  const disclaimers = [
    'ការធានាគឺជាការធានារបស់អាជ្ញាធរចេញវិញ្ញាបនបត្រចំពោះភាគីដែលពឹងផ្អែក៖ វាគ្របដណ្តប់ការខាតបង់របស់អ្នកទស្សនាគេហទំព័ររបស់អ្នក ដែលបណ្តាលមកពីវិញ្ញាបនបត្រដែលចេញខុស តាមលក្ខ⁠ខណ្ឌរបស់ Sectigo។ វាមិនមែនជាការធានារ៉ាប់រងសម្រាប់អាជីវ⁠កម្មរបស់អ្នកទេ។',
    'រយៈ⁠ពេលចេញវិញ្ញាបនបត្រចាប់ផ្តើមនៅពេលការផ្ទៀង⁠ផ្ទាត់បានបញ្ចប់ ហើយអាស្រ័យលើល្បឿននៃការឆ្លើយតបទៅនឹងការត្រួតពិនិត្យ។',
    'ដែនឥតគិតថ្លៃមិនអាចមានវិញ្ញាបនបត្រ SSL បានទេ។',
    'ប្រសិនបើអាជ្ញាធរចេញវិញ្ញាបនបត្រមិនអាចបញ្ចប់ការផ្ទៀង⁠ផ្ទាត់បាន ការទូទាត់នឹងត្រូវសងត្រឡប់ទៅសម⁠តុល្យគណនីរបស់អ្នកក្នុងរយៈ⁠ពេល 5 ថ្ងៃធ្វើការ។',
  ];
  if (coverage === 'wildcard') disclaimers.push('wildcard គ្របដណ្តប់ដែនរងមួយកម្រិត៖ *.example.com គ្របដណ្តប់ shop.example.com ប៉ុន្តែមិនគ្របដណ្តប់ a.shop.example.com ទេ។');
  if (coverage === 'multi-domain') disclaimers.push('ការបន្ថែម ឬផ្លាស់ប្តូរឈ្មោះក្នុងអំឡុងពេលប្រើ⁠ប្រាស់ ត្រូវការការចេញវិញ្ញាបនបត្រឡើងវិញ ដែលផ្ទៀង⁠ផ្ទាត់ឈ្មោះថ្មី។');
  if (dv) disclaimers.push('វិញ្ញាបនបត្រ DV អ៊ិនគ្រីបការតភ្ជាប់ ប៉ុន្តែមិនបញ្ជាក់អត្តសញ្ញាណស្ថាប័នរបស់អ្នកដល់អ្នកទស្សនាទេ។');
  if (validation === 'EV') disclaimers.push('កម្មវិធីរុករកលែងបង្ហាញរបារអាសយដ្ឋានពណ៌បៃតងហើយ៖ ឈ្មោះក្រុម⁠ហ៊ុនដែលបានផ្ទៀង⁠ផ្ទាត់បង្ហាញនៅក្នុងព័ត៌មានលម្អិតនៃវិញ្ញាបនបត្រ។');

  const all = (texts: string[]) => texts.map(glue);
  return { summary: glue(summary), specs: all(specs), requirements: all(requirements), disclaimers: all(disclaimers), paperwork: all(paperwork) };
}

/** The words about a certificate in one language, as stored in ssl_certificates.content_<locale>. */
export function sslContent(seed: SslSeed, locale: Locale): SslContent {
  return locale === 'km' ? khmer(seed) : english(seed);
}

/** Writes each certificate's facts and words (after its products row: the key references it); safe to run on every start. */
export async function seedSslCertificates(db: Kysely<Database>): Promise<void> {
  const rows = SSL_SEEDS.map((ssl) => {
    const issuance = SSL_ISSUANCE[ssl.validation];
    return {
      key: ssl.key,
      coverage: ssl.coverage,
      validation: ssl.validation,
      issuer: SSL_ISSUER,
      warranty: ssl.warrantyUsd * 100,
      issuance_unit: issuance.unit,
      issuance_min: issuance.min,
      issuance_max: issuance.max,
      domains: ssl.domains,
      site_seal: ssl.siteSeal,
      content_en: JSON.stringify(sslContent(ssl, 'en')),
      content_km: JSON.stringify(sslContent(ssl, 'km')),
    };
  });
  await upsertRows(db, 'ssl_certificates', rows, ['key']);
}
