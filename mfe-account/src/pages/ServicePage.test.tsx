import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { OwnedService } from '@storefront/contracts';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { ServiceCredentialsPage } from './ServiceCredentialsPage';
import { ServicePage } from './ServicePage';

const SERVER: OwnedService = {
  id: 's2',
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
  controlPanelUrl: 'https://panel.sandbox.example/servers/sbx-1',
  cloudServer: { powerState: 'running', ip: '10.20.30.40', ips: ['10.20.30.40'], os: 'Debian 11', region: 'cambodia', resources: null },
  sslValidation: null,
  domainLifecycle: null,
  cancellable: false,
  endReason: null,
};
const CART = { id: '', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() };

function renderAt(path: string, route: string, page: ReactElement) {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(page, { store, path, route });
}

describe('ServicePage', () => {
  it("shows a cloud server's power state, IP, OS and backups, and takes a backup", async () => {
    let backups: unknown[] = [];
    fakeApi({
      'GET /api/user/services/s2': () => SERVER,
      'GET /api/cart': () => CART,
      'GET /api/user/services/s2/backups': () => backups,
      'POST /api/user/cloud-servers/backups': ({ data }) => {
        const backup = { id: 'b1', serviceId: (data as { serviceId: string }).serviceId, label: 'web-1 2026-11-25 10:00', sizeGb: 4, createdAt: '2026-11-25T10:00:00.000Z' };
        backups = [backup, ...backups];
        return backup;
      },
    });
    renderAt('/account/services/s2', '/account/services/:id', <ServicePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'web-1' })).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByText('10.20.30.40')).toBeInTheDocument();
    expect(screen.getByText('Debian 11')).toBeInTheDocument();
    expect(await screen.findByText('No backups yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    const list = await screen.findByRole('list', { name: 'Backups' });
    expect(within(list).getByText(/web-1 2026-11-25 10:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SERVER.controlPanelUrl! })).toHaveAttribute('href', SERVER.controlPanelUrl);
  });

  it('walks an SSL certificate through its domain validation', async () => {
    let ssl: OwnedService = {
      ...SERVER,
      id: 'c1',
      kind: 'ssl',
      title: 'PositiveSSL',
      name: 'shop.example.com',
      status: 'pending',
      provisioning: 'validating',
      controlPanelUrl: null,
      cloudServer: null,
      sslValidation: { method: 'dns', recordName: '_acme-challenge.shop.example.com', recordValue: 'abc123', approverEmail: 'admin@shop.example.com', completed: false },
    };
    fakeApi({
      'GET /api/user/services/c1': () => ssl,
      'GET /api/cart': () => CART,
      'POST /api/user/services/c1/ssl-validation': () => {
        ssl = { ...ssl, sslValidation: { ...ssl.sslValidation!, method: 'email', completed: true } };
        return ssl;
      },
    });
    renderAt('/account/services/c1', '/account/services/:id', <ServicePage />);
    expect(await screen.findByText('_acme-challenge.shop.example.com TXT abc123')).toBeInTheDocument();
    expect(screen.getByText('Approve the message sent to admin@shop.example.com.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I approved the email' }));
    expect(await screen.findByText('Validated: the certificate is being issued.')).toBeInTheDocument();
  });

  it('offers to cancel a hosting account suspended for more than 14 days', async () => {
    let hosting: OwnedService = { ...SERVER, id: 'h1', kind: 'shared-hosting', title: 'Shared Basic', name: 'tea.com', status: 'suspended', cloudServer: null, cancellable: true };
    fakeApi({
      'GET /api/user/services/h1': () => hosting,
      'GET /api/cart': () => CART,
      'POST /api/user/services/h1/cancel': () => {
        hosting = { ...hosting, status: 'cancelled', cancellable: false, endReason: 'customer' };
        return hosting;
      },
    });
    renderAt('/account/services/h1', '/account/services/:id', <ServicePage />);
    expect(await screen.findByText(/Suspended: its renewal is unpaid/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this hosting account' }));
    expect(await screen.findByText('You cancelled it.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('issue 28.8: shows every IP address of a cloud server and the add-ons it was built with', async () => {
    const ips = ['10.20.30.40', '10.20.31.40', '10.20.32.40'];
    const server: OwnedService = { ...SERVER, cloudServer: { ...SERVER.cloudServer!, ips, resources: { vcpu: 4, ramGb: 6, storageGb: 60, storageType: 'ssd', bandwidthTb: 3, ipCount: 3 } } };
    fakeApi({ 'GET /api/user/services/s2': () => server, 'GET /api/cart': () => CART, 'GET /api/user/services/s2/backups': () => [] });
    renderAt('/account/services/s2', '/account/services/:id', <ServicePage />);
    const addresses = await screen.findByRole('list', { name: "The server's IP addresses" });
    expect(within(addresses).getAllByRole('listitem').map((item) => item.textContent)).toEqual(ips);
    expect(screen.getByText('IP addresses (3)')).toBeInTheDocument();
    const resources = screen.getByRole('list', { name: 'What the server runs with' });
    expect(within(resources).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['4 vCPU', '6 GB RAM', '60 GB SSD storage', '3 TB bandwidth', '3 IP addresses']);
  });

  it('a domain the registry is still registering says so, and one whose last try failed says staff are on it', async () => {
    const domain: OwnedService = { ...SERVER, id: 'd1', kind: 'domain', title: 'Domain', name: 'kampot-pepper.com', status: 'pending', provisioning: 'creating', controlPanelUrl: null, cloudServer: null };
    let current = domain;
    fakeApi({ 'GET /api/user/services/d1': () => current, 'GET /api/cart': () => CART });
    renderAt('/account/services/d1', '/account/services/:id', <ServicePage />);
    expect(await screen.findByText(/the registry is carrying it out/)).toBeInTheDocument();
    expect(screen.queryByText(/access details arrive by email/)).toBeNull();
    current = { ...domain, provisioning: 'failed' };
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/Our team has been alerted and is on it/)).toBeInTheDocument();
  });

  it("says so when the service is not the customer's", async () => {
    fakeApi({ 'GET /api/user/services/nope': () => new FakeError(404, { code: 'NOT_FOUND', message: 'This page could not be found' }) });
    renderAt('/account/services/nope', '/account/services/:id', <ServicePage />);
    expect(await screen.findByRole('heading', { name: 'This service could not be found' })).toBeInTheDocument();
  });
});

