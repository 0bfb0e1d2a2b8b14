import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { Client, createTestApp, type TestApp } from './helpers/app';

// A local identity provider: a key pair whose public half is served as a JWKS. The api's verifier
// (jose, fetching the JWKS over HTTP) is the real one.
const CLIENT_ID = 'storefront-test.apps.example.com';
const ISSUER = 'https://accounts.google.com';
let server: Server;
let key: CryptoKey;
let otherKey: CryptoKey;
let t: TestApp;

before(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({ google: { clientId: CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/certs`, issuers: [ISSUER] } });
});
after(async () => {
  await t.close();
  server.close();
});

async function nonce(client: Client): Promise<string> {
  const response = await client.send('POST', '/api/users/oauth/nonce');
  expect(response.json().clientId).toBe(CLIENT_ID);
  return response.json().nonce;
}

function token(claims: Record<string, unknown>, options: { signWith?: CryptoKey; audience?: string; issuer?: string; expires?: string | number } = {}) {
  return new SignJWT({ email_verified: true, given_name: 'Malis', family_name: 'Heng', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(String(claims.sub ?? 'google-sub-1'))
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '5m')
    .sign(options.signWith ?? key);
}

describe('third-party login (Google ID tokens)', () => {
  it('a new email creates the account and signs it in; the same token cannot be replayed', async () => {
    const client = new Client(t.app);
    const credential = await token({ email: 'malis@example.com', nonce: await nonce(client) });
    const response = await client.send('POST', '/api/users/google/callback', { credential });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'signedIn', user: { email: 'malis@example.com', firstName: 'Malis', emailVerified: true, hasPassword: false } });
    expect((await client.get('/api/users/getUserInformation')).statusCode).toBe(200);
    expect((await new Client(t.app).send('POST', '/api/users/google/callback', { credential })).statusCode).toBe(401);
  });

  it('signs the same Google account in again', async () => {
    const client = new Client(t.app);
    const credential = await token({ email: 'malis@example.com', nonce: await nonce(client) });
    expect((await client.send('POST', '/api/users/google/callback', { credential })).json().user.email).toBe('malis@example.com');
  });

  it('an email registered with a password answers the email-already-associated message', async () => {
    const client = new Client(t.app);
    const credential = await token({ sub: 'google-sub-2', email: 'demo@example.com', nonce: await nonce(client) });
    const response = await client.send('POST', '/api/users/google/callback', { credential });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_EXISTS', details: { reason: 'emailAlreadyAssociated' } });
  });

  it('is off without a client id: no nonce, and the callback answers 404', async () => {
    const off = await createTestApp();
    try {
      expect((await new Client(off.app).send('POST', '/api/users/oauth/nonce')).json()).toEqual({ nonce: null, clientId: null });
      const credential = await token({ email: 'off@example.com', nonce: 'x' });
      expect((await new Client(off.app).send('POST', '/api/users/google/callback', { credential })).statusCode).toBe(404);
      const csp = String((await off.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
      expect(csp).not.toContain('accounts.google.com');
    } finally {
      await off.close();
    }
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toContain('script-src \'self\' https://accounts.google.com');
  });

  it('refuses a wrong signature, audience, issuer, expiry or nonce', async () => {
    const client = new Client(t.app);
    const bad = [
      await token({ sub: 'x1', email: 'x1@example.com', nonce: await nonce(client) }, { signWith: otherKey }),
      await token({ sub: 'x2', email: 'x2@example.com', nonce: await nonce(client) }, { audience: 'someone-else' }),
      await token({ sub: 'x3', email: 'x3@example.com', nonce: await nonce(client) }, { issuer: 'https://evil.example' }),
      await token({ sub: 'x4', email: 'x4@example.com', nonce: await nonce(client) }, { expires: Math.floor(Date.now() / 1000) - 60 }),
      await token({ sub: 'x5', email: 'x5@example.com', nonce: 'not-issued-by-us' }),
      await token({ sub: 'x6', email: 'x6@example.com' }),
    ];
    for (const credential of bad) {
      const response = await client.send('POST', '/api/users/google/callback', { credential });
      expect(response.statusCode).toBe(401);
    }
    const created = await t.app.db.selectFrom('users').select('email').where('email', 'like', 'x_@example.com').execute();
    expect(created).toEqual([]);
  });
});
