import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { generate } from 'selfsigned';
import { startWpToolkitSshFake, type FakeWordpressSite, type WpToolkitSshFake } from './wp-toolkit-ssh-fake';

/**
 * A local stand-in for cPanel & WHM's WHM API 1, in the test tree only: a real HTTP(S) server on 127.0.0.1 that
 * checks every call as WHM API 1's pages describe it and answers as WHM does. It shares no code with the adapter
 * (api/src/provisioning/whm/): the rules are written out here again from the documentation, so an adapter that
 * drifts from the docs is refused here.
 *
 * Where each rule comes from (the pages of https://api.docs.cpanel.net; [O] = read here from the OpenAPI text cPanel
 * publishes for the page, as harvested in github.com/api-evangelist/cpanel openapi/*.yml, version 11.137; [D] = the
 * page as documented, its OpenAPI text not re-read for this fake):
 * - [I] Introduction, https://api.docs.cpanel.net/whm/introduction and API tokens, https://api.docs.cpanel.net/whm/tokens/:
 *   `/json-api/<function>?api.version=1`, GET or POST; `Authorization: whm USERNAME:APITOKEN`; every answer
 *   `{ data, metadata: { command, reason, result 1|0, version 1 } }`. Without api.version=1 WHM answers the legacy
 *   API 0 shape (here: `{ cpanelresult: { error } }`, which has no metadata). A refused token: HTTP 403 (the page's
 *   status is not shown; 403 is the fake's).
 * - [C] createacct [O], https://api.docs.cpanel.net/openapi/whm/operation/createacct/: `username` required, at most 16
 *   characters, not beginning with a digit or "test", its first eight characters unique, made lowercase by WHM;
 *   `domain`; `plan` (a package of the server, default "default"); `pass` or `password`, not both; `contactemail` an
 *   email address; answers `data: { ip, package, nameserver… }`.
 * - [L] listaccts [D], https://api.docs.cpanel.net/openapi/whm/operation/listaccts/: `search`, `searchtype` one of
 *   domain, owner, user, ip, package; `searchmethod` exact or regex; `want` a comma-separated list of fields;
 *   answers `data: { acct: [...] }` (an empty list when nothing matches).
 * - [A] accountsummary [D], https://api.docs.cpanel.net/openapi/whm/operation/accountsummary/: `user` or `domain`
 *   (one is required); answers `data: { acct: [{ user, domain, plan, suspended 0|1, suspendreason, ip, email … }] }`;
 *   an account that does not exist is metadata.result 0.
 * - [S] suspendacct [O] (`user` required, `reason`), unsuspendacct [O] (`user` required),
 *   https://api.docs.cpanel.net/openapi/whm/operation/suspendacct/ and …/unsuspendacct/.
 * - [R] removeacct [O], https://api.docs.cpanel.net/openapi/whm/operation/removeacct/: `username` required (`user`
 *   deprecated, still accepted), `keepdns` 0|1.
 * - [P] changepackage [D], https://api.docs.cpanel.net/openapi/whm/operation/changepackage/: `user` and `pkg` required,
 *   `pkg` a package of the server; passwd [D], …/passwd/: `user` and `password` required.
 * - [U] create_user_session [D], https://api.docs.cpanel.net/openapi/whm/operation/create_user_session/: `user` and
 *   `service` (cpaneld, webmaild, whostmgrd) required; answers `data: { url, session, expires, service,
 *   cp_security_token }`, the URL a one-time login to the account's cPanel (port 2083).
 * - [X] uapi_cpanel [O], https://api.docs.cpanel.net/openapi/whm/operation/uapi_cpanel/: `cpanel.module`,
 *   `cpanel.function`, `cpanel.user` required; answers `data: { uapi: { status 1|0, data, errors, messages } }`.
 * - [W] UAPI WordPressSite (cPanel's Cpanel/API/WordPressSite.pm; needs the `wp-toolkit` feature): `create` starts
 *   WP Toolkit installing WordPress on the primary domain; `retrieve` answers `{ install_status, details }`,
 *   'success' with the site's details once installed. What install_status says meanwhile is not documented: the
 *   fake says 'in progress' until `completeWordpress` (or at once with `wordpressInstantly`).
 * - [F] The fake's own: modes `up`, `down` (every call HTTP 503), `hang` (never answers), `lose-next-answer` (the
 *   next call is made, its answer never sent: the connection is closed; `loseNextAnswerOf(command)` does it to the
 *   next call of one function); `refuseNext(command, reason)` answers the next call of that function with
 *   metadata.result 0.
 */

