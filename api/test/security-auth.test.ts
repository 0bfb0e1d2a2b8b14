import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ATTEMPT_LIMITS, attemptKeys, type AttemptLimit } from '../src/auth/attempt-limits';
import { totpCode } from '../src/auth/totp';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { codeIn, lastMail } from './helpers/mail';

/**
 * Issue 11, the authentication findings: 4 (no attempt limit on the two-factor step, nor per account on the
 * other codes) and 11 (GET requests that change state). Each request comes from a new address, as a
 * distributed attacker's would: the per-IP limits are not what stops them here, the per-account ones are.
 */

/** PGlite is one connection: real concurrency can only be shown on PostgreSQL. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const skipRaces = onPostgres ? false : 'race tests need PostgreSQL (set DATABASE_URL): PGlite runs one connection, so nothing races on it';

let t: TestApp;
/** The app's clock: it stands still, and the tests move it past a block or to the next TOTP step instead of waiting. */
const clock = new ManualClock();
before(async () => {
  // A Google client id, so the nonce route stores nonces (it is never asked to verify a token here).
  t = await createTestApp({ dbPoolSize: 30, google: { clientId: 'client-1', jwksUrl: 'http://127.0.0.1:9/certs', issuers: ['https://accounts.google.com'] } }, { clock });
});
after(() => t.close());

