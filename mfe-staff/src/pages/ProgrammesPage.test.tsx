import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeError, fakeApi } from '@storefront/testing';
import type { StaffProgrammes, StaffWheel, TrialSettingsAnswer } from '@storefront/contracts';
import { renderStaffAt } from '../test/render-staff';

const WHEEL: StaffWheel = {
  id: 'w1',
  name: 'Lucky November',
  nameKm: 'កង់វិច្ឆិកា',
  description: '',
  descriptionKm: '',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-11-30T17:00:00.000Z',
  active: true,
  minOrderTotal: 1000,
  spinsPerOrder: 2,
  state: 'running',
  prizes: [
    { id: 'p1', kind: 'promoCredit', label: '$2 credit', labelKm: 'ឥណទាន $2', amount: 200, discountType: null, packages: null, validDays: 30, weight: 3, stock: null, color: '#2563eb', won: 4 },
    { id: 'p2', kind: 'voucher', label: '10% off', labelKm: 'បញ្ចុះ 10%', amount: 10, discountType: 'percent', packages: ['sh-lite', 'wp-basic'], validDays: 14, weight: 1, stock: 7, color: '#16a34a', won: 1 },
  ],
};

/** The catalogue's names of the packages (GET /api/products), as the console labels them. */
const PRODUCTS = [
  { key: 'cs-baby-cloud-1', type: 'cloud-server', name: 'Baby Cloud 1' },
  { key: 'sh-lite', type: 'shared-hosting', name: 'Shared Lite' },
  { key: 'wp-basic', type: 'wordpress-hosting', name: 'WordPress Basic' },
];

/** The console's api while Lucky November is edited. */
const EDITING_API = {
  'GET /api/admin/fortune-wheels': () => ({ items: [WHEEL] }),
  'GET /api/admin/audit': () => ({ items: [] }),
  'GET /api/products': () => PRODUCTS,
  'PUT /api/admin/fortune-wheels/w1': () => ({ state: 'running', wheel: { id: 'w1' } }),
};

async function editLuckyNovember() {
  renderStaffAt('/staff/programmes/wheels');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Lucky November' }));
  return screen.findByRole('form', { name: 'Edit Lucky November' });
}

const PROGRAMMES: StaffProgrammes = {
  tiers: [
    { key: 'silver', name: 'Silver', nameKm: 'ប្រាក់', minSpend: 0, cashbackBasisPoints: 100, color: '#94a3b8' },
    { key: 'gold', name: 'Gold', nameKm: 'មាស', minSpend: 50000, cashbackBasisPoints: 200, color: '#eab308' },
  ],
  periods: [{ id: 'q4', name: 'Q4 2026', nameKm: 'ត្រីមាសទី 4', startsAt: '2026-09-30T17:00:00.000Z', endsAt: '2026-12-31T17:00:00.000Z' }],
  program: { id: 'vip', name: 'VIP Loyalty Program', nameKm: 'កម្មវិធីភក្ដីភាព VIP', description: '', descriptionKm: '', active: true, maxCashbackPerOrder: null },
  affiliateRules: { id: 'r1', active: true, reward: 500, minOrderTotal: 2000, maturityDays: 30, description: '', descriptionKm: '' },
};

const TRIAL: TrialSettingsAnswer = { days: 30, products: ['CLOUD_SERVER', 'CLOUD_HOSTING', 'SHARED_HOSTING', 'WORDPRESS_HOSTING'], updatedAt: null, updatedBy: null };

async function giveReason(dialogName: string | RegExp, confirm: string, reason: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
  return dialog;
}

