import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { codeIn, lastMail } from './helpers/mail';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const newAccount = (n: string) => ({
  firstName: 'Sokha',
  lastName: 'Chan',
  email: `sokha.${n}@example.com`,
  username: `sokha${n}`,
  password: 'Strong-pass1',
  passwordConfirmation: 'Strong-pass1',
  phoneNumber: `+8551234${n.padStart(4, '0')}`,
});

describe('sign up', () => {
  it('creates the account, signs it in and mails a verification code', async () => {
    const client = new Client(t.app);
    const response = await client.send('POST', '/api/users', newAccount('1'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'signedIn', user: { email: 'sokha.1@example.com', emailVerified: false, hasPassword: true } });
    expect((await client.get('/api/users/getUserInformation')).json().firstName).toBe('Sokha');
    const mail = await lastMail(t.app, 'sokha.1@example.com', 'verify-email');
    expect(mail.subject).toMatch(/^Your verification code: \d{6}$/);
  });

  it('answers the §5 messages field by field', async () => {
    const response = await new Client(t.app).send('POST', '/api/users', {
      ...newAccount('2'),
      firstName: 'S0kha',
      email: 'not-an-email',
      password: 'weakpassword',
      passwordConfirmation: 'other',
      phoneNumber: '12',
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries((response.json().details.fields as { path: string; message: string }[]).map((f) => [f.path, f.message]));
    expect(fields).toMatchObject({
      firstName: 'Invalid name. It must not contain numbers or special characters',
      email: 'Email is invalid',
      password: 'Password must have at least one uppercase letter, one lowercase letter, one number',
      passwordConfirmation: "Oops, that's not the same password as the first one.",
      phoneNumber: 'Phone is wrong format',
    });
  });

  it('refuses a registered email (EMAIL_EXISTS) or phone (PHONE_EXISTS), and writes nothing', async () => {
    const email = await new Client(t.app).send('POST', '/api/users', { ...newAccount('3'), email: 'DEMO@example.com' });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ code: 'EMAIL_EXISTS', message: 'This email is already registered' });
    await new Client(t.app).send('POST', '/api/users', newAccount('4'));
    const phone = await new Client(t.app).send('POST', '/api/users', { ...newAccount('5'), phoneNumber: newAccount('4').phoneNumber });
    expect(phone.json().code).toBe('PHONE_EXISTS');
    const count = await t.app.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).where('email', '=', 'sokha.5@example.com').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('email verification', () => {
  it('verifies with the mailed code; a wrong code is INCORRECT_OTP; a new code replaces the old', async () => {
    const client = new Client(t.app);
    await client.send('POST', '/api/users', newAccount('6'));
    const first = codeIn((await lastMail(t.app, 'sokha.6@example.com', 'verify-email')).text);
    expect((await client.send('POST', '/api/user/otp/send-email')).statusCode).toBe(200);
    const second = codeIn((await lastMail(t.app, 'sokha.6@example.com', 'verify-email')).text);
    const wrong = second === '000000' ? '111111' : '000000';
    const refused = await client.send('PATCH', '/api/users/verify-email', { code: wrong });
    expect(refused.json()).toEqual({ code: 'INCORRECT_OTP', message: 'The code is incorrect', details: { remaining: 4 } });
    // The replaced code no longer counts (on the one-in-a-million draw of the same code twice, a wrong one stands in).
    const replaced = first !== second ? first : wrong;
    expect((await client.send('PATCH', '/api/users/verify-email', { code: replaced })).json().code).toBe('INCORRECT_OTP');
    const ok = await client.send('PATCH', '/api/users/verify-email', { code: second });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().emailVerified).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await new Client(t.app).send('PATCH', '/api/users/verify-email', { code: '123456' })).statusCode).toBe(401);
  });
});

describe('development mailbox', () => {
  it('lists messages with subject and text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=sokha.1@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({ to: 'sokha.1@example.com', subject: expect.any(String), text: expect.stringContaining('verification code') });
  });

  it('is absent in production', async () => {
    const production = await createTestApp({ devMailbox: false });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=a@b.co' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('sign-in log', () => {
  it('records time, IP and device of a sign-in', async () => {
    const client = new Client(t.app);
    await client.send('POST', '/api/users', newAccount('7'));
    expect((await client.request({ method: 'POST', url: '/api/users/session-log', payload: {}, headers: { 'x-device-type': 'mobile' } })).statusCode).toBe(201);
    const log = (await client.get('/api/users/session-log')).json();
    expect(log[0]).toMatchObject({ device: 'mobile', ip: expect.any(String), createdAt: expect.any(String) });
  });
});
