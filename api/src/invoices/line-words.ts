import type { AwsRegion, CartItemDetail, CloudServerAddonKey, HostingAddonKey, Locale } from '@storefront/contracts';

type AddonKey = CloudServerAddonKey | HostingAddonKey;
type Region = Extract<CartItemDetail, { kind: 'region' }>['value'];
type StorageType = Extract<CartItemDetail, { kind: 'storageType' }>['value'];

/** What an invoice line says of an item, in one language: the api's own words (the invoice is worded here, not by a remote). */
export interface LineWords {
  term: Record<'year' | 'month', (count: number) => string>;
  /** A domain item by its action. */
  domainAction: Record<'register' | 'renew' | 'reactivate' | 'transfer', string>;
  /** Every other item by its kind. */
  kind: Record<'shared-hosting' | 'cloud-hosting' | 'wordpress-hosting' | 'cloud-server' | 'ssl' | 'aws' | 'sms-brand-name' | 'sms-service' | 'upgrade' | 'downgrade' | 'planUpgrade' | 'planDowngrade', string>;
  region: Record<Region, string>;
  storageType: Record<StorageType, string>;
  addon: Record<AddonKey, (quantity: number, unit: string) => string>;
  awsRegion: Record<AwsRegion, string>;
  /** The domain a hosting plan is bought with, free for its first year or not. */
  planDomain: (name: string, free: boolean) => string;
  bonusMonths: (count: number) => string;
  /** An SMS package's count. */
  quantity: (count: number) => string;
  /** An upgrade's share of the term: "12 of 30 days". */
  daysOfTerm: (remaining: number, term: number) => string;
  /** A renewal invoice's line; a domain renewal names the domain and its term. */
  renewal: (subject: string) => string;
  domainRenewal: (domain: string, term: string) => string;
}