let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.${Math.floor(addresses / 250) % 250}.${addresses % 250}.7`;
};

/** A browser whose every request comes from another address. */
class RoamingClient extends Client {
  override request(options: InjectOptions & { url: string }) {
    return super.request({ remoteAddress: nextAddress(), ...options });
  }
}

const PASSWORD = 'Strong-pass1';
let accounts = 0;

async function signUp(app: FastifyInstance, name: string): Promise<{ client: RoamingClient; email: string; userId: string }> {
  accounts += 1;
  const email = `${name}.${accounts}@example.com`;
  const client = new RoamingClient(app);
  const phoneNumber = `+8559${String(accounts).padStart(7, '0')}`;
  const response = await client.send('POST', '/api/users', { firstName: 'Dara', lastName: 'Keo', email, password: PASSWORD, passwordConfirmation: PASSWORD, phoneNumber });
  expect(response.statusCode).toBe(201);
  const { id } = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { client, email, userId: id };
}

const currentStep = () => Math.floor(clock.now().getTime() / 30_000);

/** A code no step around now accepts. */
function wrongCode(secret: string): string {
  const valid = new Set(Array.from({ length: 5 }, (_, i) => totpCode(secret, (currentStep() - 2 + i) * 30_000)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

interface TwoFactorAccount {
  email: string;
  userId: string;
  secret: string;
  recoveryCodes: string[];
}

async function twoFactorAccount(name: string): Promise<TwoFactorAccount> {
  const { client, email, userId } = await signUp(t.app, name);
  const secret = (await client.send('POST', '/api/2fa/turn-on')).json().secret as string;
  const on = await client.send('POST', '/api/2fa/turn-on/verify', { code: totpCode(secret, clock.now()) });
  expect(on.statusCode).toBe(200);
  return { email, userId, secret, recoveryCodes: on.json().recoveryCodes };
}

/** The right code now; when the current step is spent, the clock first moves to the step after it (as an app waits for it). */
async function rightCode(account: TwoFactorAccount): Promise<string> {
  const { two_factor_last_step: last } = await t.app.db.selectFrom('users').select('two_factor_last_step').where('id', '=', account.userId).executeTakeFirstOrThrow();
  if (last !== null && last >= currentStep()) clock.set(new Date((last + 1) * 30_000));
  return totpCode(account.secret, clock.now());
}

async function pendingSignIn(account: TwoFactorAccount): Promise<RoamingClient> {
  const client = new RoamingClient(t.app);
  expect((await client.login(account.email, PASSWORD)).json()).toEqual({ status: 'twoFactorRequired' });
  return client;
}

const verify = (client: Client, code: string) => client.send('POST', '/api/users/login/2fa/verify', { code });

/** Moves the clock past a budget's block (nobody waits its minutes). */
function passBlock(limit: AttemptLimit) {
  clock.set(new Date(clock.now().getTime() + limit.blockMinutes * 60_000 + 1000));
}

/** The account's pending sign-ins still usable (its signed-in sessions are not what a code guards). */
async function pendingSignIns(userId: string) {
  return t.app.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).where('revoked_at', 'is', null).where('two_factor_pending', '=', true).execute();
}

describe('finding 4: two-factor attempts', () => {
  it(`${ATTEMPT_LIMITS.twoFactorPerSignIn.maxAttempts} wrong codes void the pending sign-in: the right code is then refused, and a fresh sign-in is needed`, async () => {
    const account = await twoFactorAccount('void');
    const client = await pendingSignIn(account);
    for (const remaining of [4, 3, 2, 1]) {
      const wrong = await verify(client, wrongCode(account.secret));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: 'INVALID_2FA_CODE', message: 'Incorrect verification code', details: { remaining } });
    }
    const stale = { access: client.cookie('access_token')!, refresh: client.cookie('refresh_token')! };
    const fifth = await verify(client, wrongCode(account.secret));
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please login to continue', details: { remaining: 0 } });
    expect(client.cookie('access_token')).toBeUndefined();
    expect(client.cookie('refresh_token')).toBeUndefined();
    expect(await pendingSignIns(account.userId)).toHaveLength(0);

    // The sixth call, with the right code, even replaying the pending sign-in's cookies: refused.
    const code = await rightCode(account);
    expect((await verify(client, code)).statusCode).not.toBe(200);
    const replay = new RoamingClient(t.app);
    replay.setCookie('access_token', stale.access);
    replay.setCookie('refresh_token', stale.refresh);
    const sixth = await verify(replay, code);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('INVALID_2FA_STATUS');
    expect((await replay.get('/api/users/getUserInformation')).statusCode).toBe(401);

    // Starting again works, with the same (unspent) code.
    const fresh = await pendingSignIn(account);
    const signedIn = await verify(fresh, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().status).toBe('signedIn');
    // A completed sign-in leaves no counter of its own behind.
    const [completed] = await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', account.userId).where('revoked_at', 'is', null).orderBy('created_at', 'desc').execute();
    const counter = await t.app.db.selectFrom('login_attempts').select('identifier').where('identifier', '=', attemptKeys.twoFactorSession(completed!.id)).executeTakeFirst();
    expect(counter).toBeUndefined();
  });

  it(`a per-account limit across fresh pending sign-ins: ${ATTEMPT_LIMITS.twoFactorPerAccount.maxAttempts} wrong codes block the two-factor step for ${ATTEMPT_LIMITS.twoFactorPerAccount.blockMinutes} minutes`, async () => {
    const account = await twoFactorAccount('account');
    const remainingSeen: number[] = [];
    for (let signIn = 0; signIn < 2; signIn += 1) {
      const client = await pendingSignIn(account);
      for (let i = 0; i < 4; i += 1) {
        const wrong = await verify(client, wrongCode(account.secret));
        expect(wrong.json().code).toBe('INVALID_2FA_CODE');
        remainingSeen.push(wrong.json().details.remaining);
      }
    }
    // The tighter of the two limits is what is left: the sign-in's first, then the account's.
    expect(remainingSeen).toEqual([4, 3, 2, 1, 4, 3, 2, 1]);
    const third = await pendingSignIn(account);
    expect((await verify(third, wrongCode(account.secret))).json().details).toEqual({ remaining: 1 });
    const tenth = await verify(third, wrongCode(account.secret));
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: `Your account is blocked for ${ATTEMPT_LIMITS.twoFactorPerAccount.blockMinutes} minutes after too many failed attempts.`,
      details: { blockedTime: ATTEMPT_LIMITS.twoFactorPerAccount.blockMinutes },
    });
    expect(third.cookie('access_token')).toBeUndefined();
    expect(await pendingSignIns(account.userId)).toHaveLength(0);

    // While blocked: the password alone opens no new pending sign-in; the right code is refused.
    const blocked = new RoamingClient(t.app);
    const login = await blocked.login(account.email, PASSWORD);
    expect(login.statusCode).toBe(429);
    expect(login.json().code).toBe('ACCOUNT_LOCKED');
    expect(blocked.cookie('access_token')).toBeUndefined();
    expect(await pendingSignIns(account.userId)).toHaveLength(0);

    // Once the block has passed, the right code signs in.
    passBlock(ATTEMPT_LIMITS.twoFactorPerAccount);
    const after = await pendingSignIn(account);
    expect((await verify(after, await rightCode(account))).statusCode).toBe(200);
  });

  it('recovery codes count as attempts too, and one is not spent by a refused call', async () => {
    const account = await twoFactorAccount('recovery');
    const client = await pendingSignIn(account);
    for (let i = 0; i < 4; i += 1) expect((await verify(client, 'aaaaa-bbbbb')).json().code).toBe('INVALID_2FA_CODE');
    const stale = { access: client.cookie('access_token')!, refresh: client.cookie('refresh_token')! };
    expect((await verify(client, 'ccccc-ddddd')).json().code).toBe('UNAUTHORIZED');
    const replay = new RoamingClient(t.app);
    replay.setCookie('access_token', stale.access);
    replay.setCookie('refresh_token', stale.refresh);
    expect((await verify(replay, account.recoveryCodes[0]!)).statusCode).not.toBe(200);
    const unused = await t.app.db.selectFrom('recovery_codes').select('id').where('user_id', '=', account.userId).where('used_at', 'is', null).execute();
    expect(unused).toHaveLength(10);

    // TOTP and recovery codes share the account's count.
    const again = await pendingSignIn(account);
    expect((await verify(again, wrongCode(account.secret))).json().details).toEqual({ remaining: 4 });
    expect((await verify(again, 'eeeee-fffff')).json().details).toEqual({ remaining: 3 });
    const row = await t.app.db.selectFrom('login_attempts').select('failures').where('identifier', '=', attemptKeys.twoFactorUser(account.userId)).executeTakeFirstOrThrow();
    expect(row.failures).toBe(7);
    expect((await verify(again, account.recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('a pending sign-in is never renewed: once its access token has expired, the code is refused and the customer signs in again', async () => {
    const account = await twoFactorAccount('expiry');
    const client = await pendingSignIn(account);
    const [pending] = await pendingSignIns(account.userId);
    await t.app.db.updateTable('sessions').set({ access_expires_at: new Date(Date.now() - 1000) }).where('id', '=', pending!.id).execute();
    const late = await verify(client, await rightCode(account));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('INVALID_2FA_STATUS');
    expect(client.cookie('refresh_token')).toBeUndefined();
    expect((await verify(await pendingSignIn(account), await rightCode(account))).statusCode).toBe(200);
  });

  it(`20 wrong codes at once on one pending sign-in: no more than ${ATTEMPT_LIMITS.twoFactorPerSignIn.maxAttempts} are looked at`, { skip: skipRaces }, async () => {
    const account = await twoFactorAccount('race');
    const client = await pendingSignIn(account);
    const responses = await Promise.all(Array.from({ length: 20 }, () => verify(client, wrongCode(account.secret))));
    const wrong = responses.filter((r) => r.statusCode === 400);
    expect(wrong.map((r) => r.json().details.remaining).sort()).toEqual([1, 2, 3, 4]);
    for (const response of responses.filter((r) => r.statusCode !== 400)) {
      // Refused without a look at the code: the sign-in is void (or already gone when the request began).
      expect(['UNAUTHORIZED', 'INVALID_2FA_STATUS']).toContain(response.json().code);
    }
    expect(responses.filter((r) => r.json().code === 'UNAUTHORIZED').length).toBeGreaterThanOrEqual(1);
    const counts = await t.app.db
      .selectFrom('login_attempts')
      .select(['identifier', 'failures'])
      .where('identifier', '=', attemptKeys.twoFactorUser(account.userId))
      .executeTakeFirstOrThrow();
    expect(counts.failures).toBe(5);
    expect(await pendingSignIns(account.userId)).toHaveLength(0);
  });

  it(`20 wrong codes at once over 4 pending sign-ins of one account: ${ATTEMPT_LIMITS.twoFactorPerAccount.maxAttempts} are looked at, then the account is blocked`, { skip: skipRaces }, async () => {
    const account = await twoFactorAccount('race-account');
    const clients: RoamingClient[] = [];
    for (let i = 0; i < 4; i += 1) clients.push(await pendingSignIn(account));
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => verify(clients[i % 4]!, wrongCode(account.secret))));
    expect(responses.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(9);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(0);
    const sessions = await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', account.userId).where('two_factor_pending', '=', true).execute();
    const perSignIn = await t.app.db
      .selectFrom('login_attempts')
      .select('failures')
      .where('identifier', 'in', sessions.map((s) => attemptKeys.twoFactorSession(s.id)))
      .execute();
    expect(perSignIn.reduce((sum, row) => sum + row.failures, 0)).toBe(10);
    const perAccount = await t.app.db.selectFrom('login_attempts').selectAll().where('identifier', '=', attemptKeys.twoFactorUser(account.userId)).executeTakeFirstOrThrow();
    expect(perAccount.failures).toBe(10);
    expect(new Date(perAccount.blocked_until!).getTime()).toBeGreaterThan(clock.now().getTime());
    expect(await pendingSignIns(account.userId)).toHaveLength(0);
  });
});

describe('finding 4: turning two-factor on, per account', () => {
  it(`${ATTEMPT_LIMITS.twoFactorSetupPerAccount.maxAttempts} wrong codes drop the secret being set up and block the step`, async () => {
    const { client, userId } = await signUp(t.app, 'setup');
    const secret = (await client.send('POST', '/api/2fa/turn-on')).json().secret as string;
    for (let remaining = 9; remaining >= 1; remaining -= 1) {
      expect((await client.send('POST', '/api/2fa/turn-on/verify', { code: wrongCode(secret) })).json().details).toEqual({ remaining });
    }
    const locked = await client.send('POST', '/api/2fa/turn-on/verify', { code: wrongCode(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    expect((await client.send('POST', '/api/2fa/turn-on/verify', { code: totpCode(secret, clock.now()) })).json().code).toBe('ACCOUNT_LOCKED');
    expect((await client.send('POST', '/api/2fa/turn-on')).json().code).toBe('ACCOUNT_LOCKED');
    const user = await t.app.db.selectFrom('users').select(['two_factor_enabled', 'two_factor_pending_secret']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ two_factor_enabled: false, two_factor_pending_secret: null });

    passBlock(ATTEMPT_LIMITS.twoFactorSetupPerAccount);
    const fresh = (await client.send('POST', '/api/2fa/turn-on')).json().secret as string;
    expect((await client.send('POST', '/api/2fa/turn-on/verify', { code: totpCode(fresh, clock.now()) })).statusCode).toBe(200);
  });

  it('turning off mails at most 5 links per account in 15 minutes, from any address', async () => {
    const account = await twoFactorAccount('off');
    const client = await pendingSignIn(account);
    expect((await verify(client, await rightCode(account))).statusCode).toBe(200);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await client.send('POST', '/api/2fa/turn-off')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const mails = await t.app.db.selectFrom('email_outbox').select('id').where('to_address', '=', account.email).where('template', '=', 'two-factor-disable').execute();
    expect(mails).toHaveLength(5);
  });
});

describe('finding 4: email codes, per account', () => {
  it(`${ATTEMPT_LIMITS.emailCodePerAccount.maxAttempts} wrong codes across codes block verification; the right code is refused while blocked`, async () => {
    const { client, email } = await signUp(t.app, 'otp');
    const first = codeIn((await lastMail(t.app, email, 'verify-email')).text);
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    const remaining: number[] = [];
    for (let i = 0; i < 5; i += 1) remaining.push((await client.send('PATCH', '/api/users/verify-email', { code: wrongFor(first) })).json().details.remaining);
    // The code dies after 5 wrong tries (0 left: ask for a new one).
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    expect((await client.send('PATCH', '/api/users/verify-email', { code: first })).json().code).toBe('INCORRECT_OTP');

    // A new code does not start the account's count again: 6 wrong so far, 4 left.
    expect((await client.send('POST', '/api/user/otp/send-email')).statusCode).toBe(200);
    const second = codeIn((await lastMail(t.app, email, 'verify-email')).text);
    const more: number[] = [];
    for (let i = 0; i < 3; i += 1) more.push((await client.send('PATCH', '/api/users/verify-email', { code: wrongFor(second) })).json().details.remaining);
    expect(more).toEqual([3, 2, 1]);
    const locked = await client.send('PATCH', '/api/users/verify-email', { code: wrongFor(second) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', details: { blockedTime: ATTEMPT_LIMITS.emailCodePerAccount.blockMinutes } });
    expect((await client.send('PATCH', '/api/users/verify-email', { code: second })).json().code).toBe('ACCOUNT_LOCKED');

    // After the block the spent code stays spent; a new one verifies.
    passBlock(ATTEMPT_LIMITS.emailCodePerAccount);
    expect((await client.send('PATCH', '/api/users/verify-email', { code: second })).json().code).toBe('INCORRECT_OTP');
    await client.send('POST', '/api/user/otp/send-email');
    const third = codeIn((await lastMail(t.app, email, 'verify-email')).text);
    const ok = await client.send('PATCH', '/api/users/verify-email', { code: third });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().emailVerified).toBe(true);
  });
});

describe('finding 4: password reset, per account', () => {
  const resetMails = async (email: string) =>
    (await t.app.db.selectFrom('email_outbox').select('id').where('to_address', '=', email).where('template', '=', 'reset-password').execute()).length;

  it('mails at most RESET_PER_ADDRESS_PER_HOUR links an hour per account, from any address, with the same answer', async () => {
    const { email } = await signUp(t.app, 'reset');
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await new RoamingClient(t.app).send('POST', '/api/users/forgot-password', { email })).body);
    expect(new Set(answers)).toEqual(new Set([JSON.stringify({ ok: true })]));
    expect(await resetMails(email)).toBe(t.config.resetPerAddressPerHour);
  });

  it('20 requests at once mail no more than the limit', { skip: skipRaces }, async () => {
    const { email } = await signUp(t.app, 'reset-race');
    const responses = await Promise.all(Array.from({ length: 20 }, () => new RoamingClient(t.app).send('POST', '/api/users/forgot-password', { email })));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await resetMails(email)).toBe(t.config.resetPerAddressPerHour);
  });

  it('a reset never bypasses two-factor, nor lifts its block', async () => {
    const account = await twoFactorAccount('reset-2fa');
    const attacker = await pendingSignIn(account);
    for (let i = 0; i < 5; i += 1) await verify(attacker, wrongCode(account.secret));
    await new RoamingClient(t.app).send('POST', '/api/users/forgot-password', { email: account.email });
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec((await lastMail(t.app, account.email, 'reset-password')).text)![1];
    const reset = await new RoamingClient(t.app).send('PUT', `/api/users/reset-password/${token}`, { password: 'Brand-new1', passwordConfirmation: 'Brand-new1' });
    expect(reset.statusCode).toBe(200);
    expect(await pendingSignIns(account.userId)).toHaveLength(0);
    const client = new RoamingClient(t.app);
    expect((await client.login(account.email, 'Brand-new1')).json()).toEqual({ status: 'twoFactorRequired' });
    expect((await verify(client, wrongCode(account.secret))).json().details).toEqual({ remaining: 4 });
    const row = await t.app.db.selectFrom('login_attempts').select('failures').where('identifier', '=', attemptKeys.twoFactorUser(account.userId)).executeTakeFirstOrThrow();
    expect(row.failures).toBe(6);
  });
});

describe('finding 11: GET never changes state', () => {
  /** The rows a state-changing call of these routes would touch. */
  async function snapshot(userId: string) {
    const db = t.app.db;
    const [user, codes, outbox, nonces, attempts, sessions, logs, notifications, recovery] = await Promise.all([
      db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),
      db.selectFrom('one_time_codes').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('email_outbox').select(['id', 'template']).orderBy('id').execute(),
      db.selectFrom('oauth_nonces').selectAll().orderBy('nonce').execute(),
      db.selectFrom('login_attempts').selectAll().orderBy('identifier').execute(),
      db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('session_logs').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('recovery_codes').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    ]);
    return JSON.stringify({ user, codes, outbox, nonces, attempts, sessions, logs, notifications, recovery });
  }

  it('GET /api/2fa/turn-on, /api/user/otp/send-email and /api/users/oauth/nonce are gone and change nothing; POST does the work', async () => {
    const { client, email, userId } = await signUp(t.app, 'get');
    const pendingSecret = (await client.send('POST', '/api/2fa/turn-on')).json().secret as string;
    const before = await snapshot(userId);
    for (const url of ['/api/2fa/turn-on', '/api/user/otp/send-email', '/api/users/oauth/nonce']) {
      const response = await client.get(url);
      expect([404, 405]).toContain(response.statusCode);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
    }
    expect(await snapshot(userId)).toBe(before);

    const secret = (await client.send('POST', '/api/2fa/turn-on')).json().secret as string;
    expect(secret).not.toBe(pendingSecret);
    expect((await t.app.db.selectFrom('users').select('two_factor_pending_secret').where('id', '=', userId).executeTakeFirstOrThrow()).two_factor_pending_secret).toBe(secret);
    const mailsBefore = (await t.app.db.selectFrom('email_outbox').select('id').where('to_address', '=', email).execute()).length;
    expect((await client.send('POST', '/api/user/otp/send-email')).statusCode).toBe(200);
    expect((await t.app.db.selectFrom('email_outbox').select('id').where('to_address', '=', email).execute()).length).toBe(mailsBefore + 1);
    const nonce = await new RoamingClient(t.app).send('POST', '/api/users/oauth/nonce');
    expect(nonce.json()).toMatchObject({ clientId: 'client-1', nonce: expect.any(String) });
    expect(await t.app.db.selectFrom('oauth_nonces').select('nonce').where('nonce', '=', nonce.json().nonce).executeTakeFirst()).toBeDefined();
  });

  it('every GET of the users, two-factor, third-party login and notification routes changes nothing', async () => {
    const { client, userId } = await signUp(t.app, 'reads');
    await client.send('POST', '/api/users/session-log', {});
    await t.app.db.insertInto('notifications').values({ id: `n-${userId}`, user_id: userId, title: 'Hello', body: 'Welcome', read_at: null }).execute();
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const mine = /^\/api\/(users|user\/notification|user\/otp|2fa)\b/;
    const gets = Object.entries(document.paths)
      .filter(([path, operations]) => mine.test(path) && 'get' in operations)
      .map(([path]) => path.replace(/\{[^}]+\}/g, 'x'.repeat(43)));
    expect(gets).toEqual(expect.arrayContaining(['/api/users/getUserInformation', '/api/users/session-log', '/api/user/notification/me', '/api/user/notification/count-unread']));
    const before = await snapshot(userId);
    for (const url of gets) {
      const response = await client.get(url);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await snapshot(userId)).toBe(before);
  });
});
