import { act, screen, within } from '@testing-library/react';
import { i18n, loadLocale } from '@storefront/platform';
import { renderShell } from '../test/render-shell';
import { Footer } from './Footer';

describe('Footer', () => {
  afterAll(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('links to the blog among the company pages', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderShell(<Footer />);
    const company = screen.getByRole('navigation', { name: 'Company pages' });
    expect(within(company).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  it('links to the clients page and the FAQ among the company pages', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderShell(<Footer />);
    const company = screen.getByRole('navigation', { name: 'Company pages' });
    expect(within(company).getByRole('link', { name: 'Our clients' })).toHaveAttribute('href', '/clients');
    expect(within(company).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('links to the Khmer blog on Khmer pages', async () => {
    await act(async () => {
      await i18n.changeLanguage('km');
      await loadLocale('km');
    });
    renderShell(<Footer />);
    const company = screen.getByRole('navigation', { name: 'ទំព័រក្រុម⁠ហ៊ុន' });
    expect(within(company).getByRole('link', { name: 'ប្លុក' })).toHaveAttribute('href', '/km/blog');
  });
});
