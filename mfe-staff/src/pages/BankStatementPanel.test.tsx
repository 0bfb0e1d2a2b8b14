import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@storefront/testing';
import type { BankStatementMatch } from '@storefront/contracts';
import { renderStaffAt } from '../test/render-staff';

const CSV = 'Date,Reference,Amount\n2026-12-03,SF-0A1B2C3D4E,20.00\n2026-12-03,Cash deposit,50.00\n';
const MATCH: BankStatementMatch = {
  matched: 1,
  unmatched: 1,
  lines: [
    { line: 2, bookedOn: '2026-12-03', amount: 2000, currency: 'USD', text: 'SF-0A1B2C3D4E', counterparty: 'Sokha Chan', reference: 'SF-0A1B2C3D4E', outcome: 'matched', session: { sessionId: 's-1', kind: 'order', charge: 2000, userEmail: 'sokha@example.com', method: 'bankTransfer' } },
    { line: 3, bookedOn: '2026-12-03', amount: 5000, currency: 'USD', text: 'Cash deposit', counterparty: null, reference: null, outcome: 'noReference', session: null },
  ],
};

describe('issue 30: reconciling transfers from a bank statement', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('issue 30: reads the chosen statement, shows each line matched or why not, and confirms the matches with a reason', async () => {
    api = fakeApi({
      'GET /api/admin/payment-sessions': () => ({ items: [] }),
      'POST /api/admin/bank-statements': () => MATCH,
      'POST /api/admin/bank-statements/confirm': () => ({ ...MATCH, confirmed: [{ sessionId: 's-1', outcome: 'paid', reason: null }] }),
    });
    renderStaffAt('/staff/payments');
    const input = await screen.findByLabelText('Bank statement');
    await userEvent.upload(input, new File([CSV], 'december.csv', { type: 'text/csv' }));
    expect(await screen.findByText('december.csv (CSV): 1 matched, 1 not matched.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Statement lines' });
    expect(within(table).getByRole('row', { name: /SF-0A1B2C3D4E/ })).toHaveTextContent('Matched');
    expect(within(table).getByRole('row', { name: /Cash deposit/ })).toHaveTextContent('No reference');
    expect(api.calls.find((call) => call.url === '/api/admin/bank-statements')?.data).toEqual({ format: 'csv', content: CSV });

    await userEvent.click(screen.getByRole('button', { name: 'Confirm 1 transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm 1 transfer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'December statement');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('1 transfer confirmed (0 credited to a balance).')).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === '/api/admin/bank-statements/confirm')?.data).toEqual({ format: 'csv', content: CSV, reason: 'December statement' });
  });

  it('issue 30: a camt.053 file is sent as camt053, and a statement nothing matches cannot be confirmed', async () => {
    api = fakeApi({
      'GET /api/admin/payment-sessions': () => ({ items: [] }),
      'POST /api/admin/bank-statements': () => ({ matched: 0, unmatched: 0, lines: [] }),
    });
    renderStaffAt('/staff/payments');
    await userEvent.upload(await screen.findByLabelText('Bank statement'), new File(['<Document/>'], 'stmt.xml', { type: 'application/xml' }));
    expect(await screen.findByText('The statement has no lines.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === '/api/admin/bank-statements')?.data).toMatchObject({ format: 'camt053' });
    expect(screen.getByRole('button', { name: 'Confirm 0 transfers' })).toBeDisabled();
  });
});
