import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { ManualClock } from '../src/clock';
import { EppResultError, EppTransportError } from '../src/registry/epp/epp-errors';
import { encodeFrame, FrameDecoder } from '../src/registry/epp/epp-frame';
import type { RegistryProvider } from '../src/registry/domain-registry';
import { CHECK_BATCH, EppRegistry } from '../src/registry/epp/epp-registry';
import { SandboxRegistry } from '../src/registry/sandbox-registry';
import { EppSession, type EppLogEvent } from '../src/registry/epp/epp-session';
import { NS } from '../src/registry/epp/epp-xml';
import type { EppConfig } from '../src/registry/epp/epp-config';
import { startEppFake, type EppFake } from './fakes/epp-fake';
import { eventually } from './helpers/eventually';
import { EPP_CLIENT_ID, EPP_PASSWORD, eppConfigOf } from './registry-contract/epp-driver';

/**
 * What is EPP's own in the registry adapter (src/registry/epp/), against the local fake with its answers validated
 * too: RFC 5734 framing, the greeting and login, a unique clTRID per command, XML escaping of hostile input, the
 * pool's reconnect and keep-alive, timeouts, a persistent lost answer, and no secret in the log. The DomainRegistry
 * behaviour itself is the contract kit's (registry-contract-epp.test.ts).
 */

const registrant = { name: 'Sokha Chan', email: 'sokha@example.com', phone: '+855 12 345 678', country: 'KH' };

let fake: EppFake;
let clock: ManualClock;
const opened: { close(): Promise<void> }[] = [];
let logs: EppLogEvent[] = [];
let seq = 0;
const name = (label = 'client') => `${label}-${(seq += 1)}.com`;

function registryWith(overrides: Partial<EppConfig> = {}, keepAliveMs = 60_000): EppRegistry {
  const registry = new EppRegistry(eppConfigOf(fake, overrides), clock, { log: (event) => logs.push(event), keepAliveMs });
  opened.push(registry);
  return registry;
}

before(async () => {
  clock = new ManualClock('2026-11-24T09:00:00Z');
  fake = await startEppFake({ clientId: EPP_CLIENT_ID, password: EPP_PASSWORD, now: () => clock.now(), validateResponses: true });
});
after(async () => {
  for (const registry of opened) await registry.close();
  await fake.close();
});

describe('EPP registry provider', () => {
  it('is a RegistryProvider named epp beside the sandbox, and refuses to be made without its settings', () => {
    const providers: readonly RegistryProvider[] = [SandboxRegistry, EppRegistry];
    expect(providers.map((provider) => provider.identifier)).toEqual(['sandbox', 'epp']);
    expect(() => EppRegistry.create({ registrySandboxSecret: 's', epp: null }, { db: undefined as never, clock })).toThrow('DOMAIN_REGISTRY=epp needs the EPP settings (EPP_HOST, EPP_CLIENT_ID, EPP_PASSWORD, EPP_CERT, EPP_KEY)');
  });
});

describe('EPP framing (RFC 5734 §4)', () => {
  it('writes a 4-byte big-endian total length (its own 4 bytes included) before the UTF-8 XML', () => {
    const frame = encodeFrame('<epp>ស</epp>');
    const body = Buffer.from('<epp>ស</epp>', 'utf8');
    expect(frame.readUInt32BE(0)).toBe(4 + body.length);
    expect(frame.subarray(4).equals(body)).toBe(true);
  });

  it('reads frames however the stream splits or joins them, and refuses a length shorter than its header', () => {
    const joined = Buffer.concat([encodeFrame('<a/>'), encodeFrame('<b>two</b>'), encodeFrame('<c/>')]);
    const decoder = new FrameDecoder();
    const frames = [...decoder.push(joined.subarray(0, 3)), ...decoder.push(joined.subarray(3, 13)), ...decoder.push(joined.subarray(13))];
    expect(frames).toEqual(['<a/>', '<b>two</b>', '<c/>']);
    const bad = Buffer.alloc(4);
    bad.writeUInt32BE(3, 0);
    expect(() => new FrameDecoder().push(bad)).toThrow('not a valid RFC 5734 data unit length');
  });
});

