import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'node:net';
import tls from 'node:tls';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import selfsigned from 'selfsigned';
import { validateXML } from 'xmllint-wasm';
import { DOMAIN_DAYS } from '@storefront/contracts';

/**
 * A local EPP registry for the tests (never shipped): a TLS server that requires and checks a client certificate
 * (RFC 5734 §9), speaks RFC 5734 §4's framing (a 4-byte big-endian total length, then the XML), greets on connect
 * (RFC 5734 §2, RFC 5730 §2.4), keeps sessions (RFC 5730 §2.9.1: login, logout), and answers the commands the
 * storefront's adapter sends — domain check / info / create / renew / transfer request and query (RFC 5731 §3),
 * contact create (RFC 5733 §3.2.1), the RGP restore (RFC 3915 §4.2.5) and the poll queue (RFC 5730 §2.9.2.3) —
 * over a registry state of names, contacts, expiry dates, statuses, redemption and transfers. Every frame received
 * is validated against the RFCs' schemas (./epp/*.xsd) with xmllint-wasm; an invalid one is answered 2001 (RFC 5730
 * §3: command syntax error). Time is the injected `now` (the tests' ManualClock), never the wall clock: a transfer
 * is approved by the registry (serverApproved) `transferDays` after its request, and the poll queue reports it.
 *
 * Modes, for the tests: up; down (connections refused); hang (nothing is ever answered, not even the greeting);
 * drop-after-send (each command is carried out, then the connection is dropped without its answer: the lost
 * answer). `loseAnswerTo(command)` does the last once, for the next command of that kind.
 */

export type EppFakeMode = 'up' | 'down' | 'hang' | 'drop-after-send';

export interface FakeTransfer {
  trStatus: 'pending' | 'serverApproved' | 'clientApproved' | 'clientRejected' | 'clientCancelled' | 'serverCancelled';
  reID: string;
  reDate: Date;
  acID: string;
  acDate: Date;
  exDate: Date;
}

export interface FakeDomain {
  name: string;
  roid: string;
  clID: string;
  crDate: Date;
  upDate: Date | null;
  exDate: Date;
  registrant: string;
  authInfo: string;
  /** RFC 5731 §2.3 statuses set by a client or the server (pendingTransfer is added while a transfer is pending). */
  statuses: Set<string>;
  transfer: FakeTransfer | null;
}

export interface FakeContact {
  id: string;
  clID: string;
  name: string;
  email: string;
  crDate: Date;
  /** RFC 5733 §2.4.2: the postal address's street lines, city, state or province, postal code and country code. */
  address: { street: string[]; city: string; sp: string | null; pc: string | null; cc: string };
}

export interface FakeCommand {
  command: string;
  name: string | null;
  clTRID: string;
  session: number;
  valid: boolean;
}

interface PollMessage {
  id: string;
  clID: string;
  qDate: Date;
  msg: string;
  transfer: { name: string } & FakeTransfer;
}

export interface EppFakeOptions {
  /** The clID and password the storefront logs in with. */
  clientId: string;
  password: string;
  now: () => Date;
  /** Days from a transfer request to the registry's approval (spec §4: 5 to 7). */
  transferDays?: number;
  /** Also validate the fake's own answers against the schemas (slower; the adapter's tests turn it on). */
  validateResponses?: boolean;
}

