import type { Transaction } from 'kysely';
import { CLOUD_SERVER_PACKAGES, HOSTING_CONFIG_TYPES, type HostingAddonKey, type HostingConfigType } from '@storefront/contracts';
import type { Database } from '../database';
import { upsertRows } from './upsert';

/** Cents a month per step of an add-on's quantity (HOSTING_ADDONS: file storage per 10 GB, database per 5 GB, one IP). */
const ADDON_PRICES: Record<HostingConfigType, Record<HostingAddonKey, number>> = {
  'shared-hosting': { fileStorage: 100, databaseStorage: 75, additionalIp: 300 },
  'cloud-hosting': { fileStorage: 150, databaseStorage: 100, additionalIp: 350 },
  'wordpress-hosting': { fileStorage: 120, databaseStorage: 90, additionalIp: 300 },
};

type Layout = 'blog' | 'shop' | 'portfolio' | 'business' | 'landing' | 'tool';
type Extra = [key: string, name: string, category: string, monthlyPrice: number, primary: string, accent: string, layout: Layout, description: string, descriptionKm: string, wpPackage: string];

/**
 * Where the provider keeps the zips of its own themes and plugins (the premium ones and those made for Cambodia):
 * WP-CLI installs a zip from an https address as it installs a wordpress.org slug
 * (https://developer.wordpress.org/cli/commands/theme/install/, `<theme|zip|url>`).
 */
const OWN_PACKAGES = 'https://downloads.cloudhost.com.kh/wordpress';
const own = (kind: 'themes' | 'plugins', key: string) => `${OWN_PACKAGES}/${kind}/${key}.zip`;

/** The WordPress themes: free ones and premium ones billed monthly with the plan. */
const THEMES: Extra[] = [
  ['astra-lite', 'Astra Lite', 'business', 0, '#1e3a8a', '#f59e0b', 'business', 'A fast, lightweight theme for company sites.', 'ស្បែកលឿន និងស្រាល សម្រាប់គេហទំព័រក្រុម⁠ហ៊ុន។', 'astra'],
  ['mekong-blog', 'Mekong Blog', 'blog', 0, '#065f46', '#34d399', 'blog', 'A clean reading layout for writers and news.', 'ប្លង់អានស្អាត សម្រាប់អ្នកសរសេរ និងព័ត៌មាន។', 'twentytwentyfive'],
  ['angkor-shop', 'Angkor Shop', 'shop', 499, '#7c2d12', '#fb923c', 'shop', 'An online shop with product grids and a cart.', 'ហាងអនឡាញ ជាមួយក្រឡាផលិតផល និងរទេះទិញ។', own('themes', 'angkor-shop')],
  ['lotus-portfolio', 'Lotus Portfolio', 'portfolio', 299, '#831843', '#f472b6', 'portfolio', 'Large images for photographers and designers.', 'រូបភាពធំៗ សម្រាប់អ្នកថតរូប និងអ្នករចនា។', own('themes', 'lotus-portfolio')],
  ['tonle-landing', 'Tonle Landing', 'landing', 0, '#0c4a6e', '#38bdf8', 'landing', 'One page that turns visitors into customers.', 'ទំព័រតែមួយ ដែលប្រែអ្នកទស្សនាឱ្យក្លាយជាអតិថិជន។', 'neve'],
  ['siem-reap-travel', 'Siem Reap Travel', 'business', 399, '#713f12', '#facc15', 'business', 'Tours, bookings and galleries for travel agencies.', 'ដំណើរកម្សាន្ត ការកក់ និងវិចិត្រសាល សម្រាប់ភ្នាក់ងារទេសចរណ៍។', own('themes', 'siem-reap-travel')],
  ['kampot-cafe', 'Kampot Café', 'shop', 199, '#3f3f46', '#a3e635', 'shop', 'Menus, opening hours and online orders for restaurants.', 'ម៉ឺនុយ ម៉ោងបើក និងការកម្មង់អនឡាញ សម្រាប់ភោជនីយដ្ឋាន។', own('themes', 'kampot-cafe')],
  ['bayon-news', 'Bayon News', 'blog', 349, '#111827', '#ef4444', 'blog', 'A magazine layout with categories and featured stories.', 'ប្លង់ទស្សនាវដ្ដី ជាមួយប្រភេទ និងរឿងពិសេស។', own('themes', 'bayon-news')],
];

