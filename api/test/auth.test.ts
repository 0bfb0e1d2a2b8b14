import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { userInfoSchema } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

describe('login', () => {
  it('signs in by email or username with HttpOnly, SameSite=Lax access and refresh token cookies', async () => {
    const client = new Client(t.app);
    const response = await client.login('DEMO@example.com', CUSTOMER.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('signedIn');
    expect(userInfoSchema.parse(response.json().user)).toMatchObject({ email: 'demo@example.com', role: 'customer', firstName: 'Demo', twoFactorEnabled: false });
    const cookies = response.headers['set-cookie'] as string[];
    const access = cookies.find((c) => c.startsWith('access_token='))!;
    const refresh = cookies.find((c) => c.startsWith('refresh_token='))!;
    for (const cookie of [access, refresh]) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/); // localhost
    }
    expect(refresh).toMatch(/Path=\/api/);
    expect((await client.get('/api/users/getUserInformation')).json().email).toBe('demo@example.com');

    const byUsername = new Client(t.app);
    expect((await byUsername.login('demo', CUSTOMER.password)).statusCode).toBe(200);
  });

  it('answers 401 UNAUTHORIZED for the current user when signed out, and after logout', async () => {
    const client = new Client(t.app);
    expect((await client.get('/api/users/getUserInformation')).json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please login to continue' });
    await client.login(CUSTOMER.login, CUSTOMER.password);
    expect((await client.get('/api/users/getUserInformation')).statusCode).toBe(200);
    expect((await client.send('POST', '/api/users/logout', {})).statusCode).toBe(204);
    expect((await client.get('/api/users/getUserInformation')).statusCode).toBe(401);
  });

  it('counts down the attempts, then blocks, with the same answers for an unknown account', async () => {
    for (const login of ['demo', 'nobody@example.com']) {
      const client = new Client(t.app);
      const first = await client.login(login, 'Wrong-pass1');
      expect(first.statusCode).toBe(401);
      expect(first.json()).toMatchObject({
        code: 'LOGIN_FAILED',
        message: 'Invalid username or password. You have 2 attempts before your account is blocked for 15 minutes.',
      });
      const second = await client.login(login, 'Wrong-pass1');
      expect(second.json().message).toBe('Invalid username or password. You have 1 attempts before your account is blocked for 15 minutes.');
      const third = await client.login(login, 'Wrong-pass1');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: 'Your account is blocked for 15 minutes after too many failed attempts.' });
    }
    // Even the right password waits for the block to end.
    const blocked = await new Client(t.app).login('demo', CUSTOMER.password);
    expect(blocked.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('validates the body', async () => {
    const response = await new Client(t.app).send('POST', '/api/users/login', { login: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('keeps the chosen language on the account', async () => {
    const client = new Client(t.app);
    await client.login(CUSTOMER.login, CUSTOMER.password);
    expect((await client.send('PATCH', '/api/users/locale', { localeCode: 'km' })).json().localeCode).toBe('km');
    expect((await client.get('/api/users/getUserInformation')).json().localeCode).toBe('km');
    expect((await client.send('PATCH', '/api/users/locale', { localeCode: 'fr' })).statusCode).toBe(400);
  });
});