export interface EppFake {
  host: string;
  port: number;
  /** PEM files for the storefront: our client certificate and key, and the CA of the fake's server certificate. */
  files: { cert: string; key: string; ca: string };
  /** Another client certificate and key the fake does not know (a test of the TLS check). */
  strangerFiles: { cert: string; key: string };
  mode: EppFakeMode;
  domains: Map<string, FakeDomain>;
  contacts: Map<string, FakeContact>;
  commands: FakeCommand[];
  /** The raw XML of every frame received (tests of escaping); the fake's own test tree only. */
  frames: string[];
  hellos: number;
  logins: number;
  /** Sessions open now. */
  readonly connections: number;
  /** Poll messages not yet acknowledged (RFC 5730 §2.9.2.3), for every client. */
  readonly queued: number;
  /** A name held by another registrar (or by `clID`), with the auth code its owner would give. */
  seed(name: string, options?: Partial<Pick<FakeDomain, 'clID' | 'crDate' | 'exDate' | 'authInfo'>> & { statuses?: string[] }): FakeDomain;
  /** The next `command` (e.g. 'domain:renew') is carried out and its answer lost (the connection dropped); then the fake turns to `then` (default: stays as it is). */
  loseAnswerTo(command: string, then?: EppFakeMode): void;
  /**
   * The next `command` is carried out and its answer withheld, the connection left open (a client that dies waiting,
   * a registry that answers too late): resolves once it has been carried out.
   */
  holdAnswerTo(command: string): Promise<void>;
  /** Ends every connection at once, as a network drop would. */
  dropConnections(): void;
  /** Commands of a kind about a name. */
  count(command: string, name?: string): number;
  close(): Promise<void>;
}

const NS = {
  epp: 'urn:ietf:params:xml:ns:epp-1.0',
  domain: 'urn:ietf:params:xml:ns:domain-1.0',
  contact: 'urn:ietf:params:xml:ns:contact-1.0',
  host: 'urn:ietf:params:xml:ns:host-1.0',
  rgp: 'urn:ietf:params:xml:ns:rgp-1.0',
};
const OTHER_REGISTRAR = 'otherreg';
const DAY = 86_400_000;

type Node = Record<string, unknown>;

const SCHEMA_DIR = path.join(__dirname, 'epp');
const SCHEMA_FILES = ['epp-1.0.xsd', 'eppcom-1.0.xsd', 'host-1.0.xsd', 'domain-1.0.xsd', 'contact-1.0.xsd', 'rgp-1.0.xsd'].map((fileName) => ({ fileName, contents: readFileSync(path.join(SCHEMA_DIR, fileName), 'utf8') }));
const SCHEMA = { fileName: 'all.xsd', contents: readFileSync(path.join(SCHEMA_DIR, 'all.xsd'), 'utf8') };

/** A frame's transaction ids (RFC 5730 §2.5 clTRID, svTRID): eppcom's trIDStringType, a token of 3 to 64 characters. */
const TRID = /<((?:[\w-]+:)?(?:clTRID|svTRID))>([^<]*)<\/\1>/g;
const TRID_TOKEN = /^\S{3,64}$/;
/** What xmllint answered for each frame shape already validated (xmllint-wasm starts a worker per call: ~200 ms a frame). */
const validated = new Map<string, Promise<string | null>>();

/**
 * Validates one frame against the RFCs' schemas: null when valid, else xmllint's first error. Frames that differ
 * only by their transaction ids (every command has its own clTRID) are one shape: the ids are checked against
 * their type here, and the shape is validated by xmllint once — the same frame with another id validates the same.
 */
export async function schemaError(xml: string): Promise<string | null> {
  for (const [, , id] of xml.matchAll(TRID)) if (!TRID_TOKEN.test(id ?? '')) return `transaction id "${id}" is not a token of 3 to 64 characters (RFC 5730 §2.5, eppcom-1.0.xsd trIDStringType)`;
  const shape = xml.replace(TRID, '<$1>TRID</$1>');
  let answer = validated.get(shape);
  if (!answer) {
    answer = validateXML({ xml: [{ fileName: 'frame.xml', contents: shape }], schema: [SCHEMA], preload: SCHEMA_FILES }).then((result) => (result.valid ? null : (result.errors[0]?.rawMessage ?? 'invalid').trim()));
    validated.set(shape, answer);
  }
  return answer;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });
// The fake reads prefixes as the client wrote them and resolves them through xmlns (the client picks its prefixes).
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, parseAttributeValue: false, trimValues: true, htmlEntities: false });

