import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { BLOG_TAGS, blogPageSchema, blogPostSchema } from '@storefront/contracts';
import { BLOG_POSTS, blogPostRow, seedBlog, type BlogSeed } from '../src/db/seed/blog';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string, locale?: string) => t.app.inject({ method: 'GET', url, headers: locale ? { 'x-locale': locale } : {} });
const newestFirst = [...BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const KH_KEY = 'kh-or-com-kh-which-cambodian-domain';

describe('GET /api/blogs', () => {
  it('lists the seeded articles newest first, in English by default, with every tag in use and its count', async () => {
    const response = await get('/api/blogs');
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('x-locale');
    const page = blogPageSchema.parse(response.json());
    expect(page.items.map((item) => item.key)).toEqual(newestFirst.map((post) => post.key));
    expect(page).toMatchObject({ page: 1, pageSize: 6, total: BLOG_POSTS.length, pageCount: 1 });
    const first = page.items[0]!;
    expect(first.title).toBe(newestFirst[0]!.en.title);
    expect(first.excerpt).toBe(newestFirst[0]!.en.excerpt);
    expect(first.coverAlt).toBe(newestFirst[0]!.en.coverAlt);
    expect(first.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(new Date(first.publishedAt).toISOString()).toBe(newestFirst[0]!.publishedAt);
    expect(first.tags).toContainEqual({ key: 'hosting', name: 'Hosting' });
    const domains = BLOG_POSTS.filter((post) => post.tags.includes('domains')).length;
    expect(page.tags).toContainEqual({ key: 'domains', name: 'Domains', count: domains });
    expect(page.tags.every((tag) => (BLOG_TAGS as readonly string[]).includes(tag.key))).toBe(true);
  });

  it('answers in Khmer for x-locale km (and in English for an unknown locale)', async () => {
    const km = blogPageSchema.parse((await get('/api/blogs', 'km')).json());
    expect(km.items[0]!.title).toBe(newestFirst[0]!.km.title);
    expect(km.items[0]!.coverAlt).toBe(newestFirst[0]!.km.coverAlt);
    expect(km.tags).toContainEqual(expect.objectContaining({ key: 'domains', name: 'ឈ្មោះដែន' }));
    const other = blogPageSchema.parse((await get('/api/blogs', 'fr')).json());
    expect(other.items[0]!.title).toBe(newestFirst[0]!.en.title);
  });

  it('pages (?page, ?pageSize) and filters by tag (?tag)', async () => {
    const second = blogPageSchema.parse((await get('/api/blogs?page=2&pageSize=2')).json());
    expect(second.items.map((item) => item.key)).toEqual(newestFirst.slice(2, 4).map((post) => post.key));
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: BLOG_POSTS.length, pageCount: Math.ceil(BLOG_POSTS.length / 2) });

    const ssl = blogPageSchema.parse((await get('/api/blogs?tag=ssl')).json());
    expect(ssl.items.length).toBeGreaterThan(0);
    expect(ssl.items.every((item) => item.tags.some((tag) => tag.key === 'ssl'))).toBe(true);
    expect(ssl.total).toBe(BLOG_POSTS.filter((post) => post.tags.includes('ssl')).length);

    const noTopic = blogPageSchema.parse((await get('/api/blogs?tag=no-such-topic')).json());
    expect(noTopic).toMatchObject({ items: [], total: 0, pageCount: 0 });
    expect(noTopic.tags.length).toBeGreaterThan(0);

    const beyond = blogPageSchema.parse((await get('/api/blogs?page=50')).json());
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(BLOG_POSTS.length);
  });

  it('refuses bad queries with BAD_REQUEST', async () => {
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1e9', 'pageSize=0', 'pageSize=1000', 'tag=NOPE', 'tag=a%20b', 'tag=%00', `tag=${'x'.repeat(5000)}`, 'page=1.5']) {
      const response = await get(`/api/blogs?${query}`);
      expect({ query, status: response.statusCode, code: response.json().code }).toEqual({ query, status: 400, code: 'BAD_REQUEST' });
    }
  });
});

