import userEvent from '@testing-library/user-event';
import { act, screen, within } from '@testing-library/react';
import { i18n, Route, Routes, useLocation } from '@storefront/platform';
import { FakeError, fakeApi } from '@storefront/testing';
import { renderShell } from '../../test/render-shell';
import { blogPage, blogPost, summary } from './fixtures';
import { BlogListPage, BlogPostPage } from './index';

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderBlog(path: string) {
  return renderShell(
    <>
      <Routes>
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:key" element={<BlogPostPage />} />
        <Route path="/km/blog" element={<BlogListPage />} />
        <Route path="/km/blog/:key" element={<BlogPostPage />} />
      </Routes>
      <Where />
    </>,
    { path },
  );
}

const SIX = ['one', 'two', 'three', 'four', 'five', 'six'].map((key) => summary(key));

describe('the blog list (/blog)', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the articles with their dates and reading times, and the topics to filter by', async () => {
    const api = fakeApi({ 'GET /api/blogs': () => blogPage(SIX) });
    renderBlog('/blog');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the articles…');
    expect(await screen.findByRole('link', { name: 'Title of one' })).toHaveAttribute('href', '/blog/one');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getAllByText('Nov 5, 2026')).toHaveLength(6);
    expect(screen.getAllByText('3 min read')).toHaveLength(6);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('radio', { name: 'All topics' })).toBeChecked();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
    expect(document.title).toBe('Blog: guides to domains, hosting and security | Storefront');
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/api/blogs', params: { page: 1 } });
    api.restore();
  });

  it('filters by topic and pages through the list, both kept in the address', async () => {
    const api = fakeApi({
      'GET /api/blogs': ({ params }) =>
        params?.tag === 'ssl'
          ? blogPage([summary('ssl-levels', { title: 'SSL levels' })], { page: Number(params.page), total: 7, pageCount: 2 })
          : blogPage(SIX, { total: 7, pageCount: 2, page: Number(params?.page ?? 1) }),
    });
    renderBlog('/blog');
    await userEvent.click(await screen.findByRole('radio', { name: /SSL certificates/ }));
    expect(await screen.findByRole('link', { name: 'SSL levels' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/blog?tag=ssl');
    expect(screen.getByRole('radio', { name: /SSL certificates/ })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/blog?tag=ssl&page=2');
    await screen.findByRole('button', { name: 'Page 2', current: 'page' });
    expect(api.calls.at(-1)).toMatchObject({ params: { page: 2, tag: 'ssl' } });

    await userEvent.click(screen.getByRole('radio', { name: 'All topics' }));
    expect(await screen.findByRole('link', { name: 'Title of one' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/blog$/);
    api.restore();
  });

  it('ignores a malformed topic or page in the address', async () => {
    const api = fakeApi({ 'GET /api/blogs': () => blogPage(SIX) });
    renderBlog('/blog?tag=%3Cscript%3E&page=-3');
    await screen.findByRole('link', { name: 'Title of one' });
    expect(api.calls[0]?.params).toEqual({ page: 1 });
    api.restore();
  });

  it('says when a topic has no articles yet, and offers them all', async () => {
    const api = fakeApi({ 'GET /api/blogs': ({ params }) => (params?.tag ? blogPage([]) : blogPage(SIX)) });
    renderBlog('/blog?tag=ssl');
    expect(await screen.findByRole('heading', { name: 'No articles on this topic yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(await screen.findByRole('link', { name: 'Title of one' })).toBeInTheDocument();
    api.restore();
  });

  it('says when a page is past the end, and goes back to the first', async () => {
    const api = fakeApi({ 'GET /api/blogs': ({ params }) => (params?.page === 9 ? blogPage([], { total: 6, page: 9 }) : blogPage(SIX)) });
    renderBlog('/blog?page=9');
    await userEvent.click(await screen.findByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByRole('link', { name: 'Title of one' })).toBeInTheDocument();
    api.restore();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    const api = fakeApi({ 'GET /api/blogs': () => (fail ? new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Error' }) : blogPage(SIX)) });
    renderBlog('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('The articles could not be loaded');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Title of one' })).toBeInTheDocument();
    api.restore();
  });

  it('is in Khmer under /km, with Khmer dates', async () => {
    await act(() => i18n.changeLanguage('km'));
    const api = fakeApi({ 'GET /api/blogs': () => blogPage(SIX) });
    renderBlog('/km/blog');
    expect(await screen.findByRole('link', { name: 'Title of one' })).toHaveAttribute('href', '/km/blog/one');
    expect(screen.getByRole('heading', { level: 1, name: 'ប្លុក' })).toBeInTheDocument();
    expect(screen.getAllByText('5 វិច្ឆិកា 2026')).toHaveLength(6);
    expect(screen.getByRole('radio', { name: 'ប្រធានបទទាំងអស់' })).toBeChecked();
    expect(within(screen.getByRole('navigation', { name: 'ផ្លូវរុករក' })).getByRole('link', { name: 'ទំព័រដើម' })).toHaveAttribute('href', '/km');
    api.restore();
  });
});

describe('an article (/blog/:key)', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the article from its blocks, with breadcrumbs, author, dates and the related posts', async () => {
    const api = fakeApi({ 'GET /api/blogs/choosing-a-domain': () => blogPost('choosing-a-domain') });
    renderBlog('/blog/choosing-a-domain');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choosing a domain name' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(trail).getByText('Choosing a domain name')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: 'Keep it short' })).toBeInTheDocument();
    expect(within(article).getByText('Aim for 6 to 15 characters.').closest('ul')).not.toBeNull();
    expect(within(article).getByText('Register early.').closest('ol')).not.toBeNull();
    // Text from the database is text: markup in it is shown, never run.
    expect(within(article).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(within(article).getByText('By Sokha Chan, Domains team lead')).toBeInTheDocument();
    expect(within(article).getByText('Published Nov 5, 2026')).toBeInTheDocument();
    expect(within(article).getByText('Updated Nov 20, 2026')).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'Cover of choosing-a-domain' })).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/blog/kh-or-com-kh', '/blog/moving-your-website']);
    expect(document.title).toBe('Choosing a domain name | Blog | Storefront');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('How to choose a domain name for a business in Cambodia.');
    api.restore();
  });

  it('shows the not-found screen for an unknown article', async () => {
    const api = fakeApi({ 'GET /api/blogs/no-such-post': () => new FakeError(404, { code: 'NOT_FOUND', message: 'This page could not be found' }) });
    renderBlog('/blog/no-such-post');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    api.restore();
  });

  it('shows an error with a retry when the article cannot be loaded', async () => {
    let fail = true;
    const api = fakeApi({ 'GET /api/blogs/choosing-a-domain': () => (fail ? new FakeError(503, { code: 'SERVICE_SERVER_ERROR', message: 'Error' }) : blogPost('choosing-a-domain')) });
    renderBlog('/blog/choosing-a-domain');
    expect(await screen.findByRole('alert')).toHaveTextContent('This article could not be loaded');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choosing a domain name' })).toBeInTheDocument();
    api.restore();
  });

  it('is in Khmer under /km, with Khmer dates and labels', async () => {
    await act(() => i18n.changeLanguage('km'));
    const api = fakeApi({ 'GET /api/blogs/choosing-a-domain': () => blogPost('choosing-a-domain', { author: { name: 'ចាន់ សុខា', role: 'ប្រធានក្រុមសេវាដែន' } }) });
    renderBlog('/km/blog/choosing-a-domain');
    const article = await screen.findByRole('article');
    expect(within(article).getByText('ផ្សព្វផ្សាយថ្ងៃទី 5 វិច្ឆិកា 2026')).toBeInTheDocument();
    expect(within(article).getByText('ដោយ ចាន់ សុខា — ប្រធានក្រុមសេវាដែន')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'ផ្លូវរុករក' })).getByRole('link', { name: 'ប្លុក' })).toHaveAttribute('href', '/km/blog');
    expect(screen.getByRole('region', { name: 'អត្ថបទពាក់ព័ន្ធ' })).toBeInTheDocument();
    api.restore();
  });
});

describe('the blog texts', () => {
  /** Every leaf key of a translation tree, plural forms folded ("card.readingTime"). */
  const keys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(one|other)$/, '')}`],
    );
  const values = (tree: object): string[] => Object.values(tree).flatMap((value) => (typeof value === 'object' && value !== null ? values(value as object) : [String(value)]));

  it('exist in English and Khmer alike, the Khmer ones in Khmer', async () => {
    const en = (await import('./locales/en/blog.json')).default;
    const km = (await import('./locales/km/blog.json')).default;
    expect([...new Set(keys(km))].sort()).toEqual([...new Set(keys(en))].sort());
    expect(values(km).filter((text) => !/[\u1780-\u17FF]/.test(text))).toEqual([]);
  });
});
