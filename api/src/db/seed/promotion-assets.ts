import type { Kysely } from 'kysely';
import type { ArtMotif, PromotionCategory, SeasonalTheme } from '@storefront/contracts';
import type { Database } from '../database';
import { upsertRows } from './upsert';

type Words = { en: string; km: string };

/** Each category's banner: what it sells, where it leads, its picture. */
const CATEGORIES: Record<PromotionCategory, { title: Words; text: Words; href: string; motif: ArtMotif }> = {
  'cloud-server': {
    title: { en: 'Cloud servers from $8.99 a month', km: 'ម៉ាស៊ីនមេ Cloud ចាប់ពី $8.99 ក្នុងមួយខែ' },
    text: { en: 'SSD servers in Phnom Penh and Singapore, ready in minutes, with a 99.5 % uptime promise.', km: 'ម៉ាស៊ីនមេ SSD នៅភ្នំពេញ និងសិង្ហបុរី រួចរាល់ក្នុងប៉ុន្មាននាទី ជាមួយការសន្យាដំណើរ⁠ការ 99.5 %។' },
    href: '/cloud',
    motif: 'server',
  },
  hosting: {
    title: { en: 'Hosting with a free domain', km: 'សេវាបង្ហោះជាមួយដែនឥតគិតថ្លៃ' },
    text: { en: 'Annual shared hosting plans bring their domain free for the first year.', km: 'គម្រោងសេវាបង្ហោះរួមប្រចាំឆ្នាំ ផ្តល់ដែនឥតគិតថ្លៃសម្រាប់ឆ្នាំដំបូង។' },
    href: '/hosting/shared',
    motif: 'cloud',
  },
  domain: {
    title: { en: 'Find your name online', km: 'ស្វែងរកឈ្មោះរបស់អ្នកលើអ៊ីនធឺណិត' },
    text: { en: '.com, .asia, .com.kh and more, with free domain privacy.', km: '.com, .asia, .com.kh និងច្រើនទៀត ជាមួយភាពឯកជនដែនឥតគិតថ្លៃ។' },
    href: '/domain',
    motif: 'globe',
  },
  ssl: {
    title: { en: 'Secure your site with SSL', km: 'ការពារគេហទំព័ររបស់អ្នកជាមួយ SSL' },
    text: { en: 'Certificates from domain validation to extended validation, issued in minutes.', km: 'វិញ្ញាបនបត្រចាប់ពីការផ្ទៀង⁠ផ្ទាត់ដែន ដល់ការផ្ទៀង⁠ផ្ទាត់បន្ថែម ចេញក្នុងប៉ុន្មាននាទី។' },
    href: '/ssl',
    motif: 'lock',
  },
};

/** Each theme's season: its words before the title, its colours and its ornament. */
const SEASONS: Record<SeasonalTheme, { prefix: Words | null; from: string; to: string; ornament: ArtMotif; alt: Words; badge: Words }> = {
  default: { prefix: null, from: '#1f4fd6', to: '#12a4d9', ornament: 'star', alt: { en: 'Stars over a cloud', km: 'ផ្កាយលើពពក' }, badge: { en: 'Offers of the month', km: 'ការផ្តល់ជូនប្រចាំខែ' } },
  christmas: { prefix: { en: 'Christmas offer', km: 'ការផ្តល់ជូនបុណ្យណូអែល' }, from: '#b3122e', to: '#1b7a3e', ornament: 'snow', alt: { en: 'Snowflakes falling on a gift', km: 'ផ្កាព្រិលធ្លាក់លើកាដូ' }, badge: { en: 'Christmas deals', km: 'ការផ្តល់ជូនបុណ្យណូអែល' } },
  spring: { prefix: { en: 'Spring offer', km: 'ការផ្តល់ជូនរដូវផ្ការីក' }, from: '#d9468f', to: '#f5a3c7', ornament: 'blossom', alt: { en: 'Blossoms opening', km: 'ផ្កាកំពុងរីក' }, badge: { en: 'Spring deals', km: 'ការផ្តល់ជូនរដូវផ្ការីក' } },
  summer: { prefix: { en: 'Summer offer', km: 'ការផ្តល់ជូនរដូវក្តៅ' }, from: '#f08c00', to: '#ffd43b', ornament: 'sun', alt: { en: 'A bright summer sun', km: 'ព្រះអាទិត្យរដូវក្តៅភ្លឺ' }, badge: { en: 'Summer deals', km: 'ការផ្តល់ជូនរដូវក្តៅ' } },
  autumn: { prefix: { en: 'Autumn offer', km: 'ការផ្តល់ជូនរដូវស្លឹកឈើជ្រុះ' }, from: '#a64b00', to: '#e67700', ornament: 'leaf', alt: { en: 'Falling autumn leaves', km: 'ស្លឹកឈើជ្រុះរដូវស្លឹកឈើជ្រុះ' }, badge: { en: 'Autumn deals', km: 'ការផ្តល់ជូនរដូវស្លឹកឈើជ្រុះ' } },
};

/** The banners (one per category and theme) and the seasonal assets (a hero and a badge per theme), kept up to date. */
export async function seedPromotionAssets(db: Kysely<Database>): Promise<void> {
  const seasons = Object.entries(SEASONS) as [SeasonalTheme, (typeof SEASONS)[SeasonalTheme]][];
  const banners = seasons.flatMap(([theme, season]) =>
    (Object.entries(CATEGORIES) as [PromotionCategory, (typeof CATEGORIES)[PromotionCategory]][]).map(([category, banner]) => ({
      category,
      theme,
      title: season.prefix ? `${season.prefix.en}: ${banner.title.en}` : banner.title.en,
      title_km: season.prefix ? `${season.prefix.km}៖ ${banner.title.km}` : banner.title.km,
      text: banner.text.en,
      text_km: banner.text.km,
      href: banner.href,
      motif: banner.motif,
      color_from: season.from,
      color_to: season.to,
    })),
  );
  await upsertRows(db, 'category_banners', banners, ['category', 'theme']);
  const assets = seasons.flatMap(([theme, season]) => [
    { id: `${theme}-hero`, category: 'hero', theme, alt: season.alt.en, alt_km: season.alt.km, motif: season.ornament, color_from: season.from, color_to: season.to, sort: 0 },
    { id: `${theme}-badge`, category: 'badge', theme, alt: season.badge.en, alt_km: season.badge.km, motif: theme === 'default' ? 'gift' : season.ornament, color_from: season.to, color_to: season.from, sort: 1 },
  ]);
  await upsertRows(db, 'seasonal_assets', assets, ['id']);
}