describe('GET /api/blogs/:key', () => {
  it('answers one post: its body as blocks, its author and dates, in the reader’s language', async () => {
    const seeded = BLOG_POSTS.find((post) => post.key === KH_KEY)!;
    const en = blogPostSchema.parse((await get(`/api/blogs/${KH_KEY}`)).json());
    expect(en).toMatchObject({ key: KH_KEY, title: seeded.en.title, description: seeded.en.description, author: { name: 'Sokha Chan', role: 'Domains team lead' } });
    expect(en.body).toEqual(seeded.en.body);
    expect(en.body.some((block) => block.type === 'heading')).toBe(true);
    expect(en.body.some((block) => block.type === 'list')).toBe(true);
    expect(new Date(en.updatedAt).toISOString()).toBe(seeded.updatedAt);

    const km = blogPostSchema.parse((await get(`/api/blogs/${KH_KEY}`, 'km')).json());
    expect(km).toMatchObject({ title: seeded.km.title, author: { name: 'ចាន់ សុខា' } });
    expect(km.body).toEqual(seeded.km.body);
    // Nothing in a body is markup: every block is plain text of a known type.
    for (const block of [...en.body, ...km.body]) expect(['heading', 'paragraph', 'list']).toContain(block.type);
  });

  it('relates up to 3 other posts sharing a tag, newest first', async () => {
    for (const post of BLOG_POSTS) {
      const answer = blogPostSchema.parse((await get(`/api/blogs/${post.key}`)).json());
      const expected = newestFirst.filter((other) => other.key !== post.key && other.tags.some((tag) => post.tags.includes(tag))).slice(0, 3);
      expect({ key: post.key, related: answer.related.map((item) => item.key) }).toEqual({ key: post.key, related: expected.map((item) => item.key) });
    }
    const answer = blogPostSchema.parse((await get(`/api/blogs/${KH_KEY}`)).json());
    expect(answer.related.length).toBeGreaterThan(0);
  });

  it('answers NOT_FOUND (404) for an unknown or malformed key', async () => {
    for (const key of ['no-such-post', 'UPPER-case', '..%2F..%2Fetc', 'a'.repeat(100), '%E1%9E%80', "x'%20or%201=1--"]) {
      const response = await get(`/api/blogs/${key}`);
      expect({ key, status: response.statusCode, body: response.json() }).toEqual({ key, status: 404, body: { code: 'NOT_FOUND', message: 'This page could not be found' } });
    }
  });

  it('refuses a NUL byte or an over-long key as every route does (BAD_REQUEST, 400 or 414)', async () => {
    const nul = await get('/api/blogs/a%00b');
    expect([nul.statusCode, nul.json().code]).toEqual([400, 'BAD_REQUEST']);
    const long = await get(`/api/blogs/${'a'.repeat(5000)}`);
    expect([long.statusCode, long.json().code]).toEqual([414, 'BAD_REQUEST']);
  });

  it('hides a post until it is published, from the list, the post itself and related posts', async () => {
    const future: BlogSeed = {
      ...BLOG_POSTS[0]!,
      key: 'a-post-from-the-future',
      publishedAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      updatedAt: new Date().toISOString(),
    };
    await seedBlog(t.app.db, [future]);
    try {
      expect((await get(`/api/blogs/${future.key}`)).statusCode).toBe(404);
      const page = blogPageSchema.parse((await get('/api/blogs?pageSize=24')).json());
      expect(page.items.map((item) => item.key)).not.toContain(future.key);
      expect(page.total).toBe(BLOG_POSTS.length);
      const related = blogPostSchema.parse((await get(`/api/blogs/${KH_KEY}`)).json()).related;
      expect(related.map((item) => item.key)).not.toContain(future.key);
    } finally {
      await t.app.db.deleteFrom('blog_posts').where('key', '=', future.key).execute();
    }
  });

  it('answers 50 requests at once, every one the same', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => get(i % 2 ? `/api/blogs/${KH_KEY}` : '/api/blogs?tag=domains', i % 3 ? 'km' : 'en')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const titles = new Set(responses.filter((_, i) => i % 2 && i % 3).map((response) => response.json().title));
    expect(titles.size).toBe(1);
  });

  it('seeding again changes nothing (the seed is safe on every start)', async () => {
    const before = await t.app.db.selectFrom('blog_posts').selectAll().orderBy('key').execute();
    await seedBlog(t.app.db);
    const afterRows = await t.app.db.selectFrom('blog_posts').selectAll().orderBy('key').execute();
    expect(afterRows).toEqual(before);
  });
});

describe('the seeded articles', () => {
  it('are 5 or 6 real articles, each in English and Khmer, with headings, paragraphs and lists', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(5);
    for (const post of BLOG_POSTS) {
      for (const text of [post.en, post.km]) {
        expect(text.body.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(2);
        expect(text.body.some((block) => block.type === 'list')).toBe(true);
      }
      // The Khmer text is Khmer, and says as much as the English one (same shape).
      expect(post.km.title).toMatch(/[\u1780-\u17FF]/);
      expect(post.km.body.map((block) => block.type)).toEqual(post.en.body.map((block) => block.type));
      expect(blogPostRow(post).reading_minutes).toBeGreaterThanOrEqual(1);
    }
  });

  it('refuses a body with a control character or an unknown block', () => {
    const post = BLOG_POSTS[0]!;
    expect(() => blogPostRow({ ...post, en: { ...post.en, body: [{ type: 'paragraph', text: 'a\u0000b' }] } })).toThrow();
    expect(() => blogPostRow({ ...post, en: { ...post.en, body: [{ type: 'html', text: '<script>' } as never] } })).toThrow();
    expect(() => blogPostRow({ ...post, key: 'Not A Key' })).toThrow();
  });
});

describe('the sitemap source', () => {
  it('lists every published post with its last change', async () => {
    const { blogSitemapSource } = await import('../src/blog/sitemap');
    const items = await blogSitemapSource.items(t.app);
    expect(items.map((item) => item.params.key)).toEqual(newestFirst.map((post) => post.key));
    expect(items[0]!.lastmod?.toISOString()).toBe(newestFirst[0]!.updatedAt);
  });
});
