import { act, configure, fireEvent, screen } from '@testing-library/react';
import type { AffiliateDashboard } from '@storefront/contracts';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { createStore, fetchConfig, fetchCurrentUser, i18n } from '@storefront/platform';
import { AffiliatePage } from './AffiliatePage';
import { LoyaltyPage } from './LoyaltyPage';
configure({ asyncUtilTimeout: 8000 });

function storeWith(flags: { loyalty: boolean; affiliate: boolean }, user: typeof customerUser | null) {
  const store = createStore();
  store.dispatch(
    fetchConfig.fulfilled(
      {
        theme: 'default',
        flags: { cloud: true, cloudHosting: true, sharedHosting: true, wordpressHosting: true, fortuneWheel: true, trial: true, ...flags },
        vatRateBasisPoints: 1000,
        currency: 'USD',
        timezone: 'Asia/Bangkok',
      },
      'r',
    ),
  );
  store.dispatch(fetchCurrentUser.fulfilled(user, 'r'));
  return store;
}
const on = { loyalty: true, affiliate: true };

const tiers = [
  { key: 'silver', name: 'Silver', minSpend: 0, cashbackBasisPoints: 100, color: '#94a3b8' },
  { key: 'gold', name: 'Gold', minSpend: 50_000, cashbackBasisPoints: 200, color: '#d4a017' },
];
const period = { id: 'q4', name: 'Q4 2026', startsAt: '2026-09-30T17:00:00.000Z', endsAt: '2026-12-31T17:00:00.000Z' };
const loyaltyPublic = {
  'GET /api/loyalty/ranking-configs': () => ({ tiers }),
  'GET /api/loyalty/program-configs/active': () => ({ program: { id: 'p', name: 'VIP Loyalty Program', description: 'Cashback on every paid order.', maxCashbackPerOrder: 10_000 } }),
  'GET /api/loyalty/periods/active': () => ({ period }),
};
const standing = {
  period,
  spend: 12_000,
  previousSpend: 0,
  tier: tiers[0],
  nextTier: tiers[1],
  toNextTier: 38_000,
  toKeepTier: 0,
  cashbackEarned: 120,
  recent: [{ orderId: 'o1', amount: 120, reversed: false, createdAt: '2026-11-24T03:00:00.000Z' }],
};

describe('LoyaltyPage', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('goes home when the programme is switched off, without asking the api', () => {
    const api = fakeApi({});
    renderWithStorefront(<LoyaltyPage />, { store: storeWith({ ...on, loyalty: false }, null), path: '/loyalty-program', route: '/loyalty-program' });
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    api.restore();
  });

  it('shows a guest the tiers and the period, and asks them to sign in or sign up to join', async () => {
    const api = fakeApi(loyaltyPublic);
    renderWithStorefront(<LoyaltyPage />, { store: storeWith(on, null) });
    expect(await screen.findByRole('heading', { name: 'VIP Loyalty Program' })).toBeInTheDocument();
    expect(screen.getByText('2% cashback')).toBeInTheDocument();
    expect(screen.getByText('From $500.00 paid in a quarter')).toBeInTheDocument();
    expect(screen.getByText(/Current period: Q4 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.includes('/loyalty/me'))).toBe(false);
    api.restore();
  });

  it('shows a customer their tier, the progress to the next one, that the tier is kept, and the cashback earned — in Khmer too', async () => {
    const api = fakeApi({ ...loyaltyPublic, 'GET /api/loyalty/me': () => standing });
    renderWithStorefront(<LoyaltyPage />, { store: storeWith(on, customerUser) });
    expect(await screen.findByTestId('loyalty-tier')).toHaveTextContent('Silver · 1% cashback');
    expect(screen.getByText('$380.00 more this period to reach Gold')).toBeInTheDocument();
    expect(screen.getByText('You keep Silver for the next period.')).toBeInTheDocument();
    expect(screen.getByText('Cashback earned: $1.20')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('km'));
    expect(await screen.findByText('ស្ថានភាព VIP របស់អ្នក')).toBeInTheDocument();
    api.restore();
  });

  it('says when it cannot load, and tries again', async () => {
    let fail = true;
    const api = fakeApi({ ...loyaltyPublic, 'GET /api/loyalty/ranking-configs': () => (fail ? new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }) : { tiers }) });
    renderWithStorefront(<LoyaltyPage />, { store: storeWith(on, null) });
    expect(await screen.findByText('We could not load the loyalty program')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2% cashback')).toBeInTheDocument();
    api.restore();
  });
});

const notJoined: AffiliateDashboard = { joined: false, code: null, linkPath: null, visits: 0, signUps: 0, pending: 0, qualified: 0, creditEarned: 0, referrals: [] };
const joined: AffiliateDashboard = { ...notJoined, joined: true, code: 'ABCD2345', linkPath: '/?ref=ABCD2345', visits: 3 };

describe('AffiliatePage', () => {
  const rules = { 'GET /api/affiliate/rules/active': () => ({ rules: { id: 'r', reward: 1000, minOrderTotal: 2000, maturityDays: 30, description: '' } }) };

  it('goes home when the programme is switched off', () => {
    const api = fakeApi({});
    renderWithStorefront(<AffiliatePage />, { store: storeWith({ ...on, affiliate: false }, null), path: '/affiliate-program', route: '/affiliate-program' });
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
    api.restore();
  });

  it('shows a guest the rules and asks them to sign in or sign up', async () => {
    const api = fakeApi(rules);
    renderWithStorefront(<AffiliatePage />, { store: storeWith(on, null) });
    expect(await screen.findByText('$10.00 promo credit per referral')).toBeInTheDocument();
    expect(screen.getByText("When the referred customer's first order of $20.00 or more is paid")).toBeInTheDocument();
    expect(screen.getByText('Credited 30 days later, unless the order is refunded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to join' })).toBeInTheDocument();
    api.restore();
  });

  it('lets a customer join, then shows their code, link and results (none yet)', async () => {
    let state = notJoined;
    const api = fakeApi({
      ...rules,
      'GET /api/affiliate/me': () => state,
      'POST /api/affiliate/join': () => {
        state = joined;
        return joined;
      },
    });
    renderWithStorefront(<AffiliatePage />, { store: storeWith(on, customerUser) });
    fireEvent.click(await screen.findByRole('button', { name: 'Join the affiliate program' }));
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('ABCD2345');
    expect(screen.getByTestId('referral-link')).toHaveTextContent(/\/\?ref=ABCD2345$/);
    expect(screen.getByTestId('affiliate-visits')).toHaveTextContent('3');
    expect(screen.getByText('No referrals yet')).toBeInTheDocument();
    api.restore();
  });
});