/** The child of `node` whose local name (prefix aside) is `local`. */
function get(node: unknown, local: string): unknown {
  if (!node || typeof node !== 'object') return undefined;
  for (const [key, value] of Object.entries(node as Node)) if (!key.startsWith('@_') && key.split(':').pop() === local) return value;
  return undefined;
}
const all = (node: unknown, local: string): unknown[] => {
  const value = get(node, local);
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};
const textOf = (value: unknown): string => (value === undefined || value === null ? '' : typeof value === 'object' ? String((value as Node)['#text'] ?? '') : String(value)).trim();
const attrOf = (value: unknown, name: string): string => (value && typeof value === 'object' ? String((value as Node)[`@_${name}`] ?? '') : '');

/** The object element of a command (`<domain:create xmlns:domain=…>`): its namespace (resolved from xmlns), local name and body. */
function objectOf(parent: unknown, scopes: Node[]): { ns: string; local: string; body: Node } | null {
  if (!parent || typeof parent !== 'object') return null;
  const key = Object.keys(parent as Node).find((candidate) => !candidate.startsWith('@_') && candidate !== '#text');
  if (!key) return null;
  const body = ((parent as Node)[key] ?? {}) as Node;
  const [prefix, local] = key.includes(':') ? key.split(':') : ['', key];
  const attribute = prefix ? `@_xmlns:${prefix}` : '@_xmlns';
  const ns = [body, ...scopes].map((scope) => scope[attribute]).find((value) => typeof value === 'string') as string | undefined;
  return { ns: ns ?? '', local: local as string, body };
}

const iso = (date: Date) => date.toISOString();
const dateOnly = (date: Date) => iso(date).slice(0, 10);
const addYears = (date: Date, years: number) => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
};
/** Spec §4 / §9: unrenewed names enter redemption 12 days (generic) or 5 days (country-code TLDs) after expiry, for 30 days. */
const redemptionLead = (name: string) => (/\.[a-z]{2}$/.test(name) ? DOMAIN_DAYS.redemptionLeadCountry : DOMAIN_DAYS.redemptionLeadGeneric);

async function certificates(clientId: string) {
  type AltName = { type: 2 | 7; value?: string; ip?: string };
  const options = (altNames: AltName[]) => ({
    keyType: 'ec' as const,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints' as const, cA: true },
      { name: 'keyUsage' as const, digitalSignature: true, keyCertSign: true, keyEncipherment: true },
      { name: 'extKeyUsage' as const, serverAuth: true, clientAuth: true },
      { name: 'subjectAltName' as const, altNames },
    ],
  });
  const [server, client, stranger] = await Promise.all([
    selfsigned.generate([{ name: 'commonName', value: 'epp.fake.test' }], options([{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }])),
    selfsigned.generate([{ name: 'commonName', value: clientId }], options([{ type: 2, value: `${clientId}.client.test` }])),
    selfsigned.generate([{ name: 'commonName', value: 'stranger' }], options([{ type: 2, value: 'stranger.client.test' }])),
  ]);
  return { server, client, stranger };
}

