import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { serviceSlaSchema, type SlaMonth } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { expireSlaCredits } from '../src/sla/sla';
import { insertRunningService } from './helpers/services';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';

// 5 November 2026: October is over (claimable until a month after its incident), November is still open.
const clock = new ManualClock('2026-11-05T08:00:00Z');
let t: TestApp;
let customer: Client;
let customerId: string;

before(async () => {
  t = await createTestApp({ devMailbox: true, production: false }, { clock });
  customer = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

/** A cloud server (or another kind of service) of a customer, running since June, billed monthly at `fee` cents. */
const service = (userId: string, fee: number, kind: 'cloud-server' | 'shared-hosting' = 'cloud-server') =>
  insertRunningService(t.app, { userId, fee, kind, namePrefix: 'sla' });

async function outage(serviceId: string, startedAt: string, minutes: number) {
  const response = await t.app.inject({ method: 'POST', url: `/api/dev/services/${serviceId}/incidents`, remoteAddress: '127.0.0.1', payload: { startedAt, minutes, description: 'Host node outage' } });
  expect(response.statusCode).toBe(201);
}

const monthOf = async (serviceId: string, month: string): Promise<SlaMonth> => {
  const response = await customer.get(`/api/user/services/${serviceId}/sla`);
  expect(response.statusCode).toBe(200);
  return serviceSlaSchema.parse(response.json()).months.find((entry) => entry.month === month)!;
};
const claim = (serviceId: string, month: string, description = 'Our shop was offline during the outage') => customer.send('POST', `/api/user/services/${serviceId}/sla-claims`, { month, description });
const promoTotal = async () => (await t.app.db.selectFrom('promo_credits').select('amount').where('user_id', '=', customerId).executeTakeFirst())?.amount ?? 0;

describe('SLA credits', () => {
  let server: string;

  before(async () => {
    server = await service(customerId, 4000);
    await outage(server, '2026-08-20T01:00:00Z', 216); // exactly 0.5 % of August's 44,640 minutes would be 223.2: target met
    await outage(server, '2026-09-03T01:00:00Z', 217); // 0.502 % of September's 43,200: below 99.5 %, 5 %
    await outage(server, '2026-10-10T01:00:00Z', 300); // October: 300 + 200 = 500 of 44,640 = 1.12 %: below 99.0 %, 10 %
    await outage(server, '2026-10-20T06:00:00Z', 200);
    await outage(server, '2026-11-02T01:00:00Z', 3000); // November is not over
  });

  it('keeps the uptime record per month with the tier each month earns', async () => {
    expect(await monthOf(server, '2026-08')).toMatchObject({ downtimeMinutes: 216, creditPercent: 0, creditCents: 0, state: 'met' });
    expect(await monthOf(server, '2026-09')).toMatchObject({ downtimeMinutes: 217, uptimePercent: 99.497, creditPercent: 5, creditCents: 200, state: 'late', claimBy: '2026-10-03T04:37:00.000Z' });
    expect(await monthOf(server, '2026-10')).toMatchObject({ downtimeMinutes: 500, creditPercent: 10, creditCents: 400, state: 'claimable', claimBy: '2026-11-20T09:20:00.000Z' });
    expect(await monthOf(server, '2026-11')).toMatchObject({ downtimeMinutes: 3000, creditPercent: 15, creditCents: 600, state: 'open' });
  });

  it('refuses a claim with the reason: target met, too late, month not over, incomplete', async () => {
    const before = await promoTotal();
    for (const [month, reason] of [['2026-08', 'targetMet'], ['2026-09', 'late'], ['2026-11', 'monthNotOver']] as const) {
      const response = await claim(server, month);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'NOT_ELIGIBLE', details: { reason } });
    }
    const incomplete = await customer.send('POST', `/api/user/services/${server}/sla-claims`, { month: '2026-10' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().code).toBe('BAD_REQUEST');
    expect(await promoTotal()).toBe(before);
  });

  it('credits a month once, as promo credit with its ledger row, even when claimed twice at once', async () => {
    const before = await promoTotal();
    const answers = await Promise.all([claim(server, '2026-10'), claim(server, '2026-10')]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((response) => response.statusCode === 409)!.json()).toMatchObject({ code: 'NOT_ELIGIBLE', details: { reason: 'alreadyCredited' } });
    expect(await promoTotal()).toBe(before + 400);
    const october = await monthOf(server, '2026-10');
    expect(october).toMatchObject({ state: 'credited', credit: { amount: 400, issuedAt: '2026-11-05T08:00:00.000Z', expiresAt: '2026-12-05T08:00:00.000Z', expired: false } });
    const rows = await t.app.db.selectFrom('promo_credit_ledger').selectAll().where('reference', '=', `sla:${october.credit!.id}`).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 400, kind: 'grant' });
    expect((await claim(server, '2026-10')).json()).toMatchObject({ details: { reason: 'alreadyCredited' } });
  });

  it('refuses a credit of $1 or less', async () => {
    const cheap = await service(customerId, 1999);
    await outage(cheap, '2026-10-05T00:00:00Z', 300); // 5 % of $19.99 = $1.00: not over $1
    expect(await monthOf(cheap, '2026-10')).toMatchObject({ creditPercent: 5, creditCents: 100, state: 'belowMinimum' });
    const response = await claim(cheap, '2026-10');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ details: { reason: 'belowMinimum' } });
  });

  it('refuses another customer\'s server (not found) and a service that is not a cloud server', async () => {
    const staffId = (await t.app.db.selectFrom('users').select('id').where('email', '=', STAFF.login).executeTakeFirstOrThrow()).id;
    const theirs = await service(staffId, 4000);
    await outage(theirs, '2026-10-10T00:00:00Z', 3000);
    expect((await customer.get(`/api/user/services/${theirs}/sla`)).statusCode).toBe(404);
    expect((await claim(theirs, '2026-10')).statusCode).toBe(404);
    const hosting = await service(customerId, 4000, 'shared-hosting');
    expect((await claim(hosting, '2026-10')).json()).toMatchObject({ code: 'NOT_ELIGIBLE', details: { reason: 'notCloudServer' } });
    expect((await new Client(t.app).get(`/api/user/services/${server}/sla`)).statusCode).toBe(401);
  });

  it('closes the claim window a month after the incident (the clock moved on)', async () => {
    const late = await service(customerId, 4000);
    await outage(late, '2026-10-25T00:00:00Z', 1000);
    expect(await monthOf(late, '2026-10')).toMatchObject({ state: 'claimable', claimBy: '2026-11-25T16:40:00.000Z' });
    clock.set('2026-11-26T00:00:00Z');
    const response = await claim(late, '2026-10');
    expect(response.json()).toMatchObject({ code: 'NOT_ELIGIBLE', details: { reason: 'late' } });
    expect(await monthOf(late, '2026-10')).toMatchObject({ state: 'late' });
  });

  it('takes back what is left of a credit 30 days after its issue, once', async () => {
    clock.set('2026-12-05T08:00:01Z');
    const before = await promoTotal();
    expect(await expireSlaCredits(t.app.db, clock.now())).toBe(1);
    expect(await promoTotal()).toBe(before - 400);
    expect(await expireSlaCredits(t.app.db, clock.now())).toBe(0);
    expect(await monthOf(server, '2026-10')).toMatchObject({ state: 'credited', credit: { expired: true } });
  });
});