/** The WordPress plugins. */
const PLUGINS: Extra[] = [
  ['seo-booster', 'SEO Booster', 'seo', 0, '#166534', '#4ade80', 'tool', 'Titles, sitemaps and search previews for every page.', 'ចំណងជើង ផែនទីគេហទំព័រ និងការមើលជាមុនក្នុងការស្វែងរក សម្រាប់គ្រប់ទំព័រ។', 'wordpress-seo'],
  ['contact-forms', 'Contact Forms', 'forms', 0, '#1d4ed8', '#93c5fd', 'tool', 'Drag-and-drop forms with spam protection.', 'ទម្រង់អូសទម្លាក់ ជាមួយការការពារសារឥតបានការ។', 'contact-form-7'],
  ['shop-cart', 'Shop Cart', 'commerce', 399, '#9a3412', '#fdba74', 'tool', 'Products, stock and checkout with KHQR and cards.', 'ផលិតផល ស្តុក និងការទូទាត់ជាមួយ KHQR និងកាត។', own('plugins', 'shop-cart')],
  ['backup-guard', 'Backup Guard', 'security', 199, '#374151', '#9ca3af', 'tool', 'Daily off-site backups you can restore in one click.', 'ការបម្រុង⁠ទុកប្រចាំថ្ងៃនៅក្រៅទីតាំង ដែលអាចស្ដារវិញដោយចុចម្ដង។', own('plugins', 'backup-guard')],
  ['firewall-shield', 'Firewall Shield', 'security', 299, '#7f1d1d', '#f87171', 'tool', 'Blocks attacks and bad bots before they reach your site.', 'រារាំងការវាយប្រហារ និងបូតអាក្រក់ មុនពេលវាមកដល់គេហទំព័ររបស់អ្នក។', own('plugins', 'firewall-shield')],
  ['cache-turbo', 'Cache Turbo', 'performance', 0, '#4c1d95', '#c4b5fd', 'tool', 'Page caching and image compression for faster pages.', 'ឃ្លាំងសម្ងាត់ទំព័រ និងការបង្រួមរូបភាព ដើម្បីទំព័រលឿនជាងមុន។', 'litespeed-cache'],
  ['khmer-fonts', 'Khmer Fonts', 'language', 0, '#0f766e', '#5eead4', 'tool', 'Khmer web fonts and line breaking that reads well.', 'ពុម្ពអក្សរខ្មែរ និងការបំបែកបន្ទាត់ដែលអានបានល្អ។', own('plugins', 'khmer-fonts')],
  ['booking-calendar', 'Booking Calendar', 'commerce', 249, '#be185d', '#f9a8d4', 'tool', 'Appointments and reservations with email reminders.', 'ការណាត់ជួប និងការកក់ ជាមួយការរំលឹកតាមអ៊ីមែល។', own('plugins', 'booking-calendar')],
];

/** TRIAL-CS1M is one month of a Baby Cloud server (the promotion says so); the other trials one month of their kind. */
const VOUCHER_RULES = [
  { code: 'TRIAL-CS1M', scope: 'first-month', packages: CLOUD_SERVER_PACKAGES.filter((key) => key.startsWith('cs-baby-cloud')), min_months: null },
  { code: 'TRIAL-CH1M', scope: 'first-month', packages: null, min_months: null },
  { code: 'TRIAL-SH1M', scope: 'first-month', packages: null, min_months: null },
  { code: 'TRIAL-WP1M', scope: 'first-month', packages: null, min_months: null },
] as const;

/** The promotion page's hosting codes, as vouchers that do what the page says (content.ts promotions). */
const HOSTING_VOUCHERS = [
  { code: 'CLOUD_HOSTING_DOMAIN_DISCOUNT', discount_type: 'fixed', value: 1199, categories: ['CLOUD_HOSTING'], scope: 'bundled-domain', min_months: 12, description: 'The .com bought with an annual cloud hosting plan free for its first year' },
  { code: 'SHARED_HOSTING_DOMAIN_DISCOUNT', discount_type: 'percent', value: 20, categories: ['SHARED_HOSTING'], scope: 'bundled-domain', min_months: null, description: '20% off the domain bought with a shared hosting plan' },
  { code: 'WP_HOSTING_EXTRA_DISCOUNT', discount_type: 'percent', value: 8, categories: ['WORDPRESS_HOSTING'], scope: 'items', min_months: 12, description: '8% off WordPress hosting paid for a year or more' },
] as const;

/** Seeds (and updates) the hosting configurators' prices, WordPress catalogue and the hosting vouchers' rules. */
export async function seedHosting(trx: Transaction<Database>): Promise<void> {
  const prices = HOSTING_CONFIG_TYPES.flatMap((type) => Object.entries(ADDON_PRICES[type]).map(([key, unitPrice]) => ({ type, key, unit_price: unitPrice })));
  await upsertRows(trx, 'hosting_addon_prices', prices, ['type', 'key']);
  const extras = [...THEMES.map((extra) => ['theme', extra] as const), ...PLUGINS.map((extra) => ['plugin', extra] as const)];
  const extraRows = extras.map(([kind, [key, name, category, monthlyPrice, primary, accent, layout, description, descriptionKm, wpPackage]], sort) => ({
    key,
    kind,
    name,
    category,
    monthly_price: monthlyPrice,
    primary_colour: primary,
    accent_colour: accent,
    layout,
    description,
    description_km: descriptionKm,
    sort,
    package: wpPackage,
  }));
  await upsertRows(trx, 'wordpress_extras', extraRows, ['key']);
  for (const rule of VOUCHER_RULES) {
    await trx
      .updateTable('vouchers')
      .set({ scope: rule.scope, packages: rule.packages ? JSON.stringify(rule.packages) : null, min_months: rule.min_months })
      .where('code', '=', rule.code)
      .execute();
  }
  const vouchers = HOSTING_VOUCHERS.map((voucher) => ({
    ...voucher,
    categories: JSON.stringify(voucher.categories),
    valid_until: new Date('2027-12-31T23:59:59Z'),
    min_subtotal: 0,
    max_uses: null,
    per_user_once: true,
    active: true,
    packages: null,
  }));
  await upsertRows(trx, 'vouchers', vouchers, ['code']);
}