describe('EPP session: greeting, login, commands', () => {
  it('logs in after the greeting with clID, pw, the objURIs it uses and the RGP extURI (RFC 5730 §2.9.1.1)', async () => {
    const session = await EppSession.open(eppConfigOf(fake), () => undefined);
    expect(session.greeting.objURIs).toEqual(expect.arrayContaining([NS.domain, NS.contact]));
    const login = fake.frames.filter((frame) => frame.includes('<login>')).at(-1) as string;
    expect(login).toContain(`<clID>${EPP_CLIENT_ID}</clID>`);
    expect(login).toContain(`<objURI>${NS.domain}</objURI><objURI>${NS.contact}</objURI>`);
    expect(login).toContain(`<svcExtension><extURI>${NS.rgp}</extURI></svcExtension>`);
    await session.logout();
    expect(session.alive).toBe(false);
  });

  it('refuses a wrong password (2200) and a client certificate the registry does not know (the TLS handshake)', async () => {
    const wrong = await EppSession.open(eppConfigOf(fake, { password: 'not-the-pw' }), () => undefined).then(
      () => null,
      (error: unknown) => error,
    );
    expect(wrong).toBeInstanceOf(EppResultError);
    expect(wrong).toMatchObject({ code: 2200, retryable: false });
    const stranger = await EppSession.open(eppConfigOf(fake, { certPath: fake.strangerFiles.cert, keyPath: fake.strangerFiles.key }), () => undefined).then(
      () => null,
      (error: unknown) => error,
    );
    expect(stranger).toBeInstanceOf(EppTransportError);
  });

  it('answers a frame that breaks the schemas with 2001 (command syntax error)', async () => {
    const session = await EppSession.open(eppConfigOf(fake), () => undefined);
    const answer = await session.command('domain:check', { check: { 'domain:check': { '@_xmlns:domain': NS.domain, 'domain:nom': 'x.com' } } }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(answer).toMatchObject({ name: 'EppResultError', code: 2001 });
    await session.logout();
  });

  it('gives every command a clTRID of its own, echoed in its answer', async () => {
    const registry = registryWith();
    const before = fake.commands.length;
    await Promise.all([registry.check([name()]), registry.check([name()]), registry.whois(name()), registry.transferCheck(name())]);
    const ids = fake.commands.slice(before).map((command) => command.clTRID);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^sf-[0-9a-f-]{36}$/);
  });

  it('asks about many names in commands of CHECK_BATCH names each, and answers them in the order asked', async () => {
    const registry = registryWith();
    const held = fake.seed(name('batch-held')).name;
    const names = [...Array.from({ length: 44 }, () => name('batch')), held];
    const before = fake.count('domain:check');
    const answers = await registry.check(names);
    expect(fake.count('domain:check') - before).toBe(Math.ceil(names.length / CHECK_BATCH));
    expect(answers.map((answer) => answer.domain)).toEqual(names);
    expect(answers.at(-1)?.status).toBe('taken');
    expect(answers.filter((answer) => answer.status === 'available')).toHaveLength(44);
  });

  it('escapes a hostile name and contact fields: the registry reads them back as written, and no frame breaks', async () => {
    const registry = registryWith();
    const hostile = { name: 'Chan</contact:name><contact:email>evil@x</contact:email> & "co" <!--', email: "o'brien+<x>@example.com", phone: '+85512345678', organization: ']]> <![CDATA[ & Co.', country: 'kh' };
    const domain = name('hostile');
    const invalid = fake.count('invalid');
    await registry.register(domain, 1, hostile);
    const contact = [...fake.contacts.values()].at(-1);
    expect(contact).toMatchObject({ name: hostile.name, email: hostile.email });
    const odd = 'x.com</domain:name><domain:name>other.com';
    const [answer] = await registry.check([odd]);
    expect(answer).toMatchObject({ domain: odd, status: 'available' });
    expect(fake.commands.at(-1)).toMatchObject({ command: 'domain:check', name: odd });
    expect(fake.count('invalid')).toBe(invalid);
  });

  it("registers the contact with the order's billing address (RFC 5733 §2.4.2: street lines, city, state, postal code, country)", async () => {
    const registry = registryWith();
    const address = { street: ['No. 5, Street 51', 'Sangkat Boeng Keng Kang 1'], city: 'Phnom Penh', stateProvince: null, postalCode: '120102', country: 'KH' };
    await registry.register(name('postal'), 1, { name: 'Dara Kim', email: 'dara@example.com', phone: '+855 12 888 777', organization: 'Mekong Web', country: 'KH', address });
    expect([...fake.contacts.values()].at(-1)).toMatchObject({ name: 'Dara Kim', address: { street: address.street, city: 'Phnom Penh', sp: null, pc: '120102', cc: 'KH' } });
    // Without an address (an order paid before checkout saved a contact): the city "-" and the country code.
    await registry.register(name('no-postal'), 1, { name: 'Sok Chan', email: 'sok@example.com', phone: null, country: 'TH' });
    expect([...fake.contacts.values()].at(-1)).toMatchObject({ address: { street: [], city: '-', cc: 'TH' } });
  });
});

