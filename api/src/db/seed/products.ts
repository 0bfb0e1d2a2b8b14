import { CART_ITEM_CATEGORY, type ProductCategory, type ProductType } from '@storefront/contracts';
import { featureKm } from './product-texts-km';
import { SSL_SEEDS, sslFeatures } from './ssl-certificates';

interface ProductSeed {
  key: string;
  type: ProductType;
  name: string;
  /** Cents per month (hosting, servers) or per year (SSL). */
  price: number;
  features: string[];
  /** The features in Khmer; by default each English feature's translation (product-texts-km.ts). */
  featuresKm?: string[];
  bestSeller?: boolean;
}

const shared = (key: string, name: string, price: number, features: string[]): ProductSeed => ({
  key,
  type: 'shared-hosting',
 
  name,
  price,
  features,
});

const SEEDS: ProductSeed[] = [
  shared('sh-lite', 'Shared Lite', 199, ['1 website', '10 GB SSD storage', '5 email accounts', 'Free SSL certificate', 'Daily backups']),
  shared('sh-basic', 'Shared Basic', 299, ['3 websites', '20 GB SSD storage', '10 email accounts', 'Free SSL certificate', 'Free domain on annual plans (first year)', 'Daily backups']),
  shared('sh-essential', 'Shared Essential', 449, ['5 websites', '40 GB SSD storage', '25 email accounts', 'Free SSL certificate', 'Free domain on annual plans (first year)', 'Daily backups']),
  shared('sh-standard', 'Shared Standard', 599, ['10 websites', '60 GB SSD storage', '50 email accounts', 'Free SSL certificate', 'Free domain on annual plans (first year)', 'Daily backups']),
  shared('sh-business', 'Shared Business', 899, ['25 websites', '100 GB SSD storage', 'Unlimited email accounts', 'Free SSL certificate', 'Free domain on annual plans (first year)', 'Daily backups', 'Priority support']),
  shared('sh-professional', 'Shared Professional', 1299, ['Unlimited websites', '200 GB NVMe storage', 'Unlimited email accounts', 'Free SSL certificate', 'Free domain on annual plans (first year)', 'Daily backups', 'Priority support', 'Dedicated IP']),

  { key: 'ch-basic', type: 'cloud-hosting', name: 'Cloud Hosting Basic', price: 999, features: ['2 vCPU', '2 GB RAM', '50 GB SSD', '10 websites', 'Free SSL', 'Weekly backups'] },
  { key: 'ch-standard', type: 'cloud-hosting', name: 'Cloud Hosting Standard', price: 1599, features: ['3 vCPU', '4 GB RAM', '80 GB SSD', '25 websites', 'Free SSL', 'Weekly backups'] },
  { key: 'ch-advanced', type: 'cloud-hosting', name: 'Cloud Hosting Advanced', price: 2499, features: ['4 vCPU', '8 GB RAM', '160 GB SSD', '50 websites', 'Free SSL', 'Daily backups'] },
  { key: 'ch-professional', type: 'cloud-hosting', name: 'Cloud Hosting Professional', price: 3999, features: ['8 vCPU', '16 GB RAM', '320 GB SSD', 'Unlimited websites', 'Free SSL', 'Daily backups'] },

  { key: 'wp-basic', type: 'wordpress-hosting', name: 'WordPress Basic', price: 399, features: ['1 WordPress site', '15 GB SSD', 'Free SSL', 'Automatic updates', 'Free extra month on annual plans'] },
  { key: 'wp-standard', type: 'wordpress-hosting', name: 'WordPress Standard', price: 699, features: ['3 WordPress sites', '40 GB SSD', 'Free SSL', 'Automatic updates', 'Staging site', 'Free extra month on annual plans'] },
  { key: 'wp-premium', type: 'wordpress-hosting', name: 'WordPress Premium', price: 1199, features: ['10 WordPress sites', '100 GB NVMe', 'Free SSL', 'Automatic updates', 'Staging site', 'Daily backups', 'Free extra month on annual plans'] },

  { key: 'cs-baby-cloud-1', type: 'cloud-server', name: 'Baby Cloud 1', price: 499, features: ['1 vCPU', '1 GB RAM', '20 GB SSD', '1 TB bandwidth'] },
  { key: 'cs-baby-cloud-2', type: 'cloud-server', name: 'Baby Cloud 2', price: 699, features: ['1 vCPU', '2 GB RAM', '30 GB SSD', '1 TB bandwidth'] },
  { key: 'cs-basic-cloud-1', type: 'cloud-server', name: 'Basic Cloud 1', price: 899, features: ['2 vCPU', '2 GB RAM', '40 GB SSD', '2 TB bandwidth'], bestSeller: true },
  { key: 'cs-basic-cloud-2', type: 'cloud-server', name: 'Basic Cloud 2', price: 1299, features: ['2 vCPU', '4 GB RAM', '60 GB SSD', '2 TB bandwidth'] },
  { key: 'cs-basic-cloud-3', type: 'cloud-server', name: 'Basic Cloud 3', price: 1799, features: ['4 vCPU', '4 GB RAM', '80 GB SSD', '3 TB bandwidth'] },
  { key: 'cs-standard-cloud-1', type: 'cloud-server', name: 'Standard Cloud 1', price: 2499, features: ['4 vCPU', '8 GB RAM', '120 GB SSD', '4 TB bandwidth'] },
  { key: 'cs-standard-cloud-2', type: 'cloud-server', name: 'Standard Cloud 2', price: 3499, features: ['6 vCPU', '12 GB RAM', '160 GB SSD', '5 TB bandwidth'] },
  { key: 'cs-standard-cloud-3', type: 'cloud-server', name: 'Standard Cloud 3', price: 4499, features: ['8 vCPU', '16 GB RAM', '240 GB SSD', '6 TB bandwidth'] },
  { key: 'cs-premium-cloud-1', type: 'cloud-server', name: 'Premium Cloud 1', price: 6999, features: ['12 vCPU', '32 GB RAM', '480 GB NVMe', '8 TB bandwidth'] },
  { key: 'cs-premium-cloud-2', type: 'cloud-server', name: 'Premium Cloud 2', price: 9999, features: ['16 vCPU', '64 GB RAM', '960 GB NVMe', '10 TB bandwidth'] },

  {
    key: 'aws-account',
    type: 'aws',
    name: 'AWS account through our partnership',
    price: 4900,
    features: ['AWS account opened and verified for you', 'Billing in USD through one invoice', 'Partner discount on eligible usage', 'Onboarding call with a certified architect'],
    featuresKm: ['គណនី AWS បើក និងផ្ទៀង⁠ផ្ទាត់ជូនអ្នក', 'វិក្កយបត្រជាដុល្លារតាមវិក្កយបត្រតែមួយ', 'ការបញ្ចុះ⁠តម្លៃដៃគូលើការប្រើ⁠ប្រាស់ដែលមានសិទ្ធិ', 'ការប្រជុំណែនាំជាមួយស្ថាបត្យករដែលមានវិញ្ញាបនបត្រ'],
  },
  {
    key: 'sms-brand-name',
    type: 'sms-brand-name',
    name: 'SMS brand name',
    price: 3000,
    features: ['Your name as the sender of your SMS', 'Registered with each operator you choose', 'Valid for one year'],
    featuresKm: ['ឈ្មោះរបស់អ្នកជាអ្នកផ្ញើ SMS', 'ចុះ⁠ឈ្មោះជាមួយប្រតិបត្តិករនីមួយៗដែលអ្នកជ្រើសរើស', 'មានសុពល⁠ភាពរយៈ⁠ពេលមួយឆ្នាំ'],
  },
  { key: 'sms-1000', type: 'sms-service', name: '1,000 SMS', price: 2500, features: ['1,000 SMS to any Cambodian network', 'Delivery reports', 'Rejected messages refunded'], featuresKm: ['SMS 1,000 ទៅបណ្តាញណាមួយនៅកម្ពុជា', 'របាយការណ៍ការបញ្ជូន', 'សារដែលត្រូវបានបដិសេធ ត្រូវបានសងប្រាក់វិញ'] },
  { key: 'sms-5000', type: 'sms-service', name: '5,000 SMS', price: 11000, features: ['5,000 SMS to any Cambodian network', 'Delivery reports', 'Rejected messages refunded'], featuresKm: ['SMS 5,000 ទៅបណ្តាញណាមួយនៅកម្ពុជា', 'របាយការណ៍ការបញ្ជូន', 'សារដែលត្រូវបានបដិសេធ ត្រូវបានសងប្រាក់វិញ'] },
  { key: 'sms-20000', type: 'sms-service', name: '20,000 SMS', price: 40000, features: ['20,000 SMS to any Cambodian network', 'Delivery reports', 'Rejected messages refunded', 'API access'], featuresKm: ['SMS 20,000 ទៅបណ្តាញណាមួយនៅកម្ពុជា', 'របាយការណ៍ការបញ្ជូន', 'សារដែលត្រូវបានបដិសេធ ត្រូវបានសងប្រាក់វិញ', 'ការចូលប្រើ API'] },

  ...SSL_SEEDS.map((seed): ProductSeed => ({ key: seed.key, type: 'ssl', name: seed.name, price: seed.price, features: sslFeatures(seed) })),
];

/** The seeded products, each filed under its type's category (CART_ITEM_CATEGORY of shared/contracts), with its features in Khmer. */
export const PRODUCTS: (ProductSeed & { category: ProductCategory; featuresKm: string[] })[] = SEEDS.map((seed) => ({
  ...seed,
  category: CART_ITEM_CATEGORY[seed.type],
  featuresKm: seed.featuresKm ?? seed.features.map(featureKm),
}));