export const LINE_WORDS: Record<Locale, LineWords> = {
  en: {
    term: { year: (n) => `${n} ${n === 1 ? 'year' : 'years'}`, month: (n) => `${n} ${n === 1 ? 'month' : 'months'}` },
    domainAction: { register: 'Domain registration', renew: 'Domain renewal', reactivate: 'Domain reactivation', transfer: 'Domain transfer' },
    kind: {
      'shared-hosting': 'Shared hosting',
      'cloud-hosting': 'Cloud hosting',
      'wordpress-hosting': 'WordPress hosting',
      'cloud-server': 'Cloud server',
      ssl: 'SSL certificate',
      aws: 'AWS account',
      'sms-brand-name': 'SMS brand name',
      'sms-service': 'SMS package',
      upgrade: 'Server upgrade',
      downgrade: 'Server downgrade',
      planUpgrade: 'Plan upgrade',
      planDowngrade: 'Plan downgrade',
    },
    region: { cambodia: 'Cambodia', thailand: 'Thailand', KH: 'Cambodia (Phnom Penh)', TH: 'Thailand (Bangkok)' },
    storageType: { hdd: 'HDD storage', ssd: 'SSD storage' },
    addon: {
      'cs-cpu': (n) => `+${n} vCPU`,
      'cs-ram': (n, unit) => `+${n} ${unit} RAM`,
      'cs-bandwidth': (n, unit) => `+${n} ${unit} bandwidth`,
      'cs-additional-ip': (n) => `+${n} IP`,
      'cs-more-storage': (n, unit) => `+${n} ${unit} storage`,
      fileStorage: (n, unit) => `+${n} ${unit} file storage`,
      databaseStorage: (n, unit) => `+${n} ${unit} database storage`,
      additionalIp: (n) => `+${n} IP`,
    },
    awsRegion: { 'ap-southeast-1': 'Asia Pacific (Singapore)', 'ap-southeast-7': 'Asia Pacific (Thailand)', 'ap-east-1': 'Asia Pacific (Hong Kong)' },
    planDomain: (name, free) => (free ? `${name} free for the first year` : name),
    bonusMonths: (n) => `+${n} free ${n === 1 ? 'month' : 'months'}`,
    quantity: (n) => `Quantity ${n}`,
    daysOfTerm: (remaining, term) => `${remaining} of ${term} days`,
    renewal: (subject) => `Renewal: ${subject}`,
    domainRenewal: (domain, term) => `Domain ${domain} — ${term}`,
  },
  km: {
    term: { year: (n) => `${n} ឆ្នាំ`, month: (n) => `${n} ខែ` },
    domainAction: { register: 'ការចុះ⁠ឈ្មោះដែន', renew: 'ការបន្តដែន', reactivate: 'ការធ្វើឱ្យដែនសកម្មឡើងវិញ', transfer: 'ការផ្ទេរដែន' },
    kind: {
      'shared-hosting': 'សេវាបង្ហោះរួម',
      'cloud-hosting': 'សេវាបង្ហោះ Cloud',
      'wordpress-hosting': 'សេវាបង្ហោះ WordPress',
      'cloud-server': 'ម៉ាស៊ីនមេ Cloud',
      ssl: 'វិញ្ញាបនបត្រ SSL',
      aws: 'គណនី AWS',
      'sms-brand-name': 'ឈ្មោះម៉ាក SMS',
      'sms-service': 'កញ្ចប់ SMS',
      upgrade: 'ការដំឡើងម៉ាស៊ីនមេ',
      downgrade: 'ការបន្ថយម៉ាស៊ីនមេ',
      planUpgrade: 'ការដំឡើងគម្រោង',
      planDowngrade: 'ការបន្ថយគម្រោង',
    },
    region: { cambodia: 'កម្ពុជា', thailand: 'ថៃ', KH: 'កម្ពុជា (ភ្នំពេញ)', TH: 'ថៃ (បាងកក)' },
    storageType: { hdd: 'ទំហំផ្ទុក HDD', ssd: 'ទំហំផ្ទុក SSD' },
    addon: {
      'cs-cpu': (n) => `vCPU បន្ថែម ${n}`,
      'cs-ram': (n, unit) => `RAM បន្ថែម ${n} ${unit}`,
      'cs-bandwidth': (n, unit) => `កម្រិតបញ្ជូនបន្ថែម ${n} ${unit}`,
      'cs-additional-ip': (n) => `IP បន្ថែម ${n}`,
      'cs-more-storage': (n, unit) => `ទំហំផ្ទុកបន្ថែម ${n} ${unit}`,
      fileStorage: (n, unit) => `ទំហំផ្ទុកឯកសារបន្ថែម ${n} ${unit}`,
      databaseStorage: (n, unit) => `ទំហំផ្ទុកមូលដ្ឋានទិន្នន័យបន្ថែម ${n} ${unit}`,
      additionalIp: (n) => `IP បន្ថែម ${n}`,
    },
    awsRegion: { 'ap-southeast-1': 'អាស៊ីប៉ាស៊ីហ្វិក (សិង្ហបុរី)', 'ap-southeast-7': 'អាស៊ីប៉ាស៊ីហ្វិក (ថៃ)', 'ap-east-1': 'អាស៊ីប៉ាស៊ីហ្វិក (ហុងកុង)' },
    planDomain: (name, free) => (free ? `ដែន ${name} ឥតគិតថ្លៃសម្រាប់ឆ្នាំដំបូង` : `ដែន ${name}`),
    bonusMonths: (n) => `+${n} ខែឥតគិតថ្លៃ`,
    quantity: (n) => `ចំនួន ${n}`,
    daysOfTerm: (remaining, term) => `${remaining} ថ្ងៃ ក្នុងចំណោម ${term} ថ្ងៃ`,
    renewal: (subject) => `ការបន្ត៖ ${subject}`,
    domainRenewal: (domain, term) => `ដែន ${domain} — ${term}`,
  },
};