describe('EPP pool', () => {
  it('keeps at most EPP_POOL_SIZE sessions, however many calls run at once', async () => {
    const registry = registryWith({ poolSize: 2 });
    const logins = fake.logins;
    const answers = await Promise.all(Array.from({ length: 6 }, () => registry.check([name()])));
    expect(answers.map((answer) => answer[0]?.status)).toEqual(Array(6).fill('available'));
    expect(fake.logins - logins).toBe(2);
  });

  it('reconnects (a new login) after the connections drop', async () => {
    const registry = registryWith();
    await registry.check([name()]);
    const logins = fake.logins;
    fake.dropConnections();
    await registry.check([name()]);
    expect(fake.logins).toBeGreaterThan(logins);
  });

  it('says <hello/> on an idle session (RFC 5730 §2.3)', async () => {
    const registry = registryWith({}, 20);
    await registry.check([name()]);
    const hellos = fake.hellos;
    await eventually(() => fake.hellos, (count) => count > hellos, 'a hello on the idle session', 30);
  });

  it('times out on a registry that never answers (a retryable error), then serves once it answers again', async () => {
    // Longer than a validated answer takes (the fake checks both ways), so only the hang times out.
    const registry = registryWith({ timeoutMs: 3000 });
    fake.mode = 'hang';
    try {
      const failure = await registry.check([name()]).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(EppTransportError);
      expect(failure).toMatchObject({ retryable: true });
    } finally {
      fake.mode = 'up';
    }
    expect((await registry.check([name()]))[0]?.status).toBe('available');
  });

  it('a renewal whose answer is lost while the registry goes down is not sent again: the next try finds it done by the expiry', async () => {
    const registry = registryWith();
    const domain = name('doubt');
    const term = await registry.register(domain, 1, registrant);
    // Carried out, its answer lost, and the registry unreachable when asked again.
    fake.loseAnswerTo('domain:renew', 'down');
    try {
      await expect(registry.renew(domain, 1)).rejects.toMatchObject({ name: 'EppOutcomeUnknownError', retryable: true });
    } finally {
      fake.mode = 'up';
    }
    const renewed = await registry.renew(domain, 1);
    expect(renewed.expiresAt.getUTCFullYear()).toBe(term.expiresAt.getUTCFullYear() + 1);
    expect(fake.count('domain:renew', domain)).toBe(1);
  });

  it('learns a transfer completed from the poll queue, and acknowledges the message (RFC 5730 §2.9.2.3)', async () => {
    const registry = registryWith();
    const held = fake.seed(name('polled'));
    const pending = await registry.transfer(held.name, held.authInfo, registrant);
    expect(await registry.transferStatus(held.name)).toMatchObject({ status: 'pendingTransfer', completesAt: pending.completesAt });
    clock.set(pending.completesAt);
    expect(fake.queued).toBe(1);
    expect(await registry.transferStatus(held.name)).toMatchObject({ status: 'completed' });
    expect(fake.queued).toBe(0);
    expect(fake.domains.get(held.name)?.clID).toBe(EPP_CLIENT_ID);
  });

  it('logs commands and result codes, never the password or an auth code', async () => {
    logs = [];
    const registry = registryWith();
    const held = fake.seed(name('secret'));
    await registry.verifyAuthCode(held.name, held.authInfo);
    await registry.transfer(held.name, held.authInfo, registrant);
    const written = JSON.stringify(logs);
    expect(written).toContain('domain:transfer request');
    expect(written).not.toContain(EPP_PASSWORD);
    expect(written).not.toContain(held.authInfo);
    expect(written).not.toContain('<');
  });
});
