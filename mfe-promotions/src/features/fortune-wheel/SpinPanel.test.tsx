import { configure, fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { LocaleLink } from '@storefront/platform';
import { SpinPanel } from './SpinPanel';
// A busy machine: give the api's fake answers and React time (no test asserts a duration).
configure({ asyncUtilTimeout: 8000 });

const LEAVE = 'The wheel is spinning. Your prize is already saved, but you will miss the result. Leave anyway?';

const prizes = [
  { id: 'p1', kind: 'promoCredit' as const, label: '$1 promo credit', amount: 100, discountType: null, weight: 35, stock: null, color: '#2563eb' },
  { id: 'p2', kind: 'nothing' as const, label: 'Better luck next time', amount: 0, discountType: null, weight: 20, stock: null, color: '#64748b' },
];
const wheel = { id: 'w1', name: 'Lucky Wheel', description: 'Spin and win.', startsAt: '2026-11-23T00:00:00.000Z', endsAt: '2027-02-01T00:00:00.000Z', minOrderTotal: 2000, spinsPerOrder: 1, prizes };

/** The panel on the wheel's page, with a link elsewhere in the storefront (the header's, say). */
function Page() {
  return (
    <>
      <LocaleLink to="/promotion">Promotions</LocaleLink>
      <SpinPanel wheel={wheel} />
    </>
  );
}

function spinningApi() {
  let spins = 1;
  return fakeApi({
    'GET /api/users/spin-total/w1': () => ({ wheelId: 'w1', earned: 1, used: 1 - spins, remaining: spins }),
    'POST /api/users/use-spin': () => {
      spins -= 1;
      return { id: 's1', wheelId: 'w1', prize: prizes[0], award: '$1 promo credit', voucherCode: null, voucherValidUntil: null, promoCredit: 100, remaining: spins, createdAt: '2026-11-24T09:00:00.000Z' };
    },
  });
}

describe('SpinPanel: leaving while the wheel spins', () => {
  let confirm: jest.SpyInstance<boolean, [message?: string]>;

  beforeAll(() => {
    // Full motion: the wheel turns for its whole spin (jsdom never ends the transition; the panel's timer settles it).
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
  });
  beforeEach(() => {
    confirm = jest.spyOn(window, 'confirm');
  });
  afterEach(() => confirm.mockRestore());

  it('asks before a link leaves the page while it spins; staying keeps the page, and once it stops nothing is asked', async () => {
    const api = spinningApi();
    confirm.mockReturnValue(false);
    renderWithStorefront(<Page />, { path: '/fortune-wheel', route: '/fortune-wheel' });
    // The button is drawn disabled until the spin count has arrived: a click then would do nothing.
    await screen.findByText('You have 1 spin left');
    fireEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    expect(await screen.findByRole('button', { name: 'Spinning…' })).toBeDisabled();

    fireEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE);
    expect(screen.queryByText('Navigated away')).not.toBeInTheDocument();
    // closing or reloading the tab: the browser's own prompt is asked for
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // the wheel stops: the result shows, and leaving asks nothing any more
    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toBeInTheDocument();
    confirm.mockClear();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    api.restore();
  });

  it('leaves when the customer confirms, and asks nothing before a spin', async () => {
    const api = spinningApi();
    confirm.mockReturnValue(true);
    renderWithStorefront(<Page />, { path: '/fortune-wheel', route: '/fortune-wheel' });
    await screen.findByText('You have 1 spin left');
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    await screen.findByRole('button', { name: 'Spinning…' });
    expect(confirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE);
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    api.restore();
  });
});
