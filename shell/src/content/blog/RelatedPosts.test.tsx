import { act, screen, within } from '@testing-library/react';
import { i18n } from '@storefront/platform';
import { renderShell } from '../../test/render-shell';
import { summary } from './fixtures';
import { RelatedPosts } from './RelatedPosts';

describe('RelatedPosts', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists the related posts in the order given, each a link to its article', () => {
    renderShell(<RelatedPosts posts={[summary('newer'), summary('older', { publishedAt: '2026-08-12T02:00:00.000Z' })]} />);
    const block = screen.getByRole('region', { name: 'Related articles' });
    const links = within(block).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/blog/newer', '/blog/older']);
    expect(within(block).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Title of newer', 'Title of older']);
    expect(within(block).getByText('Aug 12, 2026')).toBeInTheDocument();
    expect(within(block).getByRole('img', { name: 'Cover of newer' })).toBeInTheDocument();
  });

  it('shows nothing when there are no related posts', () => {
    const { container } = renderShell(<RelatedPosts posts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Khmer on Khmer pages: its title, the links under /km and the dates', async () => {
    await act(() => i18n.changeLanguage('km'));
    renderShell(<RelatedPosts posts={[summary('newer')]} />);
    const block = screen.getByRole('region', { name: 'អត្ថបទពាក់ព័ន្ធ' });
    expect(within(block).getByRole('link').getAttribute('href')).toBe('/km/blog/newer');
    expect(within(block).getByText('5 វិច្ឆិកា 2026')).toBeInTheDocument();
    expect(within(block).getByText('អានរយៈ⁠ពេល 3 នាទី')).toBeInTheDocument();
  });
});
