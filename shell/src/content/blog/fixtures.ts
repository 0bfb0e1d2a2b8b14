import type { BlogPage, BlogPost, BlogPostSummary } from '@storefront/contracts';

/** Blog answers for the page tests (the api's shapes, shared/contracts blog.ts). */
export function summary(key: string, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    key,
    title: `Title of ${key}`,
    excerpt: `Excerpt of ${key}`,
    coverAlt: `Cover of ${key}`,
    tags: [{ key: 'domains', name: 'Domains' }],
    publishedAt: '2026-11-05T02:00:00.000Z',
    readingMinutes: 3,
    ...overrides,
  };
}

export function blogPage(items: BlogPostSummary[], overrides: Partial<BlogPage> = {}): BlogPage {
  return {
    items,
    page: 1,
    pageSize: 6,
    total: items.length,
    pageCount: items.length ? 1 : 0,
    tags: [
      { key: 'domains', name: 'Domains', count: 3 },
      { key: 'ssl', name: 'SSL certificates', count: 1 },
    ],
    ...overrides,
  };
}

export function blogPost(key: string, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    ...summary(key),
    title: 'Choosing a domain name',
    description: 'How to choose a domain name for a business in Cambodia.',
    body: [
      { type: 'paragraph', text: 'Your domain name is the address printed on your shop sign.' },
      { type: 'heading', level: 2, text: 'Keep it short' },
      { type: 'list', ordered: false, items: ['Aim for 6 to 15 characters.', 'Avoid hyphens.'] },
      { type: 'list', ordered: true, items: ['Register early.'] },
      { type: 'paragraph', text: '<script>alert(1)</script>' },
    ],
    author: { name: 'Sokha Chan', role: 'Domains team lead' },
    updatedAt: '2026-11-20T02:00:00.000Z',
    related: [summary('kh-or-com-kh'), summary('moving-your-website', { tags: [{ key: 'migration', name: 'Moving your site' }] })],
    ...overrides,
  };
}
