import type { FastifyInstance } from 'fastify';
import { expect } from 'expect';
import type { Client } from './app';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Adds a saved card through the provider's hosted page and 3-D Secure, as a customer would (a card without 3-D
 * Secure comes straight back); answers the outcome the store retrieves.
 */
export async function addCard(app: FastifyInstance, client: Client, number: string, options: { code?: string; expiry?: string } = {}) {
  const start = await client.get('/api/user/cards/iframe-transaction?acceptTerms=true');
  expect(start.statusCode).toBe(200);
  const { setupId, url } = start.json() as { setupId: string; url: string };
  const entered = new URLSearchParams({ number, expiry: options.expiry ?? '12/39', cvc: '123', holder: 'Demo Customer' });
  const form = await app.inject({ method: 'POST', url, headers: FORM, payload: entered.toString() });
  expect(form.statusCode).toBe(303);
  if (form.headers.location?.toString().includes('/challenge')) {
    const challenge = await app.inject({ method: 'POST', url: form.headers.location.toString(), headers: FORM, payload: `code=${options.code ?? '123456'}` });
    expect(challenge.statusCode).toBe(303);
    expect(challenge.headers.location).toBe(`/account/cards?setupId=${setupId}`);
  } else {
    expect(form.headers.location).toBe(`/account/cards?setupId=${setupId}`);
  }
  const outcome = await client.get(`/api/user/cards/setups/${setupId}`);
  expect(outcome.statusCode).toBe(200);
  return outcome.json();
}
