import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnedService, ServiceSla, SlaMonth } from '@storefront/contracts';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { SlaCredits } from './SlaCredits';

const SERVER = { id: 's2', kind: 'cloud-server' } as OwnedService;
const october: SlaMonth = {
  month: '2026-10',
  downtimeMinutes: 500,
  uptimePercent: 98.879,
  creditPercent: 10,
  creditCents: 400,
  claimBy: '2026-11-20T09:20:00.000Z',
  state: 'claimable',
  incidents: [],
  credit: null,
};
const september: SlaMonth = { ...october, month: '2026-09', downtimeMinutes: 0, uptimePercent: 100, creditPercent: 0, creditCents: 0, claimBy: null, state: 'met' };

function render() {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<SlaCredits service={SERVER} />, { store });
}

describe('SlaCredits', () => {
  it('proposes the credit of a month below target and claims it with what the outage affected', async () => {
    let sla: ServiceSla = { serviceId: 's2', monthlyFee: 4000, months: [october, september] };
    const claims: unknown[] = [];
    fakeApi({
      'GET /api/user/services/s2/sla': () => sla,
      'POST /api/user/services/s2/sla-claims': ({ data }) => {
        claims.push(data);
        sla = { ...sla, months: [{ ...october, state: 'credited', credit: { id: 'c1', amount: 400, issuedAt: '2026-11-05T08:00:00.000Z', expiresAt: '2026-12-05T08:00:00.000Z', expired: false } }, september] };
        return sla;
      },
    });
    render();
    expect(await screen.findByText('A credit is waiting for you: October 2026')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Uptime per month' })).toBeInTheDocument();
    expect(screen.getByText('Target met')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim $4.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the claim' }));
    expect(await screen.findByText(/\$4\.00 was added to your promo credit/)).toBeInTheDocument();
    expect(claims).toEqual([{ month: '2026-10', description: 'Our server was unreachable for 500 minutes in October 2026.' }]);
    expect(await screen.findByText('Credited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim $4.00' })).not.toBeInTheDocument();
  });

  it('says why a claim is refused', async () => {
    fakeApi({
      'GET /api/user/services/s2/sla': () => ({ serviceId: 's2', monthlyFee: 4000, months: [october] }),
      'POST /api/user/services/s2/sla-claims': () => new FakeError(409, { code: 'NOT_ELIGIBLE', message: 'too late', details: { reason: 'late' } }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim $4.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A claim is due within one month of the outage: this one is too late.');
  });

  it('shows an error with a retry when the record cannot be loaded', async () => {
    fakeApi({
      'GET /api/user/services/s2/sla': () => new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }),
    });
    render();
    expect(await screen.findByText('The uptime record could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
