import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { serviceSlaSchema } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { SCHEDULES } from '../src/jobs/plugin';
import { proposeSlaCredits, SLA_PROPOSED_STEP } from '../src/sla/sla';
import { insertRunningService } from './helpers/services';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';

// 5 November 2026, 08:00 UTC: October is over, November is still open.
const clock = new ManualClock('2026-11-05T08:00:00Z');
let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;

before(async () => {
  // jobs polled often: the proposal is run by the job queue itself in one test
  t = await createTestApp({ devMailbox: true, production: false, jobPollSeconds: 0.5 }, { clock });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

/** A customer's service running since June, billed monthly at `fee` cents. */
const service = (fee: number, kind: 'cloud-server' | 'shared-hosting' = 'cloud-server') =>
  insertRunningService(t.app, { userId: customerId, fee, kind, namePrefix: 'outage' });

const REASON = 'Host node kh-3 failed; provider incident report INC-1042';
const outage = (client: Client, serviceId: string, body: Record<string, unknown>) =>
  client.send('POST', `/api/admin/services/${serviceId}/incidents`, { description: 'Host node outage', reason: REASON, ...body });


const proposalsFor = (serviceId: string) => t.app.db.selectFrom('service_events').select(['cycle']).where('subject_id', '=', serviceId).where('step', '=', SLA_PROPOSED_STEP).execute();
const notificationsAbout = (name: string) => t.app.db.selectFrom('notifications').select(['title', 'body']).where('user_id', '=', customerId).where('body', 'like', `%${name}%`).execute();
const mailsAbout = (name: string) => t.app.db.selectFrom('email_outbox').select(['template', 'subject', 'text_body']).where('to_address', '=', CUSTOMER.login.toLowerCase()).where('subject', 'like', `%${name}%`).execute();

describe('staff record a cloud server outage', () => {
  it('in the server\'s uptime record, audited with the reason; the customer sees the month below target', async () => {
    const server = await service(4000);
    const recorded = await outage(staff, server, { startedAt: '2026-10-10T01:00:00Z', endedAt: '2026-10-10T09:20:00Z' });
    expect(recorded.statusCode).toBe(201);
    const october = serviceSlaSchema.parse(recorded.json()).months.find((month) => month.month === '2026-10');
    expect(october).toMatchObject({ downtimeMinutes: 500, creditPercent: 10, creditCents: 400, state: 'claimable', incidents: [expect.objectContaining({ startedAt: '2026-10-10T01:00:00.000Z', minutes: 500, description: 'Host node outage' })] });
    // the customer reads the same record
    const mine = serviceSlaSchema.parse((await customer.get(`/api/user/services/${server}/sla`)).json());
    expect(mine.months.find((month) => month.month === '2026-10')?.downtimeMinutes).toBe(500);

    const audit = (await staff.get(`/api/admin/audit?area=customer&target=service:${server}`)).json() as { items: { action: string; actor: string; reason: string }[] };
    expect(audit.items).toEqual([expect.objectContaining({ action: 'record server outage', actor: STAFF.login, reason: REASON })]);
  });

  it('is for staff only: a customer is refused, a guest asked to sign in', async () => {
    const server = await service(4000);
    expect((await outage(customer, server, { startedAt: '2026-10-01T01:00:00Z', endedAt: '2026-10-01T02:00:00Z' })).statusCode).toBe(403);
    expect((await outage(new Client(t.app), server, { startedAt: '2026-10-01T01:00:00Z', endedAt: '2026-10-01T02:00:00Z' })).statusCode).toBe(401);
    expect(await t.app.db.selectFrom('server_incidents').select('id').where('service_id', '=', server).execute()).toEqual([]);
  });

  it('refuses what would falsify the record: no reason, an end not after the start, an end in the future, before the server, another kind of service, an unknown one, an overlap', async () => {
    const server = await service(4000);
    const noReason = await staff.send('POST', `/api/admin/services/${server}/incidents`, { startedAt: '2026-10-01T01:00:00Z', endedAt: '2026-10-01T02:00:00Z', description: 'Host node outage' });
    expect(noReason.statusCode).toBe(400);
    expect((await outage(staff, server, { startedAt: '2026-10-01T02:00:00Z', endedAt: '2026-10-01T02:00:00Z' })).statusCode).toBe(400);
    expect((await outage(staff, server, { startedAt: '2026-10-01T03:00:00Z', endedAt: '2026-10-01T02:00:00Z' })).statusCode).toBe(400);
    // still going on (its end after now): recorded once it is over
    const future = await outage(staff, server, { startedAt: '2026-11-05T07:00:00Z', endedAt: '2026-11-05T09:00:00Z' });
    expect(future.statusCode).toBe(400);
    expect(future.json().details).toMatchObject({ reason: 'inFuture' });
    expect((await outage(staff, server, { startedAt: '2026-05-31T23:00:00Z', endedAt: '2026-06-01T01:00:00Z' })).json().details).toMatchObject({ reason: 'beforeServer' });
    const hosting = await service(4000, 'shared-hosting');
    expect((await outage(staff, hosting, { startedAt: '2026-10-01T01:00:00Z', endedAt: '2026-10-01T02:00:00Z' })).json().details).toMatchObject({ reason: 'notCloudServer' });
    expect((await outage(staff, randomUUID(), { startedAt: '2026-10-01T01:00:00Z', endedAt: '2026-10-01T02:00:00Z' })).statusCode).toBe(404);

    expect((await outage(staff, server, { startedAt: '2026-10-01T01:00:00Z', endedAt: '2026-10-01T02:00:00Z' })).statusCode).toBe(201);
    for (const [startedAt, endedAt] of [
      ['2026-10-01T01:30:00Z', '2026-10-01T03:00:00Z'], // its end
      ['2026-10-01T00:00:00Z', '2026-10-01T01:01:00Z'], // its start
      ['2026-10-01T01:10:00Z', '2026-10-01T01:20:00Z'], // within
      ['2026-10-01T00:00:00Z', '2026-10-01T05:00:00Z'], // around
    ]) {
      const overlap = await outage(staff, server, { startedAt, endedAt });
      expect(overlap.statusCode).toBe(400);
      expect(overlap.json().details).toMatchObject({ reason: 'overlaps' });
    }
    // back to back is no overlap
    expect((await outage(staff, server, { startedAt: '2026-10-01T02:00:00Z', endedAt: '2026-10-01T02:30:00Z' })).statusCode).toBe(201);
    expect((await t.app.db.selectFrom('server_incidents').select('minutes').where('service_id', '=', server).orderBy('started_at').execute()).map((row) => row.minutes)).toEqual([60, 30]);
  });
});

describe('credits for a month below target are proposed without a claim', () => {
  it('once per server and month, by notification and email, only for a closed month with a credit to claim', async () => {
    const below = await service(4000); // October at 500 minutes: 10 %, $4.00
    const met = await service(4000); // 100 minutes: target met
    const tiny = await service(500); // 10 % of $5.00 = $0.50: not over $1
    const open = await service(4000); // November is not over
    const credited = await service(4000); // claimed already
    expect((await outage(staff, below, { startedAt: '2026-10-10T01:00:00Z', endedAt: '2026-10-10T09:20:00Z' })).statusCode).toBe(201);
    expect((await outage(staff, met, { startedAt: '2026-10-10T01:00:00Z', endedAt: '2026-10-10T02:40:00Z' })).statusCode).toBe(201);
    expect((await outage(staff, tiny, { startedAt: '2026-10-10T01:00:00Z', endedAt: '2026-10-10T09:20:00Z' })).statusCode).toBe(201);
    expect((await outage(staff, open, { startedAt: '2026-11-02T01:00:00Z', endedAt: '2026-11-04T03:00:00Z' })).statusCode).toBe(201);
    expect((await outage(staff, credited, { startedAt: '2026-10-10T01:00:00Z', endedAt: '2026-10-10T09:20:00Z' })).statusCode).toBe(201);
    expect((await customer.send('POST', `/api/user/services/${credited}/sla-claims`, { month: '2026-10', description: 'Our shop was offline during the outage' })).statusCode).toBe(200);

    // the scheduled job of the queue, run now
    expect(SCHEDULES.some((schedule) => schedule.name === 'sla-proposals')).toBe(true);
    await t.app.jobs.send('sla-proposals', {});
    await eventually(() => proposalsFor(below), (rows) => rows.length > 0, 'the proposal of the server below target');
    await eventually(() => t.app.jobs.pending('sla-proposals'), (pending) => pending === 0, 'the job to finish');

    expect(await proposalsFor(below)).toEqual([{ cycle: '2026-10' }]);
    const name = (await t.app.db.selectFrom('services').select('name').where('id', '=', below).executeTakeFirstOrThrow()).name;
    expect(await notificationsAbout(name)).toEqual([{ title: 'A service credit is waiting for you', body: `${name} was up 98.879 % in 2026-10, below our 99.5 % target: claim your 10 % credit of $4.00 by 2026-11-10.` }]);
    const mails = await mailsAbout(name);
    expect(mails).toEqual([expect.objectContaining({ template: 'service-sla-credit-proposed', subject: `Service credit for ${name} (2026-10)` })]);
    expect(mails[0]!.text_body).toContain(`/account/services/${below}`);
    for (const other of [met, tiny, open, credited]) expect(await proposalsFor(other)).toEqual([]);

    // run again (the next hour, or two replicas at once): nothing is told twice
    expect(await Promise.all([proposeSlaCredits(t.app.db, clock.now(), 'https://shop.example.com'), proposeSlaCredits(t.app.db, clock.now(), 'https://shop.example.com')])).toEqual([0, 0]);
    expect(await notificationsAbout(name)).toHaveLength(1);
    expect(await mailsAbout(name)).toHaveLength(1);

    // November closes below target for the open one: proposed then, not before
    clock.set('2026-12-01T00:30:00Z');
    try {
      expect(await proposeSlaCredits(t.app.db, clock.now(), 'https://shop.example.com')).toBe(1);
      expect(await proposalsFor(open)).toEqual([{ cycle: '2026-11' }]);
    } finally {
      clock.set('2026-11-05T08:00:00Z');
    }
  });
});

describe('moving the development clock', () => {
  it('proposes a month that closed below target once the clock passes its end: the scheduled jobs run at once', async () => {
    const server = await service(4000);
    // November at 3,000 minutes: 15 %, $6.00, claimable once the month is over
    expect((await outage(staff, server, { startedAt: '2026-11-02T01:00:00Z', endedAt: '2026-11-04T03:00:00Z' })).statusCode).toBe(201);
    expect(await proposalsFor(server)).toEqual([]);
    try {
      const moved = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { days: 26 }, remoteAddress: '127.0.0.1', headers: { origin: 'http://localhost:8080' } });
      expect(moved.statusCode).toBe(200);
      await eventually(() => proposalsFor(server), (rows) => rows.length > 0, 'the proposal once November is over');
      expect(await proposalsFor(server)).toEqual([{ cycle: '2026-11' }]);
    } finally {
      for (const { name } of SCHEDULES) await eventually(() => t.app.jobs.pending(name), (pending) => pending === 0, `${name} to finish`);
      clock.set('2026-11-05T08:00:00Z');
    }
  });
});
