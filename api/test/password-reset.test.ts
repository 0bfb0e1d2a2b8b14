import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { lastMail, linkTokenIn } from './helpers/mail';

let t: TestApp;
/** The app's clock: links expire by it, and a test moves it instead of rewriting expires_at. */
const clock = new ManualClock();
before(async () => {
  t = await createTestApp({}, { clock });
});
after(() => t.close());

const email = 'reset.me@example.com';

describe('forgot and reset password', () => {
  it('answers the same for known and unknown emails, and mails a link only to the known one', async () => {
    const owner = new Client(t.app);
    await owner.send('POST', '/api/users', { firstName: 'Rith', lastName: 'Sok', email, password: 'Strong-pass1', passwordConfirmation: 'Strong-pass1', phoneNumber: '+85571111111' });
    const known = await new Client(t.app).send('POST', '/api/users/forgot-password', { email: 'Reset.Me@example.com' });
    const unknown = await new Client(t.app).send('POST', '/api/users/forgot-password', { email: 'nobody.here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await expect(lastMail(t.app, 'nobody.here@example.com')).rejects.toThrow();
    expect((await lastMail(t.app, email, 'reset-password')).text).toContain('/reset-password/');
  });

  it('resets through the link once; every session ends; a used or unknown link is CODE_INCORRECT', async () => {
    const signedIn = new Client(t.app);
    expect((await signedIn.login(email, 'Strong-pass1')).statusCode).toBe(200);
    await new Client(t.app).send('POST', '/api/users/forgot-password', { email });
    const token = linkTokenIn((await lastMail(t.app, email, 'reset-password')).text, '/reset-password');
    const guest = new Client(t.app);
    expect((await guest.get(`/api/users/reset-password/${token}`)).statusCode).toBe(200);
    const mismatch = await guest.send('PUT', `/api/users/reset-password/${token}`, { password: 'Brand-new1', passwordConfirmation: 'Brand-new2' });
    expect(mismatch.json().details.fields[0].message).toBe("Oops, that's not the same password as the first one.");
    expect((await guest.send('PUT', `/api/users/reset-password/${token}`, { password: 'Brand-new1', passwordConfirmation: 'Brand-new1' })).statusCode).toBe(200);
    expect((await signedIn.get('/api/users/getUserInformation')).statusCode).toBe(401);
    const reused = await guest.send('PUT', `/api/users/reset-password/${token}`, { password: 'Brand-new3', passwordConfirmation: 'Brand-new3' });
    expect(reused.json()).toEqual({ code: 'CODE_INCORRECT', message: 'The link is invalid or expired' });
    expect((await guest.get(`/api/users/reset-password/${token}`)).json().code).toBe('CODE_INCORRECT');
    expect((await guest.get('/api/users/reset-password/x'.padEnd(60, 'y'))).json().code).toBe('CODE_INCORRECT');
    expect((await new Client(t.app).login(email, 'Brand-new1')).statusCode).toBe(200);
    expect((await lastMail(t.app, email)).template).toBe('password-changed');
  });

  it('a link works for its minutes by the app clock, and is CODE_INCORRECT after', async () => {
    await new Client(t.app).send('POST', '/api/users/forgot-password', { email });
    const token = linkTokenIn((await lastMail(t.app, email, 'reset-password')).text, '/reset-password');
    const lifetime = t.app.config.linkMinutes.resetPassword * 60_000;
    const made = clock.now().getTime();
    clock.set(new Date(made + lifetime - 1000));
    expect((await new Client(t.app).get(`/api/users/reset-password/${token}`)).statusCode).toBe(200);
    clock.set(new Date(made + lifetime + 1000));
    expect((await new Client(t.app).get(`/api/users/reset-password/${token}`)).json().code).toBe('CODE_INCORRECT');
  });

  it('stops mailing an address past its hourly limit, with the same answer', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${email}` })).json().filter((m: { template: string }) => m.template === 'reset-password').length;
    for (let i = 0; i < 3; i += 1) {
      // Each from another address, so the per-IP limit is not what stops them.
      const response = await t.app.inject({ method: 'POST', url: '/api/users/forgot-password', remoteAddress: `10.0.0.${i + 10}`, headers: { origin: 'http://localhost:8080' }, payload: { email } });
      expect(response.statusCode).toBe(200);
    }
    const afterCount = (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${email}` })).json().filter((m: { template: string }) => m.template === 'reset-password').length;
    expect(afterCount).toBeLessThanOrEqual(Math.max(before, t.config.resetPerAddressPerHour));
  });
});
