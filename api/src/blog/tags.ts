import type { BlogTag, BlogTagKey, Locale } from '@storefront/contracts';

/** The names of the blog's topics, in both languages (answered with each post, so pages need no copy of them). */
export const BLOG_TAG_NAMES: Record<BlogTagKey, Record<Locale, string>> = {
  domains: { en: 'Domains', km: 'ឈ្មោះដែន' },
  hosting: { en: 'Hosting', km: 'សេវាបង្ហោះ' },
  ssl: { en: 'SSL certificates', km: 'វិញ្ញាបនបត្រ SSL' },
  security: { en: 'Security', km: 'សុវត្ថិភាព' },
  wordpress: { en: 'WordPress', km: 'WordPress' },
  business: { en: 'Small business', km: 'អាជីវ⁠កម្មខ្នាតតូច' },
  migration: { en: 'Moving your site', km: 'ការផ្លាស់ទីគេហទំព័រ' },
};

export const blogTag = (key: BlogTagKey, locale: Locale): BlogTag => ({ key, name: BLOG_TAG_NAMES[key][locale] });
