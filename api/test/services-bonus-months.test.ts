import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { type OwnedService } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { buyWithBalance } from './helpers/buy';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;

before(async () => {
  t = await createTestApp({}, { clock });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

/** `months` calendar months after `from` (the day of the month kept, as a term is counted). */
const monthsAfter = (from: Date, months: number) => {
  const end = new Date(from.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.toISOString();
};

/** The bonus months the configurator quotes for the item (the promise the cart and the invoice repeat). */
async function promisedBonus(item: Record<string, unknown>): Promise<number> {
  const quote = await customer.send('POST', `/api/products/${String(item.type)}/price`, item);
  expect(quote.statusCode).toBe(200);
  // A cloud server's quote is a timeline; the others say it at the top.
  const body = quote.json();
  return (item.type === 'cloud-server' ? body.timeline.today.bonusMonths : body.bonusMonths) as number;
}

const server = (months: number, serverName: string) => ({ type: 'cloud-server', package: 'cs-basic-cloud-1', months, region: 'cambodia', os: 'debian-11', serverName, storageType: 'ssd', source: 'NEW', addons: {} });
const plan = (type: string, pkg: string, months: number) => ({ type, package: pkg, months });

/** Each product with a bonus offer (and those without one), the term bought and the months its first term runs. */
const CASES: { what: string; item: Record<string, unknown>; bonus: number }[] = [
  { what: 'a cloud server for 12 months (+2 per year)', item: server(12, 'bonus-12'), bonus: 2 },
  { what: 'a cloud server for 24 months', item: server(24, 'bonus-24'), bonus: 4 },
  { what: 'a cloud server for 36 months', item: server(36, 'bonus-36'), bonus: 6 },
  { what: 'a cloud server for 1 month (no full year)', item: server(1, 'bonus-1'), bonus: 0 },
  { what: 'WordPress hosting for 12 months (+1 free month)', item: plan('wordpress-hosting', 'wp-basic', 12), bonus: 1 },
  { what: 'WordPress hosting for 24 months', item: plan('wordpress-hosting', 'wp-standard', 24), bonus: 1 },
  { what: 'WordPress hosting for 1 month (no bonus)', item: plan('wordpress-hosting', 'wp-basic', 1), bonus: 0 },
  { what: 'cloud hosting for 12 months (no bonus offer)', item: plan('cloud-hosting', 'ch-basic', 12), bonus: 0 },
  { what: 'shared hosting for 12 months (no bonus offer)', item: plan('shared-hosting', 'sh-business', 12), bonus: 0 },
];

describe('issue 28.7: the bonus months promised reach the service (renewsAt = paid time + term + bonus months)', () => {
  for (const { what, item, bonus } of CASES) {
    it(`issue 28.7: ${what}`, async () => {
      expect(await promisedBonus(item)).toBe(bonus);
      const paidAt = clock.advanceDays(1);
      const orderId = await buyWithBalance(customer, staff, customerId, [item]);
      const id = (await t.app.db.selectFrom('services').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id;
      const service = (await customer.get(`/api/user/services/${id}`)).json() as OwnedService;
      const months = item.months as number;
      expect(service).toMatchObject({ term: { period: months, unit: 'month' }, startsAt: paidAt.toISOString(), renewsAt: monthsAfter(paidAt, months + bonus) });
    });
  }
});
