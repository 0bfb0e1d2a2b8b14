import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CloudServerUpgradeQuote, OwnedService } from '@storefront/contracts';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { CloudServerUpgrade } from './CloudServerUpgrade';

const SERVER: OwnedService = {
  id: '0b0e7a57-5b7e-4b44-9d0e-1f0c3c2d4e5f',
  kind: 'cloud-server',
  title: 'Basic Cloud 1',
  name: 'web-1',
  status: 'active',
  provisioning: 'ready',
  term: { period: 1, unit: 'month' },
  startsAt: '2026-11-24T09:00:00.000Z',
  renewsAt: '2026-12-24T09:00:00.000Z',
  renewPrice: 899,
  autoRenew: true,
  controlPanelUrl: null,
  cloudServer: { powerState: 'running', ip: '10.20.30.40', ips: ['10.20.30.40'], os: 'Debian 11', region: 'cambodia', resources: null },
  sslValidation: null,
  domainLifecycle: null,
  cancellable: false,
  endReason: null,
};
const RESOURCES = { serviceId: SERVER.id, package: 'cs-basic-cloud-1', resources: { vcpu: 2, ramGb: 2, storageGb: 40, storageType: 'ssd' }, addons: { 'cs-cpu': 0, 'cs-ram': 0, 'cs-more-storage': 10 }, usedStorageGb: 30, resizing: false };
const CART = { id: 'c1', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() };

function render(service: OwnedService = SERVER) {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<CloudServerUpgrade service={service} />, { store });
}

describe('CloudServerUpgrade', () => {
  it("shows the server's resources, the api's price for the rest of the term, and puts the upgrade in the cart", async () => {
    const asked: unknown[] = [];
    const added: unknown[] = [];
    fakeApi({
      [`GET /api/user/cloud-servers/${SERVER.id}/resources`]: () => RESOURCES,
      [`POST /api/user/cloud-servers/${SERVER.id}/upgrade/price`]: ({ data }) => {
        asked.push(data);
        const quote: CloudServerUpgradeQuote = { kind: 'update', current: RESOURCES.resources as CloudServerUpgradeQuote['current'], next: { vcpu: 3, ramGb: 2, storageGb: 40, storageType: 'ssd' }, currentRenewal: 899, renewal: 1299, remainingDays: 17, termDays: 30, fee: 227, lines: [{ key: 'upgradeFee', amount: 227 }], downgrade: false };
        return quote;
      },
      'PUT /api/cart/items/upgrade': ({ data }) => {
        added.push(data);
        return { ...CART, items: [{ key: 'u1', type: 'upgrade', category: 'CLOUD_SERVER', title: 'Basic Cloud 1 upgrade', description: 'web-1', period: 1, periodUnit: 'month', unitPrice: 227, amount: 227, data: { serviceId: SERVER.id } }], itemCount: 1, subtotal: 227 };
      },
      'GET /api/cart': () => CART,
    });
    render();
    expect(await screen.findByText(/2 vCPU · 2 GB RAM · 40 GB SSD/)).toBeInTheDocument();
    expect(screen.getByText(/the disk holds 30 GB/)).toBeInTheDocument();
    expect(screen.getByText('Choose more or less CPU, RAM or storage to see the price.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add the upgrade to the cart' })).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Extra vCPU'), '1');
    expect(await screen.findByText(/After the change: 3 vCPU · 2 GB RAM · 40 GB SSD/)).toBeInTheDocument();
    expect(screen.getByText('Today, for the 17 days left of 30')).toBeInTheDocument();
    expect(screen.getByText('$2.27')).toBeInTheDocument();
    // Only what is chosen is asked: the current extra storage stays as it is.
    expect(asked.at(-1)).toEqual({ kind: 'update', addons: { 'cs-cpu': 1, 'cs-ram': 0, 'cs-more-storage': 10 } });

    await userEvent.click(screen.getByRole('button', { name: 'Add the upgrade to the cart' }));
    expect(await screen.findByText('The change is in your cart. It is applied once paid.')).toBeInTheDocument();
    expect(added).toEqual([{ serviceId: SERVER.id, kind: 'update', addons: { 'cs-cpu': 1, 'cs-ram': 0, 'cs-more-storage': 10 } }]);
    expect(screen.getByRole('link', { name: 'Go to the basket' })).toHaveAttribute('href', '/checkout-basket');
  });

  it("shows the api's refusal of what no longer fits, and adds nothing", async () => {
    fakeApi({
      [`GET /api/user/cloud-servers/${SERVER.id}/resources`]: () => RESOURCES,
      [`POST /api/user/cloud-servers/${SERVER.id}/upgrade/price`]: () => new FakeError(400, { code: 'BAD_REQUEST', message: 'The server holds 30 GB: its storage cannot be smaller than that (0 GB chosen)' }),
      'GET /api/cart': () => CART,
    });
    render();
    await userEvent.selectOptions(await screen.findByLabelText('Extra storage'), '0');
    expect(await screen.findByText('The server holds 30 GB: its storage cannot be smaller than that (0 GB chosen)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add the upgrade to the cart' })).toBeDisabled();
  });

  it('says a server that is not running cannot be changed, and asks nothing', () => {
    fakeApi({ 'GET /api/cart': () => CART });
    render({ ...SERVER, status: 'suspended', cloudServer: { ...SERVER.cloudServer!, powerState: 'stopped' } });
    expect(screen.getByText('A running server can be upgraded or downgraded.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add the/ })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the resources cannot be read', async () => {
    fakeApi({ [`GET /api/user/cloud-servers/${SERVER.id}/resources`]: () => new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }), 'GET /api/cart': () => CART });
    render();
    expect(await screen.findByText("We could not load the server's resources.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
