import { act, screen } from '@testing-library/react';
import type { CloudServerMetrics as Metrics } from '@storefront/contracts';
import { createStore, i18n, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { CloudServerMetrics } from './CloudServerMetrics';

const ID = '0b0e7a57-5b7e-4b44-9d0e-1f0c3c2d4e5f';
const sample = (hour: number, cpuPercent: number, ramUsedMb: number) => ({ at: `2026-11-24T${String(hour).padStart(2, '0')}:00:00.000Z`, cpuPercent, ramUsedMb, netInMb: 512, netOutMb: 1024 });
const METRICS: Metrics = { serviceId: ID, running: true, ramMb: 2048, storageGb: 40, storageUsedGb: 6.5, samples: [sample(7, 10, 700), sample(8, 40, 900), sample(9, 22.5, 1024)] };

function render(path = '/account/services') {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<CloudServerMetrics serviceId={ID} />, { store, path });
}

describe('CloudServerMetrics', () => {
  it("shows the server's CPU and RAM now with the day's average and peak, its disk and its traffic", async () => {
    fakeApi({ [`GET /api/user/cloud-servers/${ID}/metrics`]: () => METRICS });
    render();
    const cpu = await screen.findByRole('progressbar', { name: 'CPU' });
    expect(cpu).toHaveAttribute('aria-valuenow', '23');
    expect(cpu).toHaveAttribute('aria-valuetext', '22.5% now · average 24.2% · peak 40%');
    expect(screen.getByRole('progressbar', { name: 'RAM' })).toHaveAttribute('aria-valuetext', '1 of 2 GB in use');
    expect(screen.getByRole('progressbar', { name: 'Disk' })).toHaveAttribute('aria-valuetext', '6.5 of 40 GB used');
    expect(screen.getByText('Traffic in the last 3 hours: 1.5 GB in, 3 GB out')).toBeInTheDocument();
  });

  it('says the figures come once the server runs, and says so when they cannot be loaded', async () => {
    fakeApi({ [`GET /api/user/cloud-servers/${ID}/metrics`]: () => ({ ...METRICS, running: false, storageUsedGb: 0, samples: [] }) });
    const { unmount } = render();
    expect(await screen.findByText('Figures appear here once the server is running.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    unmount();

    fakeApi({ [`GET /api/user/cloud-servers/${ID}/metrics`]: () => new FakeError(500, { code: 'INTERNAL_ERROR' }) });
    render();
    expect(await screen.findByText("The server's figures could not be loaded. Try again in a moment.")).toBeInTheDocument();
  });

  it('speaks Khmer under /km', async () => {
    fakeApi({ [`GET /api/user/cloud-servers/${ID}/metrics`]: () => METRICS });
    await act(() => i18n.changeLanguage('km'));
    try {
      render('/km/account/services');
      // the compounds glued with word joiners, as in the words (npm run lint:khmer)
      expect(await screen.findByRole('heading', { name: (name) => name === 'ការប្រើ⁠ប្រាស់ក្នុងរយៈ⁠ពេល ២៤ ម៉ោងចុងក្រោយ' })).toBeInTheDocument();
      // the heading is there while the figures load: wait for them
      expect(await screen.findByRole('progressbar', { name: 'ថាស' })).toHaveAttribute('aria-valuetext', 'បានប្រើ 6.5 នៃ 40 GB');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
