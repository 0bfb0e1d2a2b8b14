import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { createStore, fetchConfig, fetchCurrentUser, i18n } from '@storefront/platform';
import { FortuneWheelPage } from './FortuneWheelPage';
// A busy machine: give the api's fake answers and React time (no test asserts a duration).
configure({ asyncUtilTimeout: 8000 });

const config = (fortuneWheel: boolean) => ({
  theme: 'default' as const,
  flags: { cloud: true, cloudHosting: true, sharedHosting: true, wordpressHosting: true, fortuneWheel, trial: true, affiliate: true, loyalty: true },
  vatRateBasisPoints: 1000,
  currency: 'USD' as const,
  timezone: 'Asia/Bangkok',
});

const prizes = [
  { id: 'p1', kind: 'promoCredit' as const, label: '$1 promo credit', amount: 100, discountType: null, weight: 35, stock: null, color: '#2563eb' },
  { id: 'p2', kind: 'voucher' as const, label: '10% off voucher', amount: 10, discountType: 'percent' as const, weight: 20, stock: 500, color: '#16a34a' },
  { id: 'p3', kind: 'nothing' as const, label: 'Better luck next time', amount: 0, discountType: null, weight: 20, stock: null, color: '#64748b' },
];
const wheel = { id: 'w1', name: 'Lucky Wheel', description: 'Spin and win.', startsAt: '2026-11-23T00:00:00.000Z', endsAt: '2027-02-01T00:00:00.000Z', minOrderTotal: 2000, spinsPerOrder: 1, prizes };
const history = { items: [{ id: 's0', customer: 'So*** C.', date: '2026-11-24T03:00:00.000Z', award: '$1 promo credit' }], total: 1, page: 1, pageSize: 10 };

function storeWith(fortuneWheel: boolean, user: typeof customerUser | null) {
  const store = createStore();
  store.dispatch(fetchConfig.fulfilled(config(fortuneWheel), 'r'));
  store.dispatch(fetchCurrentUser.fulfilled(user, 'r'));
  return store;
}

beforeAll(() => {
  // Reduced motion: the wheel stops at once (and the test waits for no animation).
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});