export async function startEppFake(options: EppFakeOptions): Promise<EppFake> {
  const { now, clientId, password } = options;
  const transferDays = options.transferDays ?? DOMAIN_DAYS.transferMin;
  const certs = await certificates(clientId);
  const dir = mkdtempSync(path.join(tmpdir(), 'epp-fake-'));
  const write = (name: string, contents: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, contents, { mode: 0o600 });
    return file;
  };
  const files = { cert: write('client.crt', certs.client.cert), key: write('client.key', certs.client.private), ca: write('server-ca.crt', certs.server.cert) };
  const strangerFiles = { cert: write('stranger.crt', certs.stranger.cert), key: write('stranger.key', certs.stranger.private) };
  const clientFingerprint = fingerprintOf(certs.client.cert);

  const domains = new Map<string, FakeDomain>();
  const contacts = new Map<string, FakeContact>();
  const commands: FakeCommand[] = [];
  const frames: string[] = [];
  const sockets = new Set<Socket>();
  const poll: PollMessage[] = [];
  const lose = new Map<string, EppFakeMode | null>();
  const hold = new Map<string, () => void>();
  let roids = 0;
  let svTRIDs = 0;
  let sessionIds = 0;
  let messageIds = 0;

  /** The registry's clock moves the state on: transfers approved, names into redemption and released (RFC 3915 §3.1). */
  function settle(): void {
    const at = now();
    for (const [name, domain] of domains) {
      const transfer = domain.transfer;
      if (transfer?.trStatus === 'pending' && transfer.acDate <= at) {
        // RFC 5731 §3.2.4: not acted on by the losing client in time, the server approves (serverApproved).
        transfer.trStatus = 'serverApproved';
        domain.clID = transfer.reID;
        domain.exDate = transfer.exDate;
        domain.upDate = transfer.acDate;
        domain.statuses.delete('pendingTransfer');
        domain.statuses.delete('clientTransferProhibited');
        // RFC 5730 §2.9.2.3: the gaining client learns it from its poll queue.
        poll.push({ id: String((messageIds += 1)), clID: transfer.reID, qDate: transfer.acDate, msg: 'Transfer approved.', transfer: { name, ...transfer } });
      }
      if (domain.exDate.getTime() + (redemptionLead(name) + DOMAIN_DAYS.redemptionPeriod) * DAY <= at.getTime()) domains.delete(name);
    }
  }
  const inRedemption = (domain: FakeDomain) => domain.exDate.getTime() + redemptionLead(domain.name) * DAY <= now().getTime();

  function seed(name: string, seedOptions: Parameters<EppFake['seed']>[1] = {}): FakeDomain {
    const at = now();
    const domain: FakeDomain = {
      name,
      roid: `D${(roids += 1)}-FAKE`,
      clID: seedOptions.clID ?? OTHER_REGISTRAR,
      crDate: seedOptions.crDate ?? new Date(at.getTime() - 3 * 365 * DAY),
      upDate: null,
      exDate: seedOptions.exDate ?? new Date(at.getTime() + 200 * DAY),
      registrant: 'otherholder',
      authInfo: seedOptions.authInfo ?? `code-${createHash('sha256').update(name).digest('hex').slice(0, 12)}`,
      statuses: new Set(seedOptions.statuses ?? []),
      transfer: null,
    };
    domains.set(name, domain);
    return domain;
  }

  const server = tls.createServer({
    key: certs.server.private,
    cert: certs.server.cert,
    // RFC 5734 §9: the client authenticates with its certificate; one the fake does not know fails the handshake.
    ca: [certs.client.cert],
    requestCert: true,
    rejectUnauthorized: true,
    minVersion: 'TLSv1.2',
  });
  const fake: EppFake = {
    host: '127.0.0.1',
    port: 0,
    files,
    strangerFiles,
    mode: 'up',
    domains,
    contacts,
    commands,
    frames,
    hellos: 0,
    logins: 0,
    get connections() {
      return sockets.size;
    },
    get queued() {
      settle();
      return poll.length;
    },
    seed,
    loseAnswerTo: (command, then) => void lose.set(command, then ?? null),
    holdAnswerTo: (command) => new Promise<void>((resolve) => void hold.set(command, resolve)),
    dropConnections: () => {
      for (const socket of sockets) socket.destroy();
    },
    count: (command, name) => commands.filter((entry) => entry.command === command && (name === undefined || entry.name === name)).length,
    close: async () => {
      fake.dropConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };

  // Down: the TCP connection is refused before TLS (the registry unreachable).
  server.on('connection', (socket: Socket) => {
    if (fake.mode === 'down') socket.destroy();
  });
  server.on('tlsClientError', () => undefined);
  server.on('secureConnection', (socket: tls.TLSSocket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const session = { id: (sessionIds += 1), clID: null as string | null };
    const peer = socket.getPeerCertificate();
    const certificateOk = !!peer && clientFingerprint === (peer.fingerprint256 ?? '');
    const send = async (body: Node) => {
      const xml = builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8', '@_standalone': 'no' }, epp: { '@_xmlns': NS.epp, ...body } }) as string;
      if (options.validateResponses) {
        const error = await schemaError(xml);
        if (error) throw new Error(`the EPP fake answered an invalid frame (${error}): ${xml}`);
      }
      const payload = Buffer.from(xml, 'utf8');
      const header = Buffer.alloc(4);
      header.writeUInt32BE(payload.length + 4, 0);
      if (!socket.destroyed) socket.write(Buffer.concat([header, payload]));
    };
    const greeting = () =>
      send({
        greeting: {
          svID: 'Storefront EPP fake',
          svDate: iso(now()),
          svcMenu: { version: '1.0', lang: 'en', objURI: [NS.domain, NS.contact, NS.host], svcExtension: { extURI: [NS.rgp] } },
          dcp: { access: { all: '' }, statement: { purpose: { admin: '', prov: '' }, recipient: { ours: '', public: '' }, retention: { stated: '' } } },
        },
      });
    if (fake.mode !== 'hang') void greeting();

    // RFC 5734 §4: reassemble frames from the stream by their 4-byte total length.
    let buffered = Buffer.alloc(0);
    let chain = Promise.resolve();
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 4) {
        const total = buffered.readUInt32BE(0);
        if (total < 4) {
          socket.destroy();
          return;
        }
        if (buffered.length < total) break;
        const xml = buffered.subarray(4, total).toString('utf8');
        buffered = buffered.subarray(total);
        chain = chain.then(() => handle(xml)).catch((error: Error) => {
          socket.destroy();
          throw error;
        });
      }
    });

    async function handle(xml: string): Promise<void> {
      if (fake.mode === 'hang') return;
      frames.push(xml);
      const invalid = await schemaError(xml);
      let epp: Node = {};
      try {
        epp = (parser.parse(xml) as Node).epp as Node;
      } catch {
        // Not even XML: answered 2001 below.
      }
      const command = (epp?.command ?? null) as Node | null;
      const clTRID = textOf(command?.clTRID);
      const answer = (code: number, msg: string, extra: Node = {}) =>
        send({ response: { result: { '@_code': code, msg }, ...extra, trID: { ...(clTRID ? { clTRID } : {}), svTRID: `fake-${(svTRIDs += 1)}` } } });
      if (invalid || !epp) {
        commands.push({ command: 'invalid', name: null, clTRID, session: session.id, valid: false });
        return answer(2001, 'Command syntax error');
      }
      if ('hello' in epp) {
        fake.hellos += 1;
        return greeting();
      }
      if (!command) return answer(2001, 'Command syntax error');
      settle();
      const verb = Object.keys(command).find((key) => !key.startsWith('@_') && key !== 'extension' && key !== 'clTRID') as string;
      const object = ['check', 'create', 'info', 'renew', 'transfer', 'update', 'delete'].includes(verb) ? objectOf(command[verb], [command, epp]) : null;
      const kind = object ? `${object.ns === NS.contact ? 'contact' : object.ns === NS.domain ? 'domain' : object.ns}:${object.local}` : verb;
      const name = object ? textOf(get(object.body, 'name')) || textOf(get(object.body, 'id')) || null : null;
      commands.push({ command: kind, name, clTRID, session: session.id, valid: true });

      if (verb === 'login') {
        const login = command.login as Node;
        // RFC 5730 §2.9.1.1: clID and pw; and here the TLS client certificate must be the one issued for that clID.
        if (session.clID) return answer(2002, 'Command use error');
        if (textOf(login.clID) !== clientId || textOf(login.pw) !== password || !certificateOk) return answer(2200, 'Authentication error');
        session.clID = clientId;
        fake.logins += 1;
        return answer(1000, 'Command completed successfully');
      }
      if (!session.clID) return answer(2002, 'Command use error');
      if (verb === 'logout') {
        await answer(1500, 'Command completed successfully; ending session');
        socket.end();
        return;
      }
      const reply = respond(verb, kind, object?.body ?? {}, command, session.clID);
      const held = hold.get(kind);
      if (held) {
        // Carried out (respond() changed the state); no answer is ever sent on this connection.
        hold.delete(kind);
        held();
        return;
      }
      const once = lose.has(kind);
      if (once || fake.mode === 'drop-after-send') {
        // Carried out (respond() changed the state), and the answer is lost.
        const then = lose.get(kind);
        lose.delete(kind);
        if (then) fake.mode = then;
        if (then === 'down') fake.dropConnections();
        socket.destroy();
        return;
      }
      return answer(reply.code, reply.msg, reply.extra ?? {});
    }
  });

  /** One command's effect on the registry and its answer (RFC 5730 §3 codes). */
  function respond(verb: string, kind: string, body: Node, command: Node, clID: string): { code: number; msg: string; extra?: Node } {
    const at = now();
    const name = textOf(get(body, 'name')).toLowerCase();
    const domain = domains.get(name);
    const domainNode = (element: string, content: Node) => ({ [`domain:${element}`]: { '@_xmlns:domain': NS.domain, ...content } });
    const trnData = (transferName: string, transfer: FakeTransfer) =>
      domainNode('trnData', { 'domain:name': transferName, 'domain:trStatus': transfer.trStatus, 'domain:reID': transfer.reID, 'domain:reDate': iso(transfer.reDate), 'domain:acID': transfer.acID, 'domain:acDate': iso(transfer.acDate), 'domain:exDate': iso(transfer.exDate) });
    switch (kind) {
      case 'domain:check': {
        // RFC 5731 §3.1.1: one <domain:cd> per name asked.
        const cd = all(body, 'name').map((entry) => {
          const asked = textOf(entry);
          const taken = domains.has(asked.toLowerCase());
          return { 'domain:name': { '#text': asked, '@_avail': taken ? '0' : '1' }, ...(taken ? { 'domain:reason': 'In use' } : {}) };
        });
        return { code: 1000, msg: 'Command completed successfully', extra: { resData: domainNode('chkData', { 'domain:cd': cd }) } };
      }
      case 'domain:info': {
        if (!domain) return { code: 2303, msg: 'Object does not exist' };
        const authInfo = textOf(get(get(body, 'authInfo'), 'pw'));
        const sponsor = domain.clID === clID;
        // RFC 5731 §3.1.2: a non-sponsoring client with the right authInfo sees everything; with a wrong one, 2202.
        if (authInfo && !sponsor && authInfo !== domain.authInfo) return { code: 2202, msg: 'Invalid authorization information' };
        const full = sponsor || !!authInfo;
        const statuses = [...domain.statuses];
        const rgp = inRedemption(domain) ? ['redemptionPeriod'] : [];
        return {
          code: 1000,
          msg: 'Command completed successfully',
          extra: {
            resData: domainNode('infData', {
              'domain:name': domain.name,
              'domain:roid': domain.roid,
              'domain:status': (statuses.length ? statuses : ['ok']).map((s) => ({ '@_s': s })),
              ...(full ? { 'domain:registrant': domain.registrant, 'domain:contact': [{ '#text': domain.registrant, '@_type': 'admin' }] } : {}),
              'domain:ns': { 'domain:hostObj': ['ns1.fake-dns.test', 'ns2.fake-dns.test'] },
              'domain:clID': domain.clID,
              'domain:crID': domain.clID,
              'domain:crDate': iso(domain.crDate),
              ...(domain.upDate ? { 'domain:upDate': iso(domain.upDate) } : {}),
              'domain:exDate': iso(domain.exDate),
              ...(sponsor ? { 'domain:authInfo': { 'domain:pw': domain.authInfo } } : {}),
            }),
            // RFC 3915 §4.1: the RGP status rides in the info answer's extension.
            ...(rgp.length ? { extension: { 'rgp:infData': { '@_xmlns:rgp': NS.rgp, 'rgp:rgpStatus': rgp.map((s) => ({ '@_s': s })) } } } : {}),
          },
        };
      }
      case 'contact:create': {
        const id = textOf(get(body, 'id'));
        if (contacts.has(id)) return { code: 2302, msg: 'Object exists' };
        const postal = (get(body, 'postalInfo') as unknown[] | undefined)?.[0] ?? get(body, 'postalInfo');
        const addr = get(postal, 'addr');
        const street = get(addr, 'street');
        const address = { street: (Array.isArray(street) ? street : street === undefined ? [] : [street]).map(textOf), city: textOf(get(addr, 'city')), sp: textOf(get(addr, 'sp')) || null, pc: textOf(get(addr, 'pc')) || null, cc: textOf(get(addr, 'cc')) };
        contacts.set(id, { id, clID, name: textOf(get(postal, 'name')), email: textOf(get(body, 'email')), crDate: at, address });
        return { code: 1000, msg: 'Command completed successfully', extra: { resData: { 'contact:creData': { '@_xmlns:contact': NS.contact, 'contact:id': id, 'contact:crDate': iso(at) } } } };
      }
      case 'domain:create': {
        if (domain) return { code: 2302, msg: 'Object exists' };
        const registrant = textOf(get(body, 'registrant'));
        if (registrant && !contacts.has(registrant)) return { code: 2303, msg: 'Object does not exist' };
        const period = get(body, 'period');
        const years = Number(textOf(period) || 1) / (attrOf(period, 'unit') === 'm' ? 12 : 1);
        const created: FakeDomain = { name, roid: `D${(roids += 1)}-FAKE`, clID, crDate: at, upDate: null, exDate: addYears(at, years), registrant, authInfo: textOf(get(get(body, 'authInfo'), 'pw')), statuses: new Set(), transfer: null };
        domains.set(name, created);
        return { code: 1000, msg: 'Command completed successfully', extra: { resData: domainNode('creData', { 'domain:name': name, 'domain:crDate': iso(at), 'domain:exDate': iso(created.exDate) }) } };
      }
      case 'domain:renew': {
        if (!domain) return { code: 2303, msg: 'Object does not exist' };
        if (domain.clID !== clID) return { code: 2201, msg: 'Authorization error' };
        // RFC 5731 §3.2.3: curExpDate must be the current expiry's date, so a repeated renew is refused.
        if (textOf(get(body, 'curExpDate')) !== dateOnly(domain.exDate)) return { code: 2306, msg: 'Parameter value policy error' };
        if (inRedemption(domain)) return { code: 2304, msg: 'Object status prohibits operation' };
        domain.exDate = addYears(domain.exDate, Number(textOf(get(body, 'period')) || 1));
        domain.upDate = at;
        return { code: 1000, msg: 'Command completed successfully', extra: { resData: domainNode('renData', { 'domain:name': name, 'domain:exDate': iso(domain.exDate) }) } };
      }
      case 'domain:update': {
        if (!domain) return { code: 2303, msg: 'Object does not exist' };
        if (domain.clID !== clID) return { code: 2201, msg: 'Authorization error' };
        const restore = objectOf(command.extension, [command]);
        if (!restore || restore.ns !== NS.rgp || attrOf(get(restore.body, 'restore'), 'op') !== 'request') return { code: 2102, msg: 'Unimplemented option' };
        // RFC 3915 §3.2: only a name in redemptionPeriod can be restored.
        if (!inRedemption(domain)) return { code: 2304, msg: 'Object status prohibits operation' };
        // This registry needs no restore report and restores with a renewal year (ADR 0013: a real registry's rule may differ).
        domain.exDate = addYears(domain.exDate, 1);
        domain.upDate = at;
        return { code: 1000, msg: 'Command completed successfully', extra: { extension: { 'rgp:upData': { '@_xmlns:rgp': NS.rgp, 'rgp:rgpStatus': { '@_s': 'pendingRestore' } } } } };
      }
      case 'domain:transfer': {
        const op = attrOf(command.transfer, 'op');
        if (!domain) return { code: 2303, msg: 'Object does not exist' };
        if (op === 'query') {
          // RFC 5731 §3.1.3: the latest transfer, to either party of it.
          if (!domain.transfer) return { code: 2301, msg: 'Object not pending transfer' };
          if (clID !== domain.transfer.reID && clID !== domain.transfer.acID) return { code: 2201, msg: 'Authorization error' };
          return { code: 1000, msg: 'Command completed successfully', extra: { resData: trnData(name, domain.transfer) } };
        }
        if (op !== 'request') return { code: 2102, msg: 'Unimplemented option' };
        if (domain.clID === clID) return { code: 2106, msg: 'Object is not eligible for transfer' };
        if (domain.statuses.has('pendingTransfer')) return { code: 2300, msg: 'Object pending transfer' };
        if (domain.statuses.has('clientTransferProhibited') || domain.statuses.has('serverTransferProhibited')) return { code: 2304, msg: 'Object status prohibits operation' };
        // ICANN's transfer policy: not within 60 days of registration.
        if (domain.crDate.getTime() + DOMAIN_DAYS.transferLockAfterRegistration * DAY > at.getTime()) return { code: 2106, msg: 'Object is not eligible for transfer' };
        if (textOf(get(get(body, 'authInfo'), 'pw')) !== domain.authInfo) return { code: 2202, msg: 'Invalid authorization information' };
        const years = Number(textOf(get(body, 'period')) || 1);
        domain.transfer = { trStatus: 'pending', reID: clID, reDate: at, acID: domain.clID, acDate: new Date(at.getTime() + transferDays * DAY), exDate: addYears(domain.exDate, years) };
        domain.statuses.add('pendingTransfer');
        return { code: 1001, msg: 'Command completed successfully; action pending', extra: { resData: trnData(name, domain.transfer) } };
      }
      case 'poll': {
        const op = attrOf(command.poll, 'op');
        const mine = poll.filter((message) => message.clID === clID);
        if (op === 'ack') {
          const index = poll.findIndex((message) => message.clID === clID && message.id === attrOf(command.poll, 'msgID'));
          if (index < 0) return { code: 2303, msg: 'Object does not exist' };
          poll.splice(index, 1);
          const rest = poll.filter((message) => message.clID === clID);
          return { code: 1000, msg: 'Command completed successfully', extra: rest.length ? { msgQ: { '@_count': rest.length, '@_id': rest[0]?.id } } : {} };
        }
        const [first] = mine;
        if (!first) return { code: 1300, msg: 'Command completed successfully; no messages' };
        const { name: transferName, ...transfer } = first.transfer;
        return {
          code: 1301,
          msg: 'Command completed successfully; ack to dequeue',
          extra: { msgQ: { '@_count': mine.length, '@_id': first.id, qDate: iso(first.qDate), msg: first.msg }, resData: trnData(transferName, transfer) },
        };
      }
      default:
        return { code: 2101, msg: 'Unimplemented command' };
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.port = (server.address() as { port: number }).port;
  return fake;
}

/** SHA-256 fingerprint of a PEM certificate, as tls.getPeerCertificate() writes it (AA:BB:…). */
function fingerprintOf(pem: string): string {
  return new X509Certificate(pem).fingerprint256;
}
