import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { useQuoteHostingQuery } from './hosting-api';
import { useLiveQuote } from './use-live-quote';

/** A configurator reduced to its months and live price. */
function Priced() {
  const [months, setMonths] = useState('12');
  const { quote, loading, error } = useLiveQuote(useQuoteHostingQuery, { params: { type: 'shared-hosting' }, body: { package: 'basic', months: Number(months) } as never });
  return (
    <>
      <input aria-label="Months" value={months} onChange={(event) => setMonths(event.target.value)} />
      <output aria-label="Price">{quote ? String((quote as unknown as { total: number }).total) : '—'}</output>
      {loading && <span>Pricing…</span>}
      {error && <p role="alert">{error}</p>}
    </>
  );
}

const priceCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.url === '/api/products/shared-hosting/price');

describe('useLiveQuote (a price read with its generated query hook)', () => {
  it('asks once the configuration stays still, and not again for a configuration already priced', async () => {
    const api = fakeApi({ 'POST /api/products/shared-hosting/price': ({ data }) => ({ total: 100 * (data as { months: number }).months }) });
    renderWithStorefront(<Priced />);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Price' })).toHaveTextContent('1200'));
    const months = screen.getByRole('textbox', { name: 'Months' });
    await userEvent.clear(months);
    await userEvent.type(months, '24');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Price' })).toHaveTextContent('2400'));
    expect(screen.queryByText('Pricing…')).not.toBeInTheDocument();
    await userEvent.clear(months);
    await userEvent.type(months, '12');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Price' })).toHaveTextContent('1200'));
    // 12, then 24 (the keystrokes between were never asked); 12 again is cached under its own arguments.
    expect(priceCalls(api).map((call) => (call.data as { months: number }).months)).toEqual([12, 24]);
    api.restore();
  });

  it("says the api's words when a configuration cannot be priced, keeping the last price shown", async () => {
    const api = fakeApi({
      'POST /api/products/shared-hosting/price': ({ data }) => ((data as { months: number }).months === 12 ? { total: 1200 } : new FakeError(400, { code: 'BAD_REQUEST', message: 'This plan is not sold for 7 months' })),
    });
    renderWithStorefront(<Priced />);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Price' })).toHaveTextContent('1200'));
    const months = screen.getByRole('textbox', { name: 'Months' });
    await userEvent.clear(months);
    await userEvent.type(months, '7');
    expect(await screen.findByRole('alert')).toHaveTextContent('This plan is not sold for 7 months');
    expect(screen.getByRole('status', { name: 'Price' })).toHaveTextContent('1200');
    api.restore();
  });
});
