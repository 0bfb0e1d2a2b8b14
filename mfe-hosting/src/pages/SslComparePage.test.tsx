import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { CERTIFICATES } from '../test/ssl-fixtures';
import { SslComparePage } from './SslComparePage';

const answer = () => fakeApi({ 'GET /api/ssl-certificates': () => CERTIFICATES });
const columns = (table: HTMLElement) => within(within(table).getAllByRole('rowgroup')[0]!).getAllByRole('columnheader').map((header) => header.textContent);

describe('SslComparePage', () => {
  it('puts every certificate side by side, a row per fact, in a strip that scrolls sideways', async () => {
    const api = answer();
    renderWithStorefront(<SslComparePage />, { path: '/ssl/compare' });
    expect(screen.getByRole('heading', { level: 1, name: 'Compare SSL certificates' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'SSL certificates side by side' });
    // The ScrollStrip is a named region in the tab order, so a keyboard scrolls the table too.
    expect(screen.getByRole('region', { name: 'SSL certificates side by side' })).toHaveAttribute('tabindex', '0');
    expect(columns(table)).toEqual(['PositiveSSL', 'PositiveSSL Wildcard', 'EV SSL', 'Unified Communications']);
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Price per year')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$7.99/yr', '$79.99/yr', '$89.99/yr', '$99.99/yr']);
    expect(within(row('Names covered')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1 name', '1 name and its subdomains', '1 name', '3 names']);
    expect(within(row('Company documents')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['None', 'None', 'Required', 'Required']);
    expect(within(table).getByRole('link', { name: 'EV SSL' })).toHaveAttribute('href', '/ssl/ev-ssl');
    api.restore();
  });

  it('compares the certificates of ?keys= in the order given, ignoring unknown keys', async () => {
    const api = answer();
    renderWithStorefront(<SslComparePage />, { path: '/ssl/compare?keys=ev-ssl,nope,positivessl,ev-ssl' });
    expect(columns(await screen.findByRole('table'))).toEqual(['EV SSL', 'PositiveSSL']);
    api.restore();
  });

  it('chooses the certificates with a form that works as a plain GET and, once interactive, changes the address', async () => {
    const api = answer();
    renderWithStorefront(<SslComparePage />, { path: '/ssl/compare?keys=ev-ssl,positivessl', route: '/ssl/compare' });
    await screen.findByRole('table');
    const form = screen.getByRole('group', { name: 'Certificates' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/ssl/compare');
    await userEvent.click(screen.getByText('Choose certificates to compare'));
    expect(screen.getByRole('checkbox', { name: 'EV SSL' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'PositiveSSL Wildcard' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'PositiveSSL Wildcard' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'EV SSL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(columns(await screen.findByRole('table'))).toEqual(['PositiveSSL', 'PositiveSSL Wildcard']);
    api.restore();
  });
});