describe('ServiceCredentialsPage', () => {
  it('shows the initial login once, and a used link as used', async () => {
    fakeApi({ 'GET /api/user/services/credentials/tok_0123456789abcdefghij': () => ({ serviceId: 's2', name: 'web-1', username: 'root', password: 'S3cret-pass-xyz', controlPanelUrl: null, ip: '10.20.30.40', ips: ['10.20.30.40'] }) });
    renderAt('/account/services/credentials/tok_0123456789abcdefghij', '/account/services/credentials/:token', <ServiceCredentialsPage />);
    expect(await screen.findByText('S3cret-pass-xyz')).toBeInTheDocument();
    expect(screen.getByText('root')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the service' })).toHaveAttribute('href', '/account/services/s2');
  });

  it('issue 28.8: shows every IP address of a cloud server with its login', async () => {
    const ips = ['10.20.30.40', '10.20.31.40', '10.20.32.40'];
    fakeApi({ 'GET /api/user/services/credentials/tok_ips_0123456789abcdef': () => ({ serviceId: 's2', name: 'web-1', username: 'root', password: 'S3cret-pass-xyz', controlPanelUrl: null, ip: ips[0], ips }) });
    renderAt('/account/services/credentials/tok_ips_0123456789abcdef', '/account/services/credentials/:token', <ServiceCredentialsPage />);
    const addresses = await screen.findByRole('list', { name: "The server's IP addresses" });
    expect(within(addresses).getAllByRole('listitem').map((item) => item.textContent)).toEqual(ips);
    expect(screen.getByText('IP addresses (3)')).toBeInTheDocument();
  });

  it('a used or expired link', async () => {
    fakeApi({ 'GET /api/user/services/credentials/tok_used_0123456789abcdef': () => new FakeError(400, { code: 'CODE_INCORRECT', message: 'The link is invalid or expired' }) });
    renderAt('/account/services/credentials/tok_used_0123456789abcdef', '/account/services/credentials/:token', <ServiceCredentialsPage />);
    expect(await screen.findByText('This link was already used or has expired')).toBeInTheDocument();
  });
});
