import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@storefront/testing';
import { renderShell } from '../test/render-shell';
import { Footer } from './Footer';
import { HostingMenu } from './HostingMenu';
import { MobileMenu } from './MobileMenu';

const menu = () => (
  <ul>
    <HostingMenu />
  </ul>
);

describe('HostingMenu', () => {
  it('links to hosting and opens every hosting kind, SSL, AWS and SMS, each with what it is for and its lowest price', async () => {
    const api = fakeApi({ 'GET /api/products/min-price': () => ({ 'shared-hosting': 199, 'cloud-hosting': 999, 'wordpress-hosting': 399, 'cloud-server': 499, ssl: 799 }) });
    renderShell(menu());
    expect(screen.getByRole('link', { name: 'Hosting' })).toHaveAttribute('href', '/hosting/shared');
    const toggle = screen.getByRole('button', { name: 'More hosting products' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Hosting products' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('navigation', { name: 'Hosting products' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/cloud', '/hosting/cloud', '/hosting/shared', '/hosting/wordpress', '/ssl', '/aws-partner', '/sms']);
    expect(await within(panel).findByText('from $3.99/mo')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'WordPress Hosting' })).toHaveAccessibleDescription('WordPress installed, updated and backed up for you from $3.99/mo');
    expect(within(panel).getByRole('link', { name: 'SSL' })).toHaveAccessibleDescription(/from \$7\.99\/yr$/);
    expect(within(panel).getByRole('link', { name: 'SMS' })).toHaveAccessibleDescription('Brand-name and bulk SMS across Cambodia');
    // Asked once, however often the menu opens.
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(api.calls.filter((call) => call.url === '/api/products/min-price')).toHaveLength(1);
    api.restore();
  });

  it('closes on Escape (focus back on its button), on a click elsewhere, and on a choice', async () => {
    renderShell(
      <>
        {menu()}
        <p>Elsewhere</p>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'More hosting products' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.click(await screen.findByRole('link', { name: 'SSL' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('the footer lists every product, each hosting kind included, once', () => {
    renderShell(<Footer />);
    const products = screen.getByRole('navigation', { name: /products/i });
    expect(within(products).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/domain',
      '/cloud',
      '/hosting/cloud',
      '/hosting/shared',
      '/hosting/wordpress',
      '/ssl',
      '/aws-partner',
      '/sms',
      '/promotion',
    ]);
  });

  it('the mobile menu lists the hosting products under Hosting, each product once', () => {
    renderShell(<MobileMenu open onClose={() => undefined} />);
    const menu = screen.getByRole('navigation', { name: 'All pages' });
    const hosting = within(menu).getByRole('list', { name: 'Hosting' });
    expect(within(hosting).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/cloud', '/hosting/cloud', '/hosting/shared', '/hosting/wordpress', '/ssl', '/aws-partner', '/sms']);
    const hrefs = within(menu).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs.slice(0, 1)).toEqual(['/domain']);
    expect(hrefs).toContain('/promotion');
  });
});