describe('the programmes section', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('is in the console nav and opens on the wheels, listing prizes with stock, weights and dates', async () => {
    api = fakeApi({ 'GET /api/admin/fortune-wheels': () => ({ items: [WHEEL] }), 'GET /api/admin/audit': () => ({ items: [] }), 'GET /api/products': () => PRODUCTS });
    renderStaffAt('/staff/programmes');
    const row = (await screen.findByRole('rowheader', { name: /Lucky November/ })).closest('tr')!;
    expect(screen.getByRole('navigation', { name: 'Staff console sections' })).toContainElement(screen.getByRole('link', { name: 'Programmes' }));
    expect(within(row).getByText('$2 credit ($2.00 promo credit): weight 3 (75 %), stock unlimited, won 4')).toBeInTheDocument();
    expect(await within(row).findByText('10% off (10% off, only Shared Lite, WordPress Basic): weight 1 (25 %), stock 7, won 1')).toBeInTheDocument();
    expect(within(row).getByText('Running')).toBeInTheDocument();
    expect(within(row).getByText('2 spins per paid order from $10.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Programme changes' })).toBeInTheDocument();
  });

  it('says when there is no wheel yet, and when the list cannot be read', async () => {
    api = fakeApi({ 'GET /api/admin/fortune-wheels': () => ({ items: [] }), 'GET /api/admin/audit': () => ({ items: [] }) });
    renderStaffAt('/staff/programmes/wheels');
    expect(await screen.findByText('No wheel yet: the promotion page says coming soon.')).toBeInTheDocument();
    api.restore();

    api = fakeApi({ 'GET /api/admin/programmes': () => new FakeError(500, { code: 'INTERNAL_ERROR', message: 'boom' }), 'GET /api/admin/audit': () => ({ items: [] }) });
    await userEvent.click(screen.getByRole('link', { name: 'Loyalty' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('creates a wheel in whole cents and Bangkok time after a reason; a missing Khmer label is said and nothing is sent', async () => {
    api = fakeApi({
      'GET /api/admin/fortune-wheels': () => ({ items: [] }),
      'GET /api/admin/audit': () => ({ items: [] }),
      'POST /api/admin/fortune-wheels': () => ({ state: 'notStarted', wheel: { id: 'w2' } }),
    });
    renderStaffAt('/staff/programmes/wheels');
    const form = await screen.findByRole('form', { name: 'Create a wheel' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(English\)/ }), 'New year');
    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(Khmer\)/ }), 'ឆ្នាំថ្មី');
    await userEvent.type(within(form).getByLabelText(/Starts/), '2027-01-01T00:00');
    await userEvent.type(within(form).getByLabelText(/Ends/), '2027-01-31T23:59');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Paid order from (USD)' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Paid order from (USD)' }), '15');
    const first = within(form).getByRole('group', { name: 'Prize 1' });
    await userEvent.type(within(first).getByRole('textbox', { name: 'Promo credit (USD)' }), '2.50');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Label (English)' }), '$2.50 credit');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Label (Khmer)' }), 'ឥណទាន');
    await userEvent.type(within(first).getByRole('textbox', { name: /Stock/ }), '100');
    const second = within(form).getByRole('group', { name: 'Prize 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Label (English)' }), 'Try again');
    await userEvent.clear(within(second).getByRole('textbox', { name: /Weight/ }));
    await userEvent.type(within(second).getByRole('textbox', { name: /Weight/ }), '9');

    await userEvent.click(within(form).getByRole('button', { name: 'Create wheel' }));
    const dialog = await giveReason('Create a wheel', 'Create wheel', 'new year campaign');
    expect(await within(dialog).findByText('Prize 2: enter its label in English and in Khmer.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.type(within(second).getByRole('textbox', { name: 'Label (Khmer)' }), 'សាកម្ដងទៀត');
    await userEvent.click(within(form).getByRole('button', { name: 'Create wheel' }));
    await giveReason('Create a wheel', 'Create wheel', 'new year campaign');
    expect(await screen.findByText('Wheel New year created.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.data).toEqual({
      name: 'New year',
      nameKm: 'ឆ្នាំថ្មី',
      description: '',
      descriptionKm: '',
      startsAt: '2026-12-31T17:00:00.000Z',
      endsAt: '2027-01-31T16:59:00.000Z',
      active: true,
      minOrderTotal: 1500,
      spinsPerOrder: 1,
      prizes: [
        { kind: 'promoCredit', label: '$2.50 credit', labelKm: 'ឥណទាន', amount: 250, discountType: null, packages: null, validDays: 30, weight: 1, stock: 100, color: '#2563eb' },
        { kind: 'nothing', label: 'Try again', labelKm: 'សាកម្ដងទៀត', amount: 0, discountType: null, packages: null, validDays: 30, weight: 9, stock: null, color: '#94a3b8' },
      ],
      reason: 'new year campaign',
    });
  });

  it('limits a voucher prize to the packages ticked, by product type in the catalogue\'s order; none ticked is every package', async () => {
    api = fakeApi(EDITING_API);
    const form = await editLuckyNovember();
    // promo credit gives no voucher: nothing to limit
    expect(within(within(form).getByRole('group', { name: 'Prize 1' })).queryByRole('group', { name: 'Limited to packages' })).toBeNull();
    const packages = within(within(form).getByRole('group', { name: 'Prize 2' })).getByRole('group', { name: 'Limited to packages' });
    expect(within(packages).getByText('The voucher takes these 2 packages only.')).toBeInTheDocument();
    expect(within(packages).getByRole('checkbox', { name: 'Shared Lite' })).toBeChecked();
    expect(within(packages).getByRole('checkbox', { name: 'WordPress Basic' })).toBeChecked();
    await userEvent.click(within(packages).getByRole('checkbox', { name: 'WordPress Basic' }));
    await userEvent.click(within(within(packages).getByRole('group', { name: 'Cloud servers' })).getByRole('checkbox', { name: 'Baby Cloud 1' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save wheel' }));
    await giveReason('Edit Lucky November', 'Save wheel', 'baby cloud month');
    expect(await screen.findByText('Wheel Lucky November saved.')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT')!.data as { prizes: { packages: string[] | null }[] };
    expect(put.prizes.map((prize) => prize.packages)).toEqual([null, ['cs-baby-cloud-1', 'sh-lite']]);
  });

  it('sends no packages once every one is unticked, and none for a prize turned into promo credit', async () => {
    api = fakeApi(EDITING_API);
    const form = await editLuckyNovember();
    const prize = within(form).getByRole('group', { name: 'Prize 2' });
    await userEvent.click(within(prize).getByRole('checkbox', { name: 'Shared Lite' }));
    await userEvent.click(within(prize).getByRole('checkbox', { name: 'WordPress Basic' }));
    expect(within(prize).getByText('None ticked: the voucher takes any package.')).toBeInTheDocument();
    await userEvent.click(within(prize).getByRole('checkbox', { name: 'Shared Lite' }));
    await userEvent.selectOptions(within(prize).getByRole('combobox', { name: 'Prize' }), 'promoCredit');
    await userEvent.type(within(prize).getByRole('textbox', { name: 'Promo credit (USD)' }), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save wheel' }));
    await giveReason('Edit Lucky November', 'Save wheel', 'credit instead');
    expect(await screen.findByText('Wheel Lucky November saved.')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT')!.data as { prizes: { kind: string; packages: string[] | null }[] };
    expect(put.prizes[1]).toMatchObject({ kind: 'promoCredit', packages: null });
  });

  it('switches a wheel off as it is, with the reason, and the audit list reads again', async () => {
    api = fakeApi({
      'GET /api/admin/fortune-wheels': () => ({ items: [WHEEL] }),
      'GET /api/admin/audit': () => ({ items: [] }),
      'PUT /api/admin/fortune-wheels/w1': () => ({ state: 'promotionEnded', wheel: { id: 'w1' } }),
    });
    renderStaffAt('/staff/programmes/wheels');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch off Lucky November' }));
    await giveReason('Switch off Lucky November', 'Switch off', 'out of budget');
    expect(await screen.findByText('Lucky November is off.')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT')!.data as { active: boolean; reason: string; prizes: unknown[]; minOrderTotal: number };
    expect(put).toMatchObject({ active: false, reason: 'out of budget', minOrderTotal: 1000 });
    expect(put.prizes).toEqual([
      { id: 'p1', kind: 'promoCredit', label: '$2 credit', labelKm: 'ឥណទាន $2', amount: 200, discountType: null, packages: null, validDays: 30, weight: 3, stock: null, color: '#2563eb' },
      { id: 'p2', kind: 'voucher', label: '10% off', labelKm: 'បញ្ចុះ 10%', amount: 10, discountType: 'percent', packages: ['sh-lite', 'wp-basic'], validDays: 14, weight: 1, stock: 7, color: '#16a34a' },
    ]);
    expect(api.calls.filter((call) => call.url === '/api/admin/audit')).toHaveLength(2);
  });

  it('saves the loyalty tiers in basis points and cents; a reason shorter than the minimum is refused before the api', async () => {
    api = fakeApi({
      'GET /api/admin/programmes': () => PROGRAMMES,
      'GET /api/admin/audit': () => ({ items: [] }),
      'PUT /api/admin/loyalty/tiers': () => PROGRAMMES,
    });
    renderStaffAt('/staff/programmes/loyalty');
    const tiers = await screen.findByRole('form', { name: 'Tiers' });
    const gold = within(tiers).getByRole('group', { name: 'Tier 2' });
    await userEvent.clear(within(gold).getByRole('textbox', { name: 'Cashback (%)' }));
    await userEvent.type(within(gold).getByRole('textbox', { name: 'Cashback (%)' }), '2.5');
    await userEvent.click(within(tiers).getByRole('button', { name: 'Save tiers' }));
    const dialog = await giveReason('Tiers', 'Save tiers', 'ok');
    expect(within(dialog).getByText('Say why, in at least 3 characters.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' then');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tiers' }));
    expect(await screen.findByText('Tiers saved.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.data).toEqual({
      tiers: [
        { key: 'silver', name: 'Silver', nameKm: 'ប្រាក់', minSpend: 0, cashbackBasisPoints: 100, color: '#94a3b8' },
        { key: 'gold', name: 'Gold', nameKm: 'មាស', minSpend: 50000, cashbackBasisPoints: 250, color: '#eab308' },
      ],
      reason: 'ok then',
    });
  });

  it('adds a loyalty period in Bangkok time with a reason', async () => {
    api = fakeApi({
      'GET /api/admin/programmes': () => PROGRAMMES,
      'GET /api/admin/audit': () => ({ items: [] }),
      'POST /api/admin/loyalty/periods': () => PROGRAMMES,
    });
    renderStaffAt('/staff/programmes/loyalty');
    expect(await screen.findByRole('rowheader', { name: /Q4 2026/ })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New period' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(English\)/ }), 'Q1 2027');
    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(Khmer\)/ }), 'ត្រីមាសទី 1');
    await userEvent.type(within(form).getByLabelText(/Starts/), '2027-01-01T00:00');
    await userEvent.type(within(form).getByLabelText(/Ends/), '2027-04-01T00:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Add period' }));
    await giveReason('New period', 'Add period', 'next quarter');
    expect(await screen.findByText('Period Q1 2027 added.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.data).toEqual({ name: 'Q1 2027', nameKm: 'ត្រីមាសទី 1', startsAt: '2026-12-31T17:00:00.000Z', endsAt: '2027-03-31T17:00:00.000Z', reason: 'next quarter' });
  });

  it('saves the affiliate rules in cents with a reason', async () => {
    api = fakeApi({
      'GET /api/admin/programmes': () => PROGRAMMES,
      'GET /api/admin/audit': () => ({ items: [] }),
      'PUT /api/admin/affiliate/rules': () => PROGRAMMES,
    });
    renderStaffAt('/staff/programmes/affiliate');
    const form = await screen.findByRole('form', { name: 'Affiliate rules' });
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Reward per referral (USD)' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reward per referral (USD)' }), '7.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await giveReason('Affiliate rules', 'Save', 'holiday boost');
    expect(await screen.findByText('Affiliate rules saved.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.data).toEqual({ active: true, reward: 750, minOrderTotal: 2000, maturityDays: 30, description: '', descriptionKm: '', reason: 'holiday boost' });
  });

  it('saves the trial settings with a reason, refusing no product at all; its changes are listed with the trial', async () => {
    api = fakeApi({
      'GET /api/admin/trial-settings': () => TRIAL,
      'GET /api/admin/audit': () => ({ items: [] }),
      'PUT /api/admin/trial-settings': (call) => ({ ...(call.data as object), updatedAt: '2026-11-25T01:00:00.000Z', updatedBy: 'support@example.com' }),
    });
    renderStaffAt('/staff/programmes/trial');
    const form = await screen.findByRole('form', { name: 'Free trial' });
    for (const name of ['Cloud server', 'Cloud hosting', 'Shared hosting', 'WordPress hosting']) await userEvent.click(within(form).getByRole('checkbox', { name }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await giveReason('Free trial', 'Save', 'shorter trial');
    expect(await within(dialog).findByText('Choose at least one product.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(form).getByRole('checkbox', { name: 'Cloud server' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: /Trial length/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Trial length/ }), '14');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await giveReason('Free trial', 'Save', 'shorter trial');
    expect(await screen.findByText('Trial settings saved.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.data).toEqual({ days: 14, products: ['CLOUD_SERVER'], reason: 'shorter trial' });
    expect(api.calls.find((call) => call.url === '/api/admin/audit')?.params).toMatchObject({ area: 'voucher', target: 'trial' });
  });
});
