import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import type { HostingDomainOffer } from '@storefront/contracts';
import { initialState } from '../configure-state';
import { DomainConnectionFields } from './DomainConnectionFields';

/** Offers as GET /api/domains/search/cloud-hosting answers them: the free-domain rule is said of the name, taken or not. */
const OFFERS: HostingDomainOffer[] = [
  { domain: 'angkor.com', available: false, premium: false, price: 1199, renewal: 1199, freeWithAnnualPlan: true },
  { domain: 'angkor.net', available: true, premium: false, price: 1299, renewal: 1299, freeWithAnnualPlan: true },
];

describe('DomainConnectionFields', () => {
  it('issue 28.9: a taken name in the shared-hosting domain step says Taken, not Free for the first year', async () => {
    const api = fakeApi({ 'GET /api/domains/search/cloud-hosting': () => OFFERS });
    try {
      renderWithStorefront(<DomainConnectionFields type="shared-hosting" state={{ ...initialState('shared-hosting'), domainKind: 'new' }} onChange={() => undefined} showProblem={false} />);
      await userEvent.type(screen.getByLabelText('Find a domain'), 'angkor');
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      const rows = within(await screen.findByRole('list', { name: 'Domains you can buy with this plan' })).getAllByRole('listitem');
      const taken = rows.find((row) => row.textContent?.includes('angkor.com'))!;
      const free = rows.find((row) => row.textContent?.includes('angkor.net'))!;
      expect(within(taken).getByText('Taken')).toBeInTheDocument();
      expect(within(taken).queryByText('Free for the first year')).toBeNull();
      expect(within(free).getByText('Free for the first year')).toBeInTheDocument();
    } finally {
      api.restore();
    }
  });
});
