import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { totpCode } from '../src/auth/totp';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { lastMail, linkTokenIn } from './helpers/mail';

let t: TestApp;
/** The app's clock, which the codes follow: it stands still until a test moves it. */
const clock = new ManualClock();
before(async () => {
  t = await createTestApp({}, { clock });
});
after(() => t.close());

const email = 'twofactor@example.com';
const password = 'Strong-pass1';

describe('two-factor authentication', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  it('turns on with a code computed from the secret and answers recovery codes', async () => {
    const client = new Client(t.app);
    await client.send('POST', '/api/users', { firstName: 'Vanna', lastName: 'Lim', email, password, passwordConfirmation: password, phoneNumber: '+85570000001' });
    const setup = (await client.send('POST', '/api/2fa/turn-on')).json();
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Storefront:twofactor%40example.com\?/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    secret = setup.secret;
    const wrong = await client.send('POST', '/api/2fa/turn-on/verify', { code: totpCode(secret, clock.now()) === '123456' ? '654321' : '123456' });
    expect(wrong.json()).toEqual({ code: 'INVALID_2FA_CODE', message: 'Incorrect verification code', details: { remaining: 9 } });
    const on = await client.send('POST', '/api/2fa/turn-on/verify', { code: totpCode(secret, clock.now()) });
    expect(on.statusCode).toBe(200);
    recoveryCodes = on.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect((await client.get('/api/users/getUserInformation')).json().twoFactorEnabled).toBe(true);
  });

  it('login then needs the code; no session is usable before it; a used code is refused', async () => {
    const client = new Client(t.app);
    const login = await client.login(email, password);
    expect(login.json()).toEqual({ status: 'twoFactorRequired' });
    expect((await client.get('/api/users/getUserInformation')).statusCode).toBe(401);
    expect((await client.send('POST', '/api/users/login/2fa/verify', { code: '000000' })).json().code).toBe('INVALID_2FA_CODE');
    // The step of the code used to turn 2FA on is spent: the app shows the next one once the clock moves on.
    clock.set(new Date(clock.now().getTime() + 30_000));
    const next = totpCode(secret, clock.now());
    const verified = await client.send('POST', '/api/users/login/2fa/verify', { code: next });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().status).toBe('signedIn');
    expect((await client.get('/api/users/getUserInformation')).statusCode).toBe(200);

    const again = new Client(t.app);
    await again.login(email, password);
    expect((await again.send('POST', '/api/users/login/2fa/verify', { code: next })).json().code).toBe('INVALID_2FA_CODE');
  });

  it('accepts each recovery code once', async () => {
    const client = new Client(t.app);
    await client.login(email, password);
    expect((await client.send('POST', '/api/users/login/2fa/verify', { code: recoveryCodes[0] })).statusCode).toBe(200);
    const again = new Client(t.app);
    await again.login(email, password);
    expect((await again.send('POST', '/api/users/login/2fa/verify', { code: recoveryCodes[0] })).json().code).toBe('INVALID_2FA_CODE');
  });

  it('turns off through the mailed link, once', async () => {
    const client = new Client(t.app);
    await client.login(email, password);
    await client.send('POST', '/api/users/login/2fa/verify', { code: recoveryCodes[1] });
    expect((await client.send('POST', '/api/2fa/turn-off')).statusCode).toBe(200);
    const mail = await lastMail(t.app, email, 'two-factor-disable');
    const token = linkTokenIn(mail.text, '/two-factor/disabled');
    expect(token).not.toBe('');
    expect((await new Client(t.app).send('PUT', `/api/2fa/turn-off/${token}`)).statusCode).toBe(200);
    expect((await new Client(t.app).send('PUT', `/api/2fa/turn-off/${token}`)).json()).toEqual({ code: 'CODE_INCORRECT', message: 'The link is invalid or expired' });
    expect((await new Client(t.app).login(email, password)).json().status).toBe('signedIn');
  });
});
