import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { Pool } from 'pg';
import { ownedServicesSchema } from '@storefront/contracts';
import { startFulfilmentFakes, type StartedFulfilmentFakes } from './fakes/fulfilment-fakes';
import { fulfilmentEnvOf } from './fakes/party-env';
import { Client, CUSTOMER, STAFF } from './helpers/app';
import { overHttp, PROCESS_ORIGIN, startApiProcess, type ApiProcess } from './helpers/api-process';
import { buyWithBalance } from './helpers/buy';
import { eventually } from './helpers/eventually';

/**
 * Issue 31's acceptance, the last part: "after killing the api in the middle of each fulfilment and starting it
 * again, every job finishes exactly once". The api runs as a process of its own (src/main.ts, as `npm start` runs
 * it) with the three real adapters — EPP, Proxmox VE, cPanel & WHM — pointed at their fakes in this process. One
 * order holds a domain registration, a transfer in, a cloud server with an additional IP and a WordPress plan. Each
 * fake carries out the first call that does the work (domain:create, domain:transfer, the template's clone,
 * createacct) and withholds its answer; once one is made, the api is killed with SIGKILL (nothing recorded, nothing
 * handed back) and started again. The restarted process finds the dead one's jobs through its missed heartbeats
 * (jobs/worker-liveness.ts), retries them, and each finds at its party what the dead run did: one name, one transfer,
 * one VM, one account — each active for the customer, told once, and nothing refunded.
 *
 * On PostgreSQL only: a server the api process does not own outlives it, as in production. The embedded database
 * (PGlite) lives inside the api process and dies with it; the api suite runs this file on both, and on PGlite says so.
 */
const databaseUrl = process.env.DATABASE_URL || null;
const PORT = 18_000 + (process.pid % 1000);
const SERVER_NAME = `restart-${randomBytes(3).toString('hex')}`;
const WORDPRESS_DOMAIN = `restart-wp-${randomBytes(3).toString('hex')}.org`;