export interface FakeAccount {
  user: string;
  domain: string;
  plan: string;
  suspended: boolean;
  suspendReason: string | null;
  email: string;
  password: string;
  ip: string;
  wordpress: 'absent' | 'in progress' | 'success';
  /** The WordPress site once installed: its WP Toolkit instance id, themes and plugins (changed over SSH). */
  site: FakeWordpressSite | null;
}

export interface FakeCall {
  command: string;
  params: Record<string, string>;
  /** Parameters that came in the URL's query (a password there would be in WHM's access log). */
  queryNames: string[];
  authorized: boolean;
  result: 0 | 1 | null;
  reason?: string;
}

export type WhmFakeMode = 'up' | 'down' | 'hang' | 'lose-next-answer';

export interface WhmFake {
  readonly baseUrl: string;
  /** The fake's certificate (PEM) when it speaks TLS: what WHM_CA points the adapter at. */
  readonly ca: string | null;
  readonly username: string;
  readonly token: string;
  readonly accounts: Map<string, FakeAccount>;
  readonly packages: Set<string>;
  readonly sessions: { user: string; service: string; url: string }[];
  readonly calls: FakeCall[];
  /** The server's shell as root, where WP Toolkit's command line installs themes and plugins (wp-toolkit-ssh-fake.ts). */
  readonly ssh: WpToolkitSshFake;
  mode: WhmFakeMode;
  /** WordPressSite::create installs at once (else 'in progress' until completeWordpress). */
  wordpressInstantly: boolean;
  refuseNext(command: string, reason: string): void;
  /** The next call of `command` is made and its answer lost (the connection closed before any byte of it). */
  loseNextAnswerOf(command: string): void;
  /** [F] The next call of `command` is made and its answer withheld, the connection left open (a client that dies waiting): resolves once made. */
  holdNextAnswerOf(command: string): Promise<void>;
  completeWordpress(user: string): void;
  callsOf(command: string): FakeCall[];
  reset(): void;
  close(): Promise<void>;
}

