import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { staffWheelListSchema, type WheelInput } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let staff: Client;
let customer: Client;

const input = (overrides: Partial<WheelInput> = {}): WheelInput => ({
  name: 'New year wheel',
  nameKm: 'កង់ឆ្នាំថ្មី',
  description: 'Spins for the new year',
  descriptionKm: '',
  startsAt: new Date('2027-01-01T00:00:00Z'),
  endsAt: new Date('2027-01-31T00:00:00Z'),
  active: true,
  minOrderTotal: 1500,
  spinsPerOrder: 1,
  prizes: [
    { kind: 'promoCredit', label: '$1 credit', labelKm: 'ឥណទាន $1', amount: 100, discountType: null, packages: null, validDays: 30, weight: 70, stock: null, color: '#2563eb' },
    { kind: 'voucher', label: '10% off', labelKm: 'បញ្ចុះ 10%', amount: 10, discountType: 'percent', packages: ['sh-lite'], validDays: 14, weight: 30, stock: 5, color: '#16a34a' },
  ],
  ...overrides,
});

before(async () => {
  // the wheel's switch off: staff still see and set their wheels
  t = await createTestApp({ flags: { ...(await import('../src/config')).loadConfig({}).flags, fortuneWheel: false } }, { clock });
  staff = new Client(t.app);
  customer = new Client(t.app);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
});
after(() => t.close());

describe('GET /api/admin/fortune-wheels', () => {
  it('refuses a guest and a customer', async () => {
    expect((await new Client(t.app).get('/api/admin/fortune-wheels')).statusCode).toBe(401);
    expect((await customer.get('/api/admin/fortune-wheels')).statusCode).toBe(403);
  });

  it('lists every wheel with its prizes, stock, weights, dates and state, as staff set them', async () => {
    const before = staffWheelListSchema.parse((await staff.get('/api/admin/fortune-wheels')).json());
    const created = await staff.send('POST', '/api/admin/fortune-wheels', { ...input(), reason: 'new year campaign' });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { wheel: { id: string } }).wheel.id;

    const list = staffWheelListSchema.parse((await staff.get('/api/admin/fortune-wheels')).json());
    expect(list.items).toHaveLength(before.items.length + 1);
    // newest start first
    expect(list.items[0]).toEqual({
      id,
      name: 'New year wheel',
      nameKm: 'កង់ឆ្នាំថ្មី',
      description: 'Spins for the new year',
      descriptionKm: '',
      startsAt: '2027-01-01T00:00:00.000Z',
      endsAt: '2027-01-31T00:00:00.000Z',
      active: true,
      minOrderTotal: 1500,
      spinsPerOrder: 1,
      state: 'notStarted',
      prizes: [
        { id: expect.any(String), kind: 'promoCredit', label: '$1 credit', labelKm: 'ឥណទាន $1', amount: 100, discountType: null, packages: null, validDays: 30, weight: 70, stock: null, color: '#2563eb', won: 0 },
        { id: expect.any(String), kind: 'voucher', label: '10% off', labelKm: 'បញ្ចុះ 10%', amount: 10, discountType: 'percent', packages: ['sh-lite'], validDays: 14, weight: 30, stock: 5, color: '#16a34a', won: 0 },
      ],
    });

    // switched off, its prizes replaced: the list shows the wheel as it became, the retired prizes gone
    const changed = await staff.send('PUT', `/api/admin/fortune-wheels/${id}`, { ...input({ active: false, prizes: [input().prizes[0]!, { ...input().prizes[1]!, stock: 0, weight: 5 }] }), reason: 'paused for stock' });
    expect(changed.statusCode).toBe(200);
    const after = staffWheelListSchema.parse((await staff.get('/api/admin/fortune-wheels')).json()).items.find((wheel) => wheel.id === id)!;
    expect(after).toMatchObject({ active: false, state: 'promotionEnded' });
    expect(after.prizes.map((prize) => [prize.label, prize.weight, prize.stock])).toEqual([
      ['$1 credit', 70, null],
      ['10% off', 5, 0],
    ]);

    // each change is in the audit log with the reason staff gave
    const audit = (await staff.get(`/api/admin/audit?area=programme&target=wheel:${id}`)).json() as { items: { action: string; reason: string }[] };
    expect(audit.items[0]).toMatchObject({ action: 'change wheel', reason: 'paused for stock' });
  });

  it('keeps a prize and its id while what it gives is the same, and replaces one that gives something else', async () => {
    const created = await staff.send('POST', '/api/admin/fortune-wheels', { ...input({ name: 'Kept prizes' }), reason: 'prize ids test' });
    const id = (created.json() as { wheel: { id: string } }).wheel.id;
    const listed = async () => staffWheelListSchema.parse((await staff.get('/api/admin/fortune-wheels')).json()).items.find((wheel) => wheel.id === id)!;
    const [credit, voucher] = (await listed()).prizes;
    const again = (prizes: object[]) => staff.send('PUT', `/api/admin/fortune-wheels/${id}`, { ...input({ name: 'Kept prizes', active: false }), prizes, reason: 'switched off as it is' });
    const asInput = ({ won: _won, ...prize }: typeof credit & object) => prize;

    // switched off as it is, the voucher's stock and label changed: the same prizes
    expect((await again([asInput(credit!), { ...asInput(voucher!), stock: 2, label: '10% off now' }])).statusCode).toBe(200);
    const off = await listed();
    expect(off.state).toBe('promotionEnded');
    expect(off.prizes.map((prize) => [prize.id, prize.label, prize.stock])).toEqual([
      [credit!.id, '$1 credit', null],
      [voucher!.id, '10% off now', 2],
    ]);

    // the credit now gives $3: a new prize in its place; an id of another wheel's prize is a new prize too
    expect((await again([{ ...asInput(credit!), amount: 300 }, { ...asInput(voucher!), id: 'not-this-wheels' }])).statusCode).toBe(200);
    const replaced = await listed();
    expect(replaced.prizes).toHaveLength(2);
    expect(replaced.prizes[0]).toMatchObject({ amount: 300, won: 0 });
    expect(replaced.prizes.map((prize) => prize.id)).not.toContain(credit!.id);
    expect(replaced.prizes.map((prize) => prize.id)).not.toContain(voucher!.id);
  });

  it('refuses a reason shorter than the staff minimum, and changes nothing', async () => {
    const before = staffWheelListSchema.parse((await staff.get('/api/admin/fortune-wheels')).json()).items.length;
    const refused = await staff.send('POST', '/api/admin/fortune-wheels', { ...input(), reason: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(staffWheelListSchema.parse((await staff.get('/api/admin/fortune-wheels')).json()).items).toHaveLength(before);
  });
});
