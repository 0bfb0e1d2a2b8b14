import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { Client, createTestApp, STAFF, type TestApp } from './helpers/app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

let counter = 0;
async function newCustomer() {
  counter += 1;
  const email = `session.${counter}@example.com`;
  const client = new Client(t.app);
  const response = await client.send('POST', '/api/users', {
    firstName: 'Dara',
    lastName: 'Kim',
    email,
    password: 'Strong-pass1',
    passwordConfirmation: 'Strong-pass1',
    phoneNumber: `+8559876${String(counter).padStart(4, '0')}`,
  });
  expect(response.statusCode).toBe(201);
  return { client, email, id: response.json().user.id as string };
}

describe('sessions', () => {
  it('GET /api/session answers who is browsing: null for a guest (200, no error in a guest\'s console), the user when signed in, ACCOUNT_BANNED when banned', async () => {
    const guest = await new Client(t.app).get('/api/session');
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe('no-store');
    expect(guest.json()).toEqual({ user: null });

    const { client, email, id } = await newCustomer();
    const signedIn = await client.get('/api/session');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toEqual(expect.objectContaining({ id, email }));

    await t.app.db.updateTable('users').set({ banned: true }).where('id', '=', id).execute();
    const banned = await client.get('/api/session');
    expect(banned.statusCode).toBe(403);
    expect(banned.json().code).toBe('ACCOUNT_BANNED');
  });

  it('rotates the refresh token; a rotated-away token presented again ends the session', async () => {
    const { client } = await newCustomer();
    const firstRefresh = client.cookie('refresh_token')!;
    expect((await client.send('POST', '/api/users/refresh-token')).statusCode).toBe(204);
    const secondRefresh = client.cookie('refresh_token')!;
    expect(secondRefresh).not.toBe(firstRefresh);
    expect((await client.get('/api/users/getUserInformation')).statusCode).toBe(200);

    // Someone replays the old refresh token after the grace for concurrent requests: theft.
    await t.app.db.updateTable('sessions').set({ refreshed_at: new Date(Date.now() - 120_000) }).where('previous_refresh_hash', 'is not', null).execute();
    const thief = new Client(t.app);
    thief.setCookie('refresh_token', firstRefresh);
    expect((await thief.send('POST', '/api/users/refresh-token')).statusCode).toBe(401);
    // …and the owner's session is over too.
    expect((await client.get('/api/users/getUserInformation')).statusCode).toBe(401);
  });

  it('renews an expired access token from the refresh token on the way', async () => {
    const { client, id } = await newCustomer();
    const access = client.cookie('access_token');
    await t.app.db.updateTable('sessions').set({ access_expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', id).execute();
    const response = await client.get('/api/users/getUserInformation');
    expect(response.statusCode).toBe(200);
    expect(client.cookie('access_token')).not.toBe(access);
  });

  it('revokes on logout on the server: the old tokens no longer work', async () => {
    const { client } = await newCustomer();
    const access = client.cookie('access_token')!;
    const refresh = client.cookie('refresh_token')!;
    expect((await client.send('POST', '/api/users/logout')).statusCode).toBe(204);
    const replay = new Client(t.app);
    replay.setCookie('access_token', access);
    replay.setCookie('refresh_token', refresh);
    expect((await replay.get('/api/users/getUserInformation')).statusCode).toBe(401);
  });

  it('a password change ends every other session of the user', async () => {
    const { client: laptop, email } = await newCustomer();
    const phone = new Client(t.app);
    expect((await phone.login(email, 'Strong-pass1')).statusCode).toBe(200);
    const wrong = await laptop.send('PATCH', '/api/users/password', { currentPassword: 'Nope-pass1', password: 'Newer-pass2', passwordConfirmation: 'Newer-pass2' });
    expect(wrong.statusCode).toBe(400);
    const changed = await laptop.send('PATCH', '/api/users/password', { currentPassword: 'Strong-pass1', password: 'Newer-pass2', passwordConfirmation: 'Newer-pass2' });
    expect(changed.statusCode).toBe(200);
    expect((await laptop.get('/api/users/getUserInformation')).statusCode).toBe(200);
    expect((await phone.get('/api/users/getUserInformation')).statusCode).toBe(401);
    expect((await new Client(t.app).login(email, 'Newer-pass2')).statusCode).toBe(200);
  });

  it('refuses a state-changing call from a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { origin: 'https://evil.example' },
      payload: { login: 'demo@example.com', password: 'Demo-pass1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });
});

describe('banned accounts', () => {
  it('staff ban: sessions end, login answers ACCOUNT_BANNED; unban lets the user back in', async () => {
    const { client, email, id } = await newCustomer();
    const staff = new Client(t.app);
    await staff.login(STAFF.login, STAFF.password);
    expect((await client.send('PUT', `/api/admin/users/${id}/ban`, { banned: true })).statusCode).toBe(403);
    const found = await staff.get(`/api/admin/users?email=${encodeURIComponent(email)}`);
    expect(found.json().id).toBe(id);
    const banned = await staff.send('PUT', `/api/admin/users/${id}/ban`, { banned: true, reason: 'terms of service' });
    expect(banned.json().banned).toBe(true);
    // The session ended, and its next call says why (the storefront's banned popup), not just "sign in".
    expect((await client.get('/api/users/getUserInformation')).json()).toMatchObject({ code: 'ACCOUNT_BANNED' });
    expect(await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', id).where('revoked_at', 'is', null).execute()).toEqual([]);
    const login = await new Client(t.app).login(email, 'Strong-pass1');
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('ACCOUNT_BANNED');
    await staff.send('PUT', `/api/admin/users/${id}/ban`, { banned: false });
    expect((await new Client(t.app).login(email, 'Strong-pass1')).statusCode).toBe(200);
  });
});
