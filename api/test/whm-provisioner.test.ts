import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import type { Db } from '../src/db/connect';
import { ProvisioningError, type ProvisionRequest } from '../src/provisioning/provisioner';
import { WhmProvisioner } from '../src/provisioning/whm/whm-provisioner';
import { isAllowedWhmUsername, whmUsernameOf } from '../src/provisioning/whm/whm-username';
import { startWhmFake, type WhmFake } from './fakes/whm-fake';
import { ed25519KeyPair } from './fakes/wp-toolkit-ssh-fake';
import { KIT_PACKAGES, QUICK_WORDPRESS, whmConfigFor } from './provisioning-contract/whm-hosting-driver';
import { seedHosting } from '../src/db/seed/hosting';
import { openTestDb } from './helpers/db';

/** What WHM API 1 itself asks of the adapter (api/src/provisioning/whm/): its usernames, its token, its refusals, WordPress. */
describe('WHM adapter', () => {
  let db: Db;
  let fake: WhmFake;
  let whm: WhmProvisioner;
  let seq = 0;
  const failure = (error: unknown) => ({ provisioning: error instanceof ProvisioningError, retryable: (error as ProvisioningError).retryable, message: (error as Error).message });
  const request = (overrides: Partial<ProvisionRequest> = {}): ProvisionRequest => ({
    serviceId: randomUUID(),
    kind: 'shared-hosting',
    productKey: 'sh-basic',
    name: `adapter-${process.pid}-${(seq += 1)}.example.com`,
    customerEmail: 'owner@example.com',
    wordpress: null,
    ...overrides,
  });

  before(async () => {
    db = await openTestDb();
    // The WordPress catalogue: what each theme and plugin key installs.
    await db.db.transaction().execute((trx) => seedHosting(trx));
    fake = await startWhmFake({ tls: true, packages: ['default', ...Object.values(KIT_PACKAGES)] });
    whm = new WhmProvisioner(whmConfigFor(fake), QUICK_WORDPRESS);
  });
  after(async () => {
    await fake?.close();
    await db?.close();
  });
  beforeEach(() => fake.reset());

  describe('usernames', () => {
    it('derives the username from the service id alone: eight characters WHM accepts, the same each time, another per service', () => {
      const ids = Array.from({ length: 300 }, () => randomUUID());
      const names = ids.map((id) => whmUsernameOf(id));
      for (const name of names) {
        expect(name).toMatch(/^[a-z][a-z0-9]{7}$/);
        expect(isAllowedWhmUsername(name)).toBe(true);
      }
      expect(ids.map((id) => whmUsernameOf(id))).toEqual(names);
      expect(new Set(names.map((name) => name.slice(0, 8))).size).toBe(names.length);
      expect(whmUsernameOf(ids[0]!, 1)).not.toBe(names[0]);
    });

    it('refuses what WHM refuses: a digit first, "test…", more than 16 characters, capitals, reserved names', () => {
      expect(['1abc', 'testabcd', 'a'.repeat(17), 'Abcdefgh', 'root', 'cpanel', 'mysql'].map(isAllowedWhmUsername)).toEqual([false, false, false, false, false, false, false]);
    });

    it("takes the next derived name when another service's account holds the first (a hash collision), and finds it again", async () => {
      const asked = request();
      const taken = whmUsernameOf(asked.serviceId);
      fake.accounts.set(taken, { user: taken, domain: 'someone-else.example.com', plan: 'sf_shared_basic', suspended: false, suspendReason: null, email: '', password: 'x', ip: '192.0.2.1', wordpress: 'absent', site: null });
      const created = await whm.create(asked, db.db);
      expect(created.externalId).toBe(`whm:${whmUsernameOf(asked.serviceId, 1)}`);
      expect((await whm.create(asked, db.db)).externalId).toBe(created.externalId);
      expect(fake.accounts.get(taken)?.domain).toBe('someone-else.example.com');
    });
  });

  describe('calls', () => {
    it('sends every call with the WHM token header and api.version=1, the password in the body (never the URL), the plan as the configured package', async () => {
      const asked = request({ productKey: 'sh-business' });
      const { externalId, credentials } = await whm.create(asked, db.db);
      const user = externalId.slice(4);
      expect(fake.calls.every((call) => call.authorized && call.params['api.version'] === '1')).toBe(true);
      const [createacct] = fake.callsOf('createacct').filter((call) => call.params.username === user);
      expect(createacct?.params).toMatchObject({ username: user, domain: asked.name, plan: 'sf_shared_business', contactemail: 'owner@example.com', password: credentials?.password });
      expect(createacct?.queryNames).toEqual(['api.version']);
      expect(fake.accounts.get(user)).toMatchObject({ domain: asked.name, plan: 'sf_shared_business', password: credentials?.password });
    });

    it('answers the account as WHM reports it: its IP, suspended or not, the cPanel address on port 2083', async () => {
      const { externalId } = await whm.create(request(), db.db);
      const account = fake.accounts.get(externalId.slice(4));
      expect(await whm.status(externalId, db.db)).toEqual({ externalId, state: 'ready', ip: account?.ip, controlPanelUrl: 'https://127.0.0.1:2083', suspended: false });
      await whm.suspend(externalId, db.db);
      expect(fake.accounts.get(externalId.slice(4))?.suspendReason).toMatch(/storefront/);
      expect(fake.callsOf('suspendacct')).toHaveLength(1);
      await whm.suspend(externalId, db.db);
      expect(fake.callsOf('suspendacct')).toHaveLength(1);
    });

    it('a token WHM refuses is a setting to fix (not retried), and the message names neither the token nor a password', async () => {
      const wrong = new WhmProvisioner(whmConfigFor(fake, { apiToken: 'NOT-THE-TOKEN-4242' }));
      const refused = await wrong.create(request(), db.db).then(() => null, failure);
      expect(refused).toMatchObject({ provisioning: true, retryable: false, message: expect.stringMatching(/HTTP 403.*WHM_API_TOKEN/) });
      expect(refused?.message).not.toContain('NOT-THE-TOKEN-4242');
      expect(refused?.message).not.toContain(fake.token);
    });

    it('metadata.result 0 is a refusal with WHM’s reason: for good, unless WHM says it is busy', async () => {
      fake.refuseNext('createacct', 'Sorry, the domain is already pointed to an IP address that does not appear to use DNS servers associated with this server.');
      expect(await whm.create(request(), db.db).then(() => null, failure)).toMatchObject({ retryable: false, message: expect.stringMatching(/^WHM refused createacct: Sorry, the domain/) });
      fake.refuseNext('createacct', 'Unable to obtain a lock; try again later.');
      expect(await whm.create(request(), db.db).then(() => null, failure)).toMatchObject({ retryable: true, message: expect.stringMatching(/^WHM refused createacct/) });
    });

    it('WHM down (HTTP 503) or silent past WHM_TIMEOUT_MS is retryable; an untrusted certificate is not', async () => {
      fake.mode = 'down';
      expect(await whm.create(request(), db.db).then(() => null, failure)).toMatchObject({ retryable: true, message: expect.stringContaining('WHM_HTTP_503') });
      fake.mode = 'hang';
      const slow = new WhmProvisioner(whmConfigFor(fake, { timeoutMs: 200 }));
      expect(await slow.create(request(), db.db).then(() => null, failure)).toMatchObject({ retryable: true, message: expect.stringContaining('WHM_TIMEOUT') });
      fake.reset();
      const untrusting = new WhmProvisioner(whmConfigFor(fake, { ca: null }));
      expect(await untrusting.create(request(), db.db).then(() => null, failure)).toMatchObject({ retryable: false, message: expect.stringContaining('WHM_CA') });
    });

    it('refuses, for good and without calling WHM, a cloud server, an SSL certificate, a plan with no package, an id not its own', async () => {
      const before = fake.calls.length;
      const results = await Promise.all([
        whm.create(request({ kind: 'cloud-server', productKey: 'cs-basic-cloud-1' }), db.db).then(() => null, failure),
        whm.create(request({ kind: 'ssl', productKey: 'positivessl' }), db.db).then(() => null, failure),
        whm.create(request({ productKey: 'sh-professional' }), db.db).then(() => null, failure),
        whm.suspend('sbx-0123456789abcdef', db.db).then(() => null, failure),
      ]);
      expect(results.map((result) => result?.retryable)).toEqual([false, false, false, false]);
      expect(results[2]?.message).toContain('WHM_PACKAGES');
      expect(fake.calls.length).toBe(before);
    });

    it('changes the plan with changepackage (user, pkg), not at all when the account is on it already', async () => {
      const { externalId } = await whm.create(request(), db.db);
      await whm.changePlan(externalId, { changeId: randomUUID(), productKey: 'sh-business' }, db.db);
      await whm.changePlan(externalId, { changeId: randomUUID(), productKey: 'sh-business' }, db.db);
      expect(fake.callsOf('changepackage').map((call) => call.params)).toEqual([expect.objectContaining({ user: externalId.slice(4), pkg: 'sf_shared_business' })]);
    });

    it('signs the customer in to cPanel with create_user_session (service cpaneld), answering its URL', async () => {
      const { externalId } = await whm.create(request(), db.db);
      const { url } = await whm.panelSignIn(externalId, db.db);
      expect(fake.callsOf('create_user_session').at(-1)?.params).toMatchObject({ user: externalId.slice(4), service: 'cpaneld' });
      expect(url).toBe(fake.sessions.at(-1)?.url);
      expect(url).toMatch(/:2083\/cpsess\d+\/login\/\?session=/);
    });

    it('removes with removeacct (username), and a removed account is done', async () => {
      const { externalId } = await whm.create(request(), db.db);
      await whm.destroy(externalId, db.db);
      await whm.destroy(externalId, db.db);
      expect(fake.callsOf('removeacct').map((call) => call.params.username)).toEqual([externalId.slice(4)]);
    });
  });

  describe('WordPress hosting', () => {
    const wordpress = (choice: { theme: string | null; plugins: string[] }) => request({ kind: 'wordpress-hosting', productKey: 'wp-basic', wordpress: choice });
    const uapiOf = (user: string) => fake.callsOf('uapi_cpanel').filter((call) => call.params['cpanel.user'] === user);
    const shellOf = (id: number) => fake.ssh.commands.filter((command) => command.argv[3] === String(id));

    it('installs WordPress through uapi_cpanel WordPressSite, then the customer’s theme and plugins with WP Toolkit’s command line over SSH as root', async () => {
      const { externalId, state } = await whm.create(wordpress({ theme: 'astra-lite', plugins: ['seo-booster', 'khmer-fonts'] }), db.db);
      const user = externalId.slice(4);
      expect(state).toBe('ready');
      // retrieve (none), create (WP Toolkit starts), retrieve (it runs, with its instance id).
      expect(uapiOf(user).map((call) => `${call.params['cpanel.module']}::${call.params['cpanel.function']}`)).toEqual(['WordPressSite::retrieve', 'WordPressSite::create', 'WordPressSite::retrieve']);
      const site = fake.accounts.get(user)!.site!;
      // The catalogue's keys become what WP-CLI installs: a wordpress.org slug, or the provider's own zip.
      expect(shellOf(site.id).map((command) => [command.user, command.argv.join(' '), command.exitCode])).toEqual([
        ['root', `wp-toolkit --wp-cli -instance-id ${site.id} -- theme install astra --activate`, 0],
        ['root', `wp-toolkit --wp-cli -instance-id ${site.id} -- plugin install wordpress-seo https://downloads.cloudhost.com.kh/wordpress/plugins/khmer-fonts.zip --activate`, 0],
      ]);
      expect({ theme: site.activeTheme, plugins: Object.fromEntries(site.plugins) }).toEqual({ theme: 'astra', plugins: { 'wordpress-seo': { active: true }, 'khmer-fonts': { active: true } } });
    });

    it('installs neither theme nor plugins when none was chosen: no command runs', async () => {
      const { externalId } = await whm.create(wordpress({ theme: null, plugins: [] }), db.db);
      expect(fake.accounts.get(externalId.slice(4))?.wordpress).toBe('success');
      expect(shellOf(fake.accounts.get(externalId.slice(4))!.site!.id)).toEqual([]);
    });

    it('while WP Toolkit installs it looks again; still installing after its looks is retryable, the next create starts no second install and installs the extras once WordPress runs', async () => {
      fake.wordpressInstantly = false;
      const asked = wordpress({ theme: 'mekong-blog', plugins: [] });
      expect(await whm.create(asked, db.db).then(() => null, failure)).toMatchObject({ retryable: true, message: expect.stringMatching(/still being installed/) });
      const user = [...fake.accounts.values()].find((account) => account.domain === asked.name)!.user;
      const creates = () => uapiOf(user).filter((call) => call.params['cpanel.function'] === 'create');
      expect(creates()).toHaveLength(1);
      expect(uapiOf(user).filter((call) => call.params['cpanel.function'] === 'retrieve')).toHaveLength(QUICK_WORDPRESS.looks);
      fake.completeWordpress(user);
      expect((await whm.create(asked, db.db)).state).toBe('ready');
      expect(creates()).toHaveLength(1);
      const site = fake.accounts.get(user)!.site!;
      expect(site.activeTheme).toBe('twentytwentyfive');
      expect(shellOf(site.id).map((command) => command.argv.slice(5).join(' '))).toEqual(['theme install twentytwentyfive --activate']);
      // Asked once more (an answer lost after the install), WP-CLI finds the theme there: nothing twice, still done.
      await whm.create(asked, db.db);
      expect([...site.themes]).toEqual(['twentytwentyfive']);
      expect(shellOf(site.id).map((command) => command.exitCode)).toEqual([0, 0]);
    });

    it('an install that stopped without a site is retryable, and the next create starts it again', async () => {
      fake.wordpressInstantly = false;
      const asked = wordpress({ theme: null, plugins: ['contact-forms'] });
      const first = whm.create(asked, db.db).then(() => null, failure);
      // WP Toolkit gave up: the next look finds no site and no install under way.
      const user = await (async () => {
        for (;;) {
          const account = [...fake.accounts.values()].find((entry) => entry.domain === asked.name && entry.wordpress === 'in progress');
          if (account) return account.user;
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      fake.accounts.get(user)!.wordpress = 'absent';
      expect(await first).toMatchObject({ retryable: true, message: expect.stringMatching(/stopped without a site/) });
      fake.wordpressInstantly = true;
      expect((await whm.create(asked, db.db)).state).toBe('ready');
      expect(uapiOf(user).filter((call) => call.params['cpanel.function'] === 'create')).toHaveLength(2);
      expect(fake.accounts.get(user)!.site!.plugins.get('contact-form-7')).toEqual({ active: true });
    });

    it('a theme WordPress.org has not is WP-CLI’s refusal, retryable, with its words; an extra outside the catalogue is refused for good', async () => {
      fake.ssh.missingFromDirectory.add('neve');
      expect(await whm.create(wordpress({ theme: 'tonle-landing', plugins: [] }), db.db).then(() => null, failure)).toMatchObject({
        retryable: true,
        message: expect.stringMatching(/wp-toolkit --wp-cli on 127\.0\.0\.1 exited with 1: Warning: Couldn't find 'neve' in the WordPress\.org theme directory/),
      });
      expect(await whm.create(wordpress({ theme: 'seo-booster', plugins: [] }), db.db).then(() => null, failure)).toMatchObject({ retryable: false, message: 'The WordPress theme "seo-booster" is not in the catalogue' });
      expect(await whm.create(wordpress({ theme: null, plugins: ['no-such-plugin'] }), db.db).then(() => null, failure)).toMatchObject({ retryable: false });
    });

    it('every argument reaches the shell as one word: a package address with shell syntax in it is installed as that address, nothing else runs', async () => {
      const hostile = 'https://downloads.example.com/$(touch${IFS}/tmp/owned);rm${IFS}-rf${IFS}~|`id`&&x.zip';
      await db.db.updateTable('wordpress_extras').set({ package: hostile }).where('key', '=', 'booking-calendar').execute();
      try {
        const { externalId } = await whm.create(wordpress({ theme: null, plugins: ['booking-calendar'] }), db.db);
        const site = fake.accounts.get(externalId.slice(4))!.site!;
        expect(shellOf(site.id).map((command) => command.argv.slice(5))).toEqual([['plugin', 'install', hostile, '--activate']]);
      } finally {
        await db.db.updateTable('wordpress_extras').set({ package: 'https://downloads.cloudhost.com.kh/wordpress/plugins/booking-calendar.zip' }).where('key', '=', 'booking-calendar').execute();
      }
    });

    it('SSH: another host key than WHM_SSH_HOST_KEY, or a key root does not accept, is a setting to fix; the shell down is retryable; no key is in a message', async () => {
      const choice = { theme: 'astra-lite', plugins: [] };
      const other = new WhmProvisioner(whmConfigFor(fake, { ssh: { ...whmConfigFor(fake).ssh, hostKeyFingerprint: `SHA256:${'A'.repeat(43)}` } }), QUICK_WORDPRESS);
      const spoofed = await other.create(wordpress(choice), db.db).then(() => null, failure);
      expect(spoofed).toMatchObject({ retryable: false, message: expect.stringContaining('WHM_SSH_HOST_KEY') });
      const stranger = ed25519KeyPair().private;
      const refused = await new WhmProvisioner(whmConfigFor(fake, { ssh: { ...whmConfigFor(fake).ssh, privateKey: stranger } }), QUICK_WORDPRESS).create(wordpress(choice), db.db).then(() => null, failure);
      expect(refused).toMatchObject({ retryable: false, message: expect.stringContaining('WHM_SSH_KEY') });
      fake.ssh.mode = 'down';
      expect(await whm.create(wordpress(choice), db.db).then(() => null, failure)).toMatchObject({ retryable: true, message: expect.stringMatching(/^SSH to 127\.0\.0\.1:\d+/) });
      for (const message of [spoofed, refused].map((entry) => entry!.message)) expect(message).not.toContain('PRIVATE KEY');
    });

    it('a shared hosting account gets no WordPress', async () => {
      const { externalId } = await whm.create(request(), db.db);
      expect(uapiOf(externalId.slice(4))).toEqual([]);
    });
  });
});
