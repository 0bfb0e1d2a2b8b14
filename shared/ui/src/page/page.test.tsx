import { screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { Breadcrumbs } from './Breadcrumbs';
import { PageHeader } from './PageHeader';
import { StatusPage } from './StatusPage';

describe('StatusPage', () => {
  it.each(['notFound', 'error', 'maintenance', 'construction', 'success', 'pending'] as const)('%s shows a decorative illustration, title and actions', async (kind) => {
    const { container } = renderWithTheme(
      <StatusPage kind={kind} title="This page could not be found" description="Check the address" actions={<a href="/">Back home</a>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByText('Check the address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back home' })).toBeInTheDocument();
    // The drawing is its own chunk: its place is held (same size) until it arrives.
    const svg = await waitFor(() => {
      const drawing = container.querySelector(`svg[data-kind="${kind}"]`);
      expect(drawing).not.toBeNull();
      return drawing;
    });
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.childElementCount).toBeGreaterThan(1);
  });

  it('can use h2 inside a page', () => {
    renderWithTheme(<StatusPage kind="error" title="An Error Occurred" headingAs="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'An Error Occurred' })).toBeInTheDocument();
  });
});

describe('PageHeader and Breadcrumbs', () => {
  it('renders a breadcrumb trail with the current page, title and subtitle', () => {
    renderWithTheme(
      <PageHeader
        title="SSL certificates"
        subtitle="Secure your site"
        description="Thirteen certificate types"
        breadcrumbs={
          <Breadcrumbs label="Breadcrumb">
            <a href="/">Home</a>
            <span>SSL</span>
          </Breadcrumbs>
        }
        actions={<button type="button">Compare</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'SSL certificates' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText('SSL').closest('li')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Thirteen certificate types')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare' })).toBeInTheDocument();
  });
});