describe('issue 31: the api killed in the middle of each fulfilment, then started again: every job finishes, once', { skip: databaseUrl ? false : 'the embedded database dies with the api process it lives in: this runs on PostgreSQL' }, () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let fakes: StartedFulfilmentFakes;
  let api: ApiProcess | undefined;
  let env: Record<string, string>;
  const customer = new Client(overHttp(() => api!.baseUrl));
  let customerId = '';
  const staff = new Client(overHttp(() => api!.baseUrl));

  before(async () => {
    fakes = await startFulfilmentFakes();
    env = {
      DATABASE_URL: databaseUrl!,
      DB_SCHEMA: schema,
      NODE_ENV: 'test',
      PUBLIC_URL: PROCESS_ORIGIN,
      ALLOWED_ORIGINS: PROCESS_ORIGIN,
      ...fulfilmentEnvOf(fakes.settings),
      // Jobs looked for often, and a process silent for 3 s taken for dead (JOB_HEARTBEAT_SECONDS, three beats).
      JOB_POLL_SECONDS: '0.5',
      JOB_HEARTBEAT_SECONDS: '1',
    };
    api = await startApiProcess(PORT, env);
  });

  after(async () => {
    await api?.stop();
    await fakes?.close();
    const pool = new Pool({ connectionString: databaseUrl!, max: 1 });
    await pool.query(`drop schema if exists "${schema}" cascade`);
    await pool.end();
  });

  it('registers, transfers, builds the server and the hosting account exactly once across the kills', async () => {
    const registered = `restart-${randomBytes(4).toString('hex')}.com`;
    const moving = fakes.epp.seed(`restart-move-${randomBytes(4).toString('hex')}.com`, { authInfo: 'Move-restart-26' });
    // Each party carries out its first piece of work and never answers it.
    const held = {
      'domain:create': fakes.epp.holdAnswerTo('domain:create'),
      'domain:transfer': fakes.epp.holdAnswerTo('domain:transfer'),
      'proxmox clone': fakes.proxmox.holdNextAnswer('POST', /\/qemu\/\d+\/clone$/),
      'whm createacct': fakes.whm.holdNextAnswerOf('createacct'),
    };

    expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
    expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
    const found = await staff.get(`/api/admin/users?email=${encodeURIComponent(CUSTOMER.login)}`);
    expect(found.statusCode).toBe(200);
    customerId = (found.json() as { id: string }).id;
    await buyWithBalance(customer, staff, customerId, [
      { type: 'domain', action: 'register', domain: registered, years: 1 },
      { type: 'domain', action: 'transfer', domain: moving.name, authCode: 'Move-restart-26' },
      { type: 'cloud-server', package: 'cs-basic-cloud-1', months: 1, region: 'cambodia', os: 'debian-11', serverName: SERVER_NAME, storageType: 'ssd', source: 'NEW', addons: { 'cs-additional-ip': 1 } },
      { type: 'wordpress-hosting', package: 'wp-basic', months: 12, websiteName: 'restart-wp', region: 'KH', addons: { fileStorage: 0, databaseStorage: 0, additionalIp: 0 }, theme: 'angkor-shop', plugins: ['seo-booster'], domain: { kind: 'thirdParty', domain: WORDPRESS_DOMAIN } },
    ]);

    // Kill the api as soon as any party has done a piece of work it did not answer, start it again, until all four were made.
    const made = new Set<string>();
    const all = Object.entries(held).map(([name, promise]) => promise.then(() => void made.add(name)));
    const kills: string[][] = [];
    while (kills.flat().length < all.length) {
      await Promise.race(all.filter((_promise, i) => !kills.flat().includes(Object.keys(held)[i]!)));
      kills.push([...made].filter((name) => !kills.flat().includes(name)));
      await api!.kill();
      // The sessions live in the database: the same clients go on against the new process.
      api = await startApiProcess(PORT, env);
    }
    expect(kills.flat().sort()).toEqual(Object.keys(held).sort());

    // Everything the order paid for finishes, on the restarted process.
    type Owned = ReturnType<typeof ownedServicesSchema.parse>[number];
    const services = await eventually(
      async () => ownedServicesSchema.parse((await customer.get('/api/user/services')).json()),
      (owned) =>
        [registered, moving.name].every((name) => owned.some((s) => s.kind === 'domain' && s.name === name && s.status === (name === registered ? 'active' : 'pendingTransfer'))) &&
        owned.some((s) => s.kind === 'cloud-server' && s.name === SERVER_NAME && s.status === 'active') &&
        owned.some((s) => s.kind === 'wordpress-hosting' && s.status === 'active' && JSON.stringify(s).includes(WORDPRESS_DOMAIN)),
      'the order fulfilled after the restarts',
      180,
    );
    const server = services.find((s) => s.kind === 'cloud-server' && s.name === SERVER_NAME) as Owned;

    // Exactly once at each party.
    expect(fakes.epp.count('domain:create', registered)).toBe(1);
    expect(fakes.epp.commands.filter((c) => c.command === 'domain:transfer' && c.name === moving.name).length).toBeGreaterThanOrEqual(1);
    expect(fakes.proxmox.callsTo('POST', /\/qemu\/\d+\/clone$/)).toHaveLength(1);
    // The fakes are this test's own: one VM besides the templates, one account.
    expect([...fakes.proxmox.vms.values()].filter((vm) => !vm.template)).toHaveLength(1);
    expect(fakes.whm.callsOf('createacct').filter((call) => call.result === 1)).toHaveLength(1);
    expect([...fakes.whm.accounts.values()].map((account) => account.domain)).toEqual([WORDPRESS_DOMAIN]);
    // The site runs the theme and plugin the customer chose, installed by WP Toolkit over SSH (the provider's own zip, a wordpress.org slug).
    const site = [...fakes.whm.accounts.values()][0]!.site!;
    expect({ theme: site.activeTheme, plugins: Object.fromEntries(site.plugins) }).toEqual({ theme: 'angkor-shop', plugins: { 'wordpress-seo': { active: true } } });
    expect(fakes.proxmox.problems).toEqual([]);

    // The customer sees it all once: the server with both its addresses, one "ready" notice per service, nothing refunded.
    expect(JSON.stringify(server).match(/\d{1,3}(\.\d{1,3}){3}/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    const db = new Pool({ connectionString: databaseUrl!, max: 1, options: `-c search_path=${schema}` });
    try {
      const refunds = await db.query(`select reason from balance_ledger where user_id = $1 and kind = 'refund'`, [customerId]);
      expect(refunds.rows).toEqual([]);
      const serviceIds = services.filter((s) => s.kind !== 'domain').map((s) => s.id);
      const ready = await db.query(`select subject_id from service_events where step = 'ready' and subject_id = any($1::text[])`, [serviceIds]);
      expect(ready.rows.map((row: { subject_id: string }) => row.subject_id).sort()).toEqual([...serviceIds].sort());
      const mails = await db.query(`select template from email_outbox where to_address = $1 and template = 'service-service-ready'`, [CUSTOMER.login]);
      expect(mails.rows).toHaveLength(2);
    } finally {
      await db.end();
    }
  });

  it('lets the cloud server lapse: killed in the middle of its suspension, then of its deletion, each done once', async () => {
    type Owned = ReturnType<typeof ownedServicesSchema.parse>[number];
    const serverOf = async () => ownedServicesSchema.parse((await customer.get('/api/user/services')).json()).find((s) => s.kind === 'cloud-server' && s.name === SERVER_NAME) as Owned;
    const [vm] = [...fakes.proxmox.vms.values()].filter((candidate) => !candidate.template);
    expect(vm).toMatchObject({ status: 'running' });
    // Nothing to renew it with: staff take the balance back to zero.
    const balance = (await customer.get('/api/user/balance')).json() as { balance: number };
    // The order was paid with exactly what staff credited, so some is left only if a price changed: zero either way.
    const taken = balance.balance > 0 ? (await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: -balance.balance, reason: 'restart test: nothing to renew with' })).statusCode : 200;
    expect(taken).toBe(200);
    expect(((await customer.get('/api/user/balance')).json() as { balance: number }).balance).toBe(0);
    const killAfter = async (made: Promise<void>) => {
      await made;
      await api!.kill();
      api = await startApiProcess(PORT, env);
    };

    // Past its renewal date, unpaid: the sweep suspends it, and the provider action's shutdown is made and not answered.
    const shutdown = fakes.proxmox.holdNextAnswer('POST', /\/status\/shutdown$/);
    expect((await customer.send('POST', '/api/dev/clock', { days: 32 })).statusCode).toBe(200);
    await killAfter(shutdown);
    await eventually(serverOf, (server) => server.status === 'suspended', 'the server suspended', 120);
    await eventually(() => vm!.status, (status) => status === 'stopped', 'the VM stopped', 120);

    // A week on (the clock of the new process is moved from its own start): deactivated, and its VM deleted, once.
    const deletion = fakes.proxmox.holdNextAnswer('DELETE', /\/qemu\/\d+$/);
    expect((await customer.send('POST', '/api/dev/clock', { days: 45 })).statusCode).toBe(200);
    await killAfter(deletion);
    expect((await serverOf()).status).toBe('cancelled');
    // The restarted process finishes each action's job once: its step recorded once (the held DELETE already removed the VM).
    const db = new Pool({ connectionString: databaseUrl!, max: 1, options: `-c search_path=${schema}` });
    try {
      const id = (await serverOf()).id;
      const steps = await eventually(
        async () => (await db.query(`select step from service_events where subject_id = $1 and step like 'provider-%' order by step`, [id])).rows.map((row: { step: string }) => row.step),
        (recorded) => recorded.includes('provider-destroy'),
        'the deletion job done on the restarted process',
        120,
      );
      expect(steps).toEqual(['provider-destroy', 'provider-suspend']);
      // Nothing gave up along the way: no job's retry found its party's answer a refusal.
      expect((await db.query('select kind, message from staff_alerts')).rows).toEqual([]);
    } finally {
      await db.end();
    }
    expect([...fakes.proxmox.vms.values()].filter((candidate) => !candidate.template)).toEqual([]);
    expect(fakes.proxmox.problems).toEqual([]);
  });
});