describe('FortuneWheelPage', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('goes home when the wheel is switched off, without asking the api', () => {
    const api = fakeApi({});
    renderWithStorefront(<FortuneWheelPage />, { store: storeWith(false, null), path: '/fortune-wheel', route: '/fortune-wheel' });
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    api.restore();
  });

  it('says when a wheel has not started yet, with its start date', async () => {
    const api = fakeApi({ 'GET /api/fortune-wheel': () => ({ state: 'notStarted', wheel: { ...wheel, startsAt: '2026-12-01T03:00:00.000Z' } }) });
    renderWithStorefront(<FortuneWheelPage />, { store: storeWith(true, null) });
    expect(await screen.findByRole('heading', { name: 'The wheel opens soon' })).toBeInTheDocument();
    expect(screen.getByText(/Dec 1, 2026/)).toBeInTheDocument();
    api.restore();
  });

  it('asks a guest to sign in and shows the winners', async () => {
    const api = fakeApi({ 'GET /api/fortune-wheel': () => ({ state: 'running', wheel }), 'GET /api/fortune-wheel/w1/reward-histories': () => history });
    renderWithStorefront(<FortuneWheelPage />, { store: storeWith(true, null) });
    expect(await screen.findByRole('button', { name: 'Sign in to spin' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Winners' });
    expect(within(table).getByText('So*** C.')).toBeInTheDocument();
    api.restore();
  });

  it('asks for the phone number first when the customer has none, and tells a number taken by another user', async () => {
    const api = fakeApi({
      'GET /api/fortune-wheel': () => ({ state: 'running', wheel }),
      'GET /api/fortune-wheel/w1/reward-histories': () => ({ ...history, items: [], total: 0 }),
      'GET /api/users/check-info-fortune-wheel': () => ({ ready: false, missing: ['NEED_TO_PROVIDE_PHONE_NUMBER', 'NEED_TO_VERIFY_EMAIL'], spinRefusal: null, phoneNumber: null, email: 'sokha@example.com' }),
      'GET /api/country': () => ({ items: [{ code: 'KH', name: 'Cambodia', nameKm: 'កម្ពុជា', callingCode: '855', flag: '', hasRegions: false }] }),
      'PATCH /api/users/phone-number': () => new FakeError(409, { code: 'PHONE_EXISTS', message: 'This phone number is already registered' }),
    });
    renderWithStorefront(<FortuneWheelPage />, { store: storeWith(true, { ...customerUser, phoneNumber: null }) });
    expect(await screen.findByRole('heading', { name: 'Add your phone number' })).toBeInTheDocument();
    expect(await screen.findByText('No winners yet')).toBeInTheDocument();
    fireEvent.change(await screen.findByRole('textbox', { name: /Phone number/ }), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText('This phone number is already assigned to another user')).toBeInTheDocument();
    api.restore();
  });

  it('issue 28.3: a saved but unverified phone number is verified by its SMS code before the email step', async () => {
    let verified = false;
    const codes: string[] = [];
    const api = fakeApi({
      'GET /api/fortune-wheel': () => ({ state: 'running', wheel }),
      'GET /api/fortune-wheel/w1/reward-histories': () => ({ ...history, items: [], total: 0 }),
      'GET /api/users/check-info-fortune-wheel': () => ({
        ready: false,
        missing: verified ? ['NEED_TO_VERIFY_EMAIL'] : ['NEED_TO_PROVIDE_PHONE_NUMBER', 'NEED_TO_VERIFY_EMAIL'],
        spinRefusal: null,
        phoneNumber: '+85576671597',
        phoneVerified: verified,
        email: 'sokha@example.com',
      }),
      'POST /api/users/phone-number/send-code': () => ({ phoneNumber: '+855 ••• ••• 597', expiresAt: '2026-12-01T00:10:00.000Z', remainingThisHour: 4 }),
      'PATCH /api/users/phone-number/verify': ({ data }) => {
        codes.push((data as { code: string }).code);
        verified = true;
        return { phoneNumber: '+85576671597', verified: true, verifiedAt: '2026-12-01T00:00:00.000Z' };
      },
    });
    renderWithStorefront(<FortuneWheelPage />, { store: storeWith(true, { ...customerUser, phoneNumber: '+85576671597' }) });
    expect(await screen.findByRole('heading', { name: 'Verify your phone number' })).toBeInTheDocument();
    expect(screen.getByText('We will send a 6-digit code by SMS to +85576671597.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent by SMS to +855 ••• ••• 597. It is valid for 10 minutes.')).toBeInTheDocument();
    const digits = await screen.findAllByRole('textbox', { name: /^Digit \d of 6$/ });
    '123456'.split('').forEach((digit, index) => fireEvent.change(digits[index]!, { target: { value: digit } }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify phone number' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('Phone number verified')).toBeInTheDocument();
    expect(codes[0]).toBe('123456');
    api.restore();
  });

  it('spins: the api draws the prize, the wheel turns to it and the result shows with the voucher code', async () => {
    let spins = 2;
    const api = fakeApi({
      'GET /api/fortune-wheel': () => ({ state: 'running', wheel }),
      'GET /api/fortune-wheel/w1/reward-histories': () => history,
      'GET /api/users/check-info-fortune-wheel': () => ({ ready: true, missing: [], spinRefusal: null, phoneNumber: '+85512345678', email: 'sokha@example.com' }),
      'GET /api/users/spin-total/w1': () => ({ wheelId: 'w1', earned: 2, used: 2 - spins, remaining: spins }),
      'POST /api/users/use-spin': () => {
        spins -= 1;
        return { id: 's1', wheelId: 'w1', prize: prizes[1], award: '10% off voucher', voucherCode: 'WHEEL-ABCD2345', voucherValidUntil: '2026-12-24T00:00:00.000Z', promoCredit: 0, remaining: spins, createdAt: '2026-11-24T09:00:00.000Z' };
      },
    });
    renderWithStorefront(<FortuneWheelPage />, { store: storeWith(true, customerUser) });
    expect(await screen.findByText('You have 2 spins left')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(dialog).getByText('You won: 10% off voucher')).toBeInTheDocument();
    expect(within(dialog).getByText('WHEEL-ABCD2345')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.data).toEqual({ wheelId: 'w1' });
    expect(await screen.findByText('You have 1 spin left')).toBeInTheDocument();
    api.restore();
  });

  it('shows the wheel\'s own words for a refused spin', async () => {
    const api = fakeApi({
      'GET /api/fortune-wheel': () => ({ state: 'running', wheel }),
      'GET /api/fortune-wheel/w1/reward-histories': () => history,
      'GET /api/users/check-info-fortune-wheel': () => ({ ready: true, missing: [], spinRefusal: null, phoneNumber: '+85512345678', email: 'sokha@example.com' }),
      'GET /api/users/spin-total/w1': () => ({ wheelId: 'w1', earned: 1, used: 0, remaining: 1 }),
      'POST /api/users/use-spin': () => new FakeError(409, { code: 'YOUR_SPIN_IS_OVER', message: 'Your spin is over' }),
    });
    renderWithStorefront(<FortuneWheelPage />, { store: storeWith(true, customerUser) });
    expect(await screen.findByText('You have 1 spin left')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    expect(await screen.findByText('You have no spins left. Paid orders earn new spins.')).toBeInTheDocument();
    api.restore();
  });

  it.each([
    ['en', 'YOUR_SPIN_IS_OVER', 0, 'Your spin is over: you have no spins left on this wheel.'],
    ['km', 'YOUR_SPIN_IS_OVER', 0, 'ការបង្វិលរបស់អ្នកបានអស់ហើយ៖ អ្នកមិននៅសល់ការបង្វិលលើកង់នេះទេ។'],
    ['en', 'AN_ERROR_OCCURRED_WHEN_SPIN', 1, 'An error occurred when spinning: the wheel cannot be spun right now. Your spins are kept.'],
    ['km', 'AN_ERROR_OCCURRED_WHEN_SPIN', 1, 'មានកំហុសកើតឡើងពេលបង្វិល៖ កង់មិនអាចបង្វិលបាននៅពេលនេះទេ។ ការបង្វិលរបស់អ្នកត្រូវបានរក្សា\u2060ទុក។'],
  ])('(%s) shows the §8 message instead of the spin button when check-info answers %s', async (locale, spinRefusal, remaining, message) => {
    await act(() => i18n.changeLanguage(locale));
    const api = fakeApi({
      'GET /api/fortune-wheel': () => ({ state: 'running', wheel }),
      'GET /api/fortune-wheel/w1/reward-histories': () => history,
      'GET /api/users/check-info-fortune-wheel': () => ({ ready: true, missing: [], spinRefusal, phoneNumber: '+85512345678', email: 'sokha@example.com' }),
      'GET /api/users/spin-total/w1': () => ({ wheelId: 'w1', earned: 1, used: 1 - remaining, remaining }),
    });
    renderWithStorefront(<FortuneWheelPage />, { store: storeWith(true, customerUser) });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: locale === 'km' ? 'បង្វិលកង់' : 'Spin the wheel' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    api.restore();
  });

  it('after the last spin, the result shows and then the spin button gives way to the spin-is-over message', async () => {
    let spins = 1;
    const api = fakeApi({
      'GET /api/fortune-wheel': () => ({ state: 'running', wheel }),
      'GET /api/fortune-wheel/w1/reward-histories': () => history,
      'GET /api/users/check-info-fortune-wheel': () => ({ ready: true, missing: [], spinRefusal: spins > 0 ? null : 'YOUR_SPIN_IS_OVER', phoneNumber: '+85512345678', email: 'sokha@example.com' }),
      'GET /api/users/spin-total/w1': () => ({ wheelId: 'w1', earned: 1, used: 1 - spins, remaining: spins }),
      'POST /api/users/use-spin': () => {
        spins -= 1;
        return { id: 's1', wheelId: 'w1', prize: prizes[0], award: '$1 promo credit', voucherCode: null, voucherValidUntil: null, promoCredit: 100, remaining: spins, createdAt: '2026-11-24T09:00:00.000Z' };
      },
    });
    renderWithStorefront(<FortuneWheelPage />, { store: storeWith(true, customerUser) });
    // The button is drawn disabled until the spin count has arrived: a click then would do nothing.
    await screen.findByText('You have 1 spin left');
    fireEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(dialog).getByText('You won: $1 promo credit')).toBeInTheDocument();
    expect(await screen.findByText('Your spin is over: you have no spins left on this wheel.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).not.toBeInTheDocument();
    api.restore();
  });

  it('reads in Khmer', async () => {
    await act(() => i18n.changeLanguage('km'));
    const api = fakeApi({ 'GET /api/fortune-wheel': () => ({ state: 'ended', wheel }) });
    renderWithStorefront(<FortuneWheelPage />, { store: storeWith(true, null) });
    expect(await screen.findByRole('heading', { name: 'កង់សំណាងបានបញ្ចប់' })).toBeInTheDocument();
    api.restore();
  });
});
