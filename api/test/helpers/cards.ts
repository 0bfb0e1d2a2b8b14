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
  // A card that asks for 3-D Secure sends the form to its challenge first; either way the customer lands on the cards page.
  const location = form.headers.location?.toString() ?? '';
  const last = location.includes('/challenge') ? await app.inject({ method: 'POST', url: location, headers: FORM, payload: `code=${options.code ?? '123456'}` }) : form;
  expect({ status: last.statusCode, location: last.headers.location }).toEqual({ status: 303, location: `/account/cards?setupId=${setupId}` });
  const outcome = await client.get(`/api/user/cards/setups/${setupId}`);
  expect(outcome.statusCode).toBe(200);
  return outcome.json();
}