const SEARCH_TYPES = ['domain', 'owner', 'user', 'ip', 'package'];
const SESSION_SERVICES = ['cpaneld', 'webmaild', 'whostmgrd'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

class Refusal extends Error {}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export async function startWhmFake(options: { tls?: boolean; username?: string; token?: string; packages?: string[] } = {}): Promise<WhmFake> {
  const username = options.username ?? 'root';
  const token = options.token ?? 'WHMFAKETOKEN0123456789ABCDEFGHIJ';
  const initialPackages = options.packages ?? ['default'];
  const accounts = new Map<string, FakeAccount>();
  const packages = new Set(initialPackages);
  const sessions: WhmFake['sessions'] = [];
  const calls: FakeCall[] = [];
  const refusals = new Map<string, string>();
  let loseAnswerOf: string | null = null;
  const holds = new Map<string, () => void>();
  const hanging = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  let nextIp = 10;
  let nextInstanceId = 1;
  /** [W] WordPress runs on the account: WP Toolkit registers the site under an instance id of its own. */
  const installWordpress = (account: FakeAccount) => {
    account.wordpress = 'success';
    account.site ??= { id: nextInstanceId++, user: account.user, themes: new Set(['twentytwentyfive']), activeTheme: 'twentytwentyfive', plugins: new Map() };
  };

  const required = (params: Record<string, string>, name: string): string => {
    const value = params[name];
    if (value === undefined || value === '') throw new Refusal(`The parameter "${name}" is required.`);
    return value;
  };
  const accountOf = (user: string): FakeAccount => {
    const account = accounts.get(user);
    if (!account) throw new Refusal(`The user “${user}” does not exist.`);
    return account;
  };
  const summaryOf = (account: FakeAccount) => ({
    user: account.user,
    domain: account.domain,
    plan: account.plan,
    suspended: account.suspended ? 1 : 0,
    suspendreason: account.suspended ? (account.suspendReason ?? 'Unknown') : 'not suspended',
    ip: account.ip,
    email: account.email,
    owner: username,
  });

  const functions: Record<string, (params: Record<string, string>) => unknown> = {
    createacct(params) {
      const user = required(params, 'username').toLowerCase(); // [C] made lowercase by WHM
      if (user.length > 16) throw new Refusal('The username may not exceed 16 characters.');
      if (/^[0-9]/.test(user) || user.startsWith('test')) throw new Refusal('The username cannot begin with a number or the string “test”.');
      if (!/^[a-z][a-z0-9]*$/.test(user)) throw new Refusal('The username may contain only lowercase letters and digits.');
      if (accounts.has(user)) throw new Refusal(`The user “${user}” already exists.`);
      if ([...accounts.keys()].some((other) => other.slice(0, 8) === user.slice(0, 8))) throw new Refusal('The first eight characters of the username must be unique.');
      const domain = required(params, 'domain').toLowerCase();
      if (!DOMAIN.test(domain)) throw new Refusal(`“${domain}” is not a valid domain.`);
      if ([...accounts.values()].some((account) => account.domain === domain)) throw new Refusal(`The domain “${domain}” already exists on this server.`);
      const plan = params.plan ?? 'default';
      if (!packages.has(plan)) throw new Refusal(`The package “${plan}” does not exist.`);
      if (params.pass !== undefined && params.password !== undefined) throw new Refusal('Use either the “pass” or the “password” parameter, not both.');
      const email = params.contactemail ?? '';
      if (email && !EMAIL.test(email)) throw new Refusal(`“${email}” is not a valid email address.`);
      const account: FakeAccount = { user, domain, plan, suspended: false, suspendReason: null, email, password: params.password ?? params.pass ?? randomBytes(9).toString('base64url'), ip: `192.0.2.${nextIp++}`, wordpress: 'absent', site: null };
      accounts.set(user, account);
      return { ip: account.ip, package: plan, nameserver: 'ns1.example.com', nameserver2: 'ns2.example.com' };
    },
    passwd(params) {
      const account = accountOf(required(params, 'user'));
      account.password = required(params, 'password');
      return { app: 'system', services: [] };
    },
    listaccts(params) {
      const searchtype = params.searchtype ?? 'domain';
      if (!SEARCH_TYPES.includes(searchtype)) throw new Refusal(`Invalid searchtype “${searchtype}”.`);
      const method = params.searchmethod ?? 'regex';
      if (method !== 'exact' && method !== 'regex') throw new Refusal(`Invalid searchmethod “${method}”.`);
      const search = params.search;
      const field = (account: FakeAccount) => ({ domain: account.domain, owner: username, user: account.user, ip: account.ip, package: account.plan })[searchtype as 'domain']!;
      const matches = [...accounts.values()].filter((account) => search === undefined || (method === 'exact' ? field(account) === search : new RegExp(search).test(field(account))));
      return { acct: matches.map(summaryOf) };
    },
    accountsummary(params) {
      if (params.user === undefined && params.domain === undefined) throw new Refusal('You must specify the “user” or the “domain” parameter.');
      const account = params.user !== undefined ? accounts.get(params.user) : [...accounts.values()].find((entry) => entry.domain === params.domain);
      if (!account) throw new Refusal('Account does not exist.');
      return { acct: [summaryOf(account)] };
    },
    suspendacct(params) {
      const account = accountOf(required(params, 'user'));
      account.suspended = true;
      account.suspendReason = params.reason ?? 'Unknown';
      return undefined;
    },
    unsuspendacct(params) {
      const account = accountOf(required(params, 'user'));
      account.suspended = false;
      account.suspendReason = null;
      return undefined;
    },
    removeacct(params) {
      const user = params.username ?? params.user;
      if (!user) throw new Refusal('The parameter "username" is required.');
      if (params.keepdns !== undefined && !['0', '1'].includes(params.keepdns)) throw new Refusal('“keepdns” must be 0 or 1.');
      accountOf(user);
      accounts.delete(user);
      return undefined;
    },
    changepackage(params) {
      const account = accountOf(required(params, 'user'));
      const pkg = required(params, 'pkg');
      if (!packages.has(pkg)) throw new Refusal(`The package “${pkg}” does not exist.`);
      account.plan = pkg;
      return undefined;
    },
    create_user_session(params) {
      const account = accountOf(required(params, 'user'));
      const service = required(params, 'service');
      if (!SESSION_SERVICES.includes(service)) throw new Refusal(`“${service}” is not a valid service.`);
      const session = `${account.user}:${randomBytes(12).toString('base64url')}:CREATE_USER_SESSION,${randomBytes(16).toString('hex')}`;
      const securityToken = `/cpsess${String(Date.now()).slice(-10)}`;
      const url = `${fake.baseUrl.replace(/:\d+$/, ':2083')}${securityToken}/login/?session=${encodeURIComponent(session)}`;
      sessions.push({ user: account.user, service, url });
      return { url, session, service, cp_security_token: securityToken, expires: Math.floor(Date.now() / 1000) + 900 };
    },
    listpkgs() {
      return { pkg: [...packages].map((name) => ({ name })) };
    },
    uapi_cpanel(params) {
      const module = required(params, 'cpanel.module');
      const fn = required(params, 'cpanel.function');
      const account = accountOf(required(params, 'cpanel.user'));
      const uapi = (data: unknown, errors: string[] | null = null) => ({ uapi: { status: errors ? 0 : 1, data, errors, messages: null, warnings: null, metadata: {} } });
      if (module !== 'WordPressSite' || !['create', 'retrieve'].includes(fn)) return uapi(null, [`Failed to load module “${module}”: the function “${fn}” is not available.`]);
      if (fn === 'create') {
        if (account.wordpress !== 'absent') return uapi(null, ['WordPress is already installed or being installed on this domain.']);
        if (fake.wordpressInstantly) installWordpress(account);
        else account.wordpress = 'in progress';
        return uapi('The WordPress installation started.');
      }
      if (account.wordpress === 'success') return uapi({ install_status: 'success', details: { alive: true, hidden: false, id: account.site!.id, url: `https://${account.domain}`, path: `/home/${account.user}/public_html` } });
      return uapi({ install_status: account.wordpress === 'in progress' ? 'in progress' : '', details: { msg: account.wordpress === 'in progress' ? 'Installing WordPress' : 'No installation' } });
    },
  };

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = req.method === 'POST' ? await readBody(req) : '';
    if (fake.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (fake.mode === 'down') return answer(res, 503, { error: 'Service Unavailable' });
    const match = /^\/json-api\/([a-z_0-9]+)$/.exec(url.pathname);
    const command = match?.[1] ?? '';
    const query = Object.fromEntries(url.searchParams);
    const params: Record<string, string> = { ...query, ...Object.fromEntries(new URLSearchParams(body)) };
    const authorized = req.headers.authorization === `whm ${username}:${token}`;
    const call: FakeCall = { command, params, queryNames: Object.keys(query), authorized, result: null };
    calls.push(call);
    if (!match || !['GET', 'POST'].includes(req.method ?? '')) return answer(res, 404, { error: 'Not Found' });
    if (!authorized) return answer(res, 403, { error: 'Access denied' });
    if (params['api.version'] !== '1') return answer(res, 200, { cpanelresult: { error: 'Unknown app requested for this version (0) of the API.' } });
    const run = functions[command];
    let data: unknown;
    let reason = 'OK';
    let result: 0 | 1 = 1;
    const refusal = refusals.get(command);
    if (!run) [result, reason] = [0, `Unknown app (“${command}”) requested for this version (1) of the API.`];
    else if (refusal !== undefined) {
      refusals.delete(command);
      [result, reason] = [0, refusal];
    } else {
      try {
        data = run(params);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        [result, reason] = [0, error.message];
      }
    }
    Object.assign(call, { result, reason });
    const held = holds.get(command);
    if (held) {
      holds.delete(command);
      hanging.add(res);
      held();
      return;
    }
    if (fake.mode === 'lose-next-answer' || loseAnswerOf === command) {
      fake.mode = 'up';
      loseAnswerOf = null;
      req.socket.destroy();
      return;
    }
    answer(res, 200, { ...(result === 1 && data !== undefined ? { data } : {}), metadata: { command, reason, result, version: 1 } });
  }

  let ca: string | null = null;
  let server: Server;
  const listener = (req: IncomingMessage, res: ServerResponse) => void handle(req, res).catch(() => answer(res, 500, { error: 'fake failure' }));
  if (options.tls) {
    const pems = await generate([{ name: 'commonName', value: 'whm.fake.test' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      extensions: [
        { name: 'basicConstraints', cA: true },
        { name: 'keyUsage', keyCertSign: true, digitalSignature: true },
        { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
      ],
    });
    ca = pems.cert;
    server = createHttpsServer({ key: pems.private, cert: pems.cert }, listener);
  } else {
    server = createHttpServer(listener);
  }
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // The shell first: a fake that failed to start leaves nothing listening (a test process would never end).
  const ssh = await startWpToolkitSshFake((id) => [...accounts.values()].find((account) => account.site?.id === id)?.site ?? null);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
  } catch (error) {
    await ssh.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;

  const fake: WhmFake = {
    baseUrl: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    ca,
    username,
    token,
    accounts,
    packages,
    sessions,
    calls,
    ssh,
    mode: 'up',
    wordpressInstantly: true,
    refuseNext: (command, reason) => void refusals.set(command, reason),
    loseNextAnswerOf: (command) => {
      loseAnswerOf = command;
    },
    holdNextAnswerOf: (command) => new Promise<void>((resolve) => void holds.set(command, resolve)),
    completeWordpress: (user) => {
      const account = accounts.get(user);
      if (account) installWordpress(account);
    },
    callsOf: (command) => calls.filter((call) => call.command === command),
    reset: () => {
      fake.mode = 'up';
      ssh.mode = 'up';
      ssh.missingFromDirectory.clear();
      fake.wordpressInstantly = true;
      refusals.clear();
      loseAnswerOf = null;
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      for (const socket of sockets) socket.destroy();
      await Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), ssh.close()]);
    },
  };
  return fake;
}
