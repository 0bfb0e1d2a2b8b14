import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { WhoisPage } from './WhoisPage';

const registered = (domain: string, hidden: boolean) => ({
  domain,
  registered: true,
  registrar: 'Sandbox Registrar Ltd.',
  statuses: ['clientTransferProhibited'],
  createdAt: '2020-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
  expiresAt: '2027-03-01T00:00:00.000Z',
  nameServers: ['ns1.example.net', 'ns2.example.net'],
  registrant: hidden ? { hidden: true } : { hidden: false, name: 'Dara Sok', organization: 'Angkor Tea Co.', email: 'dara@example.com', country: 'KH' },
});

function whoisApi() {
  return fakeApi({
    'GET /api/domains/whois': ({ params }) => {
      const domain = String(params?.domain);
      if (domain === 'broken.com') return new FakeError(503, { code: 'SYSTEM_BUSY', message: 'The system is busy. Please try again' });
      if (domain.startsWith('free')) return { domain, registered: false };
      if (domain === 'tonle.com') return { ...registered(domain, false), pendingTransfer: 'yours' };
      if (domain === 'bayon.com') return { ...registered(domain, false), pendingTransfer: 'another' };
      return { ...registered(domain, domain.startsWith('private')), pendingTransfer: null };
    },
  });
}

const lookUp = async (text: string) => {
  const field = screen.getByRole('textbox', { name: 'Domain name' });
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(within(screen.getByRole('search', { name: 'WHOIS lookup' })).getByRole('button', { name: 'Look up' }));
};

describe('WhoisPage', () => {
  it('checks the name first, then shows registrar, dates, statuses, name servers and registrant', async () => {
    const api = whoisApi();
    renderWithStorefront(<WhoisPage />, { path: '/whois' });
    await lookUp('angkor');
    expect(screen.getByRole('textbox', { name: 'Domain name' })).toHaveAccessibleDescription(/Please enter a valid domain name/);
    expect(api.calls).toEqual([]);
    await lookUp('Angkor-Tea.com');
    expect(await screen.findByRole('heading', { name: 'WHOIS for angkor-tea.com' })).toBeInTheDocument();
    expect(await screen.findByText('Sandbox Registrar Ltd.')).toBeInTheDocument();
    expect(screen.getByText('Mar 1, 2027')).toBeInTheDocument();
    expect(screen.getByText('clientTransferProhibited')).toBeInTheDocument();
    expect(screen.getByText('ns2.example.net')).toBeInTheDocument();
    expect(screen.getByText('Angkor Tea Co.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transfer angkor-tea.com to us' })).toHaveAttribute('href', '/domain/transfer?domain=angkor-tea.com');
    api.restore();
  });

  it('issue 28.10: offers no transfer of a name whose transfer to us is under way, sending its customer to their domains', async () => {
    const api = whoisApi();
    renderWithStorefront(<WhoisPage />, { path: '/whois?domain=tonle.com' });
    expect(await screen.findByText(/Your transfer of tonle\.com to us is under way\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my domains' })).toHaveAttribute('href', '/account/domains');
    expect(screen.queryByRole('link', { name: 'Transfer tonle.com to us' })).not.toBeInTheDocument();
    await lookUp('bayon.com');
    expect(await screen.findByText('A transfer of bayon.com to us is already under way.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Transfer bayon.com to us' })).not.toBeInTheDocument();
    api.restore();
  });

  it('says when the registrant is hidden for privacy', async () => {
    const api = whoisApi();
    renderWithStorefront(<WhoisPage />, { path: '/whois?domain=private-shop.com' });
    expect(await screen.findByText(/Hidden for privacy/)).toBeInTheDocument();
    expect(screen.queryByText('Dara Sok')).not.toBeInTheDocument();
    api.restore();
  });

  it('answers clearly for a name nobody holds, with a way to register it', async () => {
    const api = whoisApi();
    renderWithStorefront(<WhoisPage />, { path: '/whois?domain=free-name.com' });
    expect(await screen.findByText('free-name.com is not registered')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register free-name.com' })).toHaveAttribute('href', '/domain/search?domain=free-name.com');
    api.restore();
  });

  it('shows the api message with a retry when the lookup fails', async () => {
    const api = whoisApi();
    renderWithStorefront(<WhoisPage />, { path: '/whois?domain=broken.com' });
    expect(await screen.findByRole('heading', { name: 'The system is busy. Please try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    api.restore();
  });
});
