import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PricedTld, TldKind } from '@storefront/contracts';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { pricingRows } from '../features/tlds/pricing-table';
import { PricingPage } from './PricingPage';

const tld = (name: string, kind: TldKind, register: number, years: number | undefined): PricedTld => ({
  tld: name,
  kind,
  region: kind === 'country' ? 'asia' : null,
  registerPrice: register,
  renewPrice: register + 200,
  transferPrice: register,
  tags: name === 'com' ? ['hot'] : [],
  ...(years ? { totals: { register: register + (register + 200) * (years - 1), renew: (register + 200) * years, transfer: register + (register + 200) * (years - 1) } } : {}),
});

const catalogue = (years: number | undefined) => [tld('com', 'generic', 1199, years), tld('net', 'generic', 1399, years), tld('kh', 'country', 5000, years), tld('com.kh', 'country', 3500, years)];

describe('pricingRows', () => {
  it('uses the server totals, filters by the TLD text and sorts', () => {
    const rows = pricingRows(catalogue(2), { years: 2, text: '.com', sort: 'register' });
    expect(rows.map((row) => [row.tld, row.register])).toEqual([
      ['com', 1199 + 1399],
      ['com.kh', 3500 + 3700],
    ]);
    expect(pricingRows(catalogue(undefined), { years: 3, text: '', sort: 'name' })[0]).toMatchObject({ tld: 'com', register: null });
    expect(pricingRows(catalogue(undefined), { years: 1, text: '', sort: 'name' })[0]).toMatchObject({ tld: 'com', register: 1199, renew: 1399 });
  });
});

describe('PricingPage', () => {
  it('lists every TLD with register, renew and transfer totals for the chosen term', async () => {
    const api = fakeApi({ 'GET /api/domains/tlds': ({ params }) => catalogue(Number(params?.years) || undefined) });
    renderWithStorefront(<PricingPage />, { path: '/domain/pricing' });
    const table = await screen.findByRole('table', { name: 'Total prices in USD for 1 year' });
    expect(within(table).getByRole('columnheader', { name: 'Renew' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^\.com Hot/ })).toHaveTextContent('$11.99$13.99$11.99');
    expect(within(table).getByRole('link', { name: '.kh' })).toHaveAttribute('href', '/domain/tld/kh');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Term' }), '3');
    expect(await screen.findByRole('table', { name: 'Total prices in USD for 3 years' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table')).getByRole('row', { name: /^\.com Hot/ })).toHaveTextContent('$39.97$41.97$39.97'));
    expect(api.calls.at(-1)?.params).toMatchObject({ years: 3 });

    await userEvent.click(screen.getByRole('radio', { name: 'Country code' }));
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ kind: 'country', years: 3 }));
    expect(screen.getByRole('radiogroup', { name: 'Region' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter TLDs' }), 'zz');
    expect(await screen.findByText('No TLD matches')).toBeInTheDocument();
    api.restore();
  });
});
