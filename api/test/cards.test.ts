import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { CARD_MONTHLY_LIMIT, checkoutOrderSchema } from '@storefront/contracts';
import { chargeSavedCard, savedCardCharger } from '../src/cards/charge-saved-card';
import { sandboxCardVault } from '../src/cards/sandbox-vault';
import { TEST_CARDS } from '../src/sandbox-gateway/test-cards';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';
import { addCard as addCardFor } from './helpers/cards';
import { ensureBilling } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';

let t: TestApp;
let customer: Client;
let customerId: string;
before(async () => {
  t = await createTestApp();
  customer = new Client(t.app);
  await customer.login(CUSTOMER.login, CUSTOMER.password);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

const addCard = (client: Client, number: string, code?: string) => addCardFor(t.app, client, number, { code });

async function newOrder(client: Client) {
  const [name] = await namesWithStatus(t.app, 'available', 1, 'com', `card${Math.floor(Math.random() * 1e6)}`);
  await client.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain: name, years: 1 }] });
  const order = checkoutOrderSchema.parse((await client.send('POST', '/api/checkout/init')).json());
  await ensureBilling(client, order.orderId);
  return order;
}

const payWithCard = (client: Client, orderId: string, key: string, body: object = {}) =>
  client.request({ method: 'POST', url: `/api/payment/saved-card/${orderId}`, payload: body, headers: { 'idempotency-key': key } });

describe('saved cards', () => {
  it('refuses to open the add-card page until the terms are accepted', async () => {
    const refused = await customer.get('/api/user/cards/iframe-transaction');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'You must accept terms & conditions in order to add cards', details: { fields: [{ path: 'acceptTerms' }] } });
    expect((await customer.get('/api/user/cards/iframe-transaction?acceptTerms=false')).statusCode).toBe(400);
  });

  it('pays with no saved card: NO_SAVED_CARD (Please add new card to pay!)', async () => {
    const order = await newOrder(customer);
    const response = await payWithCard(customer, order.orderId, 'no-card-key-1');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NO_SAVED_CARD', message: 'Please add new card to pay!' });
  });

  it('adds a card through 3-D Secure with a $1 verification charge refunded at once; only token, brand, last four, expiry and the provider’s fingerprint kept', async () => {
    const outcome = await addCard(customer, '4000000000003220');
    expect(outcome).toMatchObject({ status: 'succeeded', failure: null, card: { brand: 'Visa', last4: '3220', expMonth: 12, expYear: 2039, isDefault: true, expired: false } });
    expect(outcome.card.history.map((h: { kind: string; amount: number }) => [h.kind, h.amount])).toEqual([
      ['refund', 100],
      ['verification', 100],
    ]);
    // asked again: the same card, no second verification
    const again = await customer.get(`/api/user/cards/setups/${outcome.setupId}`);
    expect(again.json().card.history).toHaveLength(2);
    const list = await customer.get('/api/user/cards');
    expect(list.json()).toHaveLength(1);
    expect(list.body).not.toContain('tok_');
    expect(list.body).not.toContain('4000000000003220');
    const stored = await t.app.db.selectFrom('saved_cards').selectAll().where('user_id', '=', customerId).execute();
    expect(Object.keys(stored[0]!).sort()).toEqual(['brand', 'created_at', 'exp_month', 'exp_year', 'fingerprint', 'id', 'is_default', 'last4', 'provider', 'removed_at', 'token', 'user_id']);
    expect(stored[0]!.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(stored[0]!.fingerprint).not.toContain('3220');
  });

  it('refuses a card without 3-D Secure (CARD_NOT_ACCEPTED) and saves nothing', async () => {
    const before = (await customer.get('/api/user/cards')).json().length;
    const outcome = await addCard(customer, '4242424242424242');
    expect(outcome).toMatchObject({ status: 'failed', card: null, failure: { code: 'CARD_NOT_ACCEPTED', message: 'Cards without 3D Secure are not accepted' } });
    expect((await customer.get('/api/user/cards')).json()).toHaveLength(before);
  });

  it('pays an order with the default card: paid, the charge in the card history', async () => {
    const order = await newOrder(customer);
    const paid = await payWithCard(customer, order.orderId, 'card-pay-key-1');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ orderId: order.orderId, status: 'paid' });
    const [card] = (await customer.get('/api/user/cards')).json();
    expect(card.history[0]).toMatchObject({ kind: 'charge', amount: order.total, reference: order.orderId });
    const again = await payWithCard(customer, order.orderId, 'card-pay-key-1');
    expect(again.json()).toEqual(paid.json());
    expect((await customer.get('/api/user/cards')).json()[0].history.filter((h: { kind: string }) => h.kind === 'charge')).toHaveLength(1);
  });

  it('makes another card the default, and deletes cards (CARD_NOT_FOUND for another customer\'s)', async () => {
    const second = await addCard(customer, TEST_CARDS[1]!.number);
    expect(second).toMatchObject({ status: 'succeeded', card: { brand: 'Mastercard', isDefault: false } });
    const secondId = second.card.id as string;
    const made = await customer.send('PATCH', `/api/user/cards/${secondId}/default`);
    expect(made.statusCode).toBe(200);
    const cards = (await customer.get('/api/user/cards')).json() as { id: string; isDefault: boolean }[];
    expect(cards.filter((c) => c.isDefault).map((c) => c.id)).toEqual([secondId]);

    const stranger = new Client(t.app);
    await stranger.send('POST', '/api/users', { firstName: 'Other', lastName: 'Person', email: 'cards.other@example.com', password: 'Strong-pass1', passwordConfirmation: 'Strong-pass1', phoneNumber: '+85569000111' });
    const foreign = await stranger.send('DELETE', `/api/user/cards/${secondId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('CARD_NOT_FOUND');
    expect((await stranger.send('PATCH', `/api/user/cards/${secondId}/default`)).json().code).toBe('CARD_NOT_FOUND');

    expect((await customer.send('DELETE', `/api/user/cards/${secondId}`)).statusCode).toBe(204);
    const left = (await customer.get('/api/user/cards')).json() as { id: string; isDefault: boolean }[];
    expect(left.some((c) => c.id === secondId)).toBe(false);
    expect(left.filter((c) => c.isDefault)).toHaveLength(1);
    expect((await customer.send('DELETE', `/api/user/cards/${secondId}`)).json().code).toBe('CARD_NOT_FOUND');
  });

  it('refuses a charge past the monthly card limit (CARD_MONTHLY_LIMIT_EXCEEDED), and the renewal charger answers null then', async () => {
    const vault = sandboxCardVault();
    const now = t.app.clock.now();
    const over = await t.app.db.transaction().execute((trx) => chargeSavedCard(trx, vault, { userId: customerId, amount: CARD_MONTHLY_LIMIT, reference: 'limit-test', description: 'Renewal', now }));
    expect(over).toEqual({ ok: false, code: 'CARD_MONTHLY_LIMIT_EXCEEDED', declineCode: null });
    const charger = savedCardCharger(vault, t.app.clock);
    expect(await t.app.db.transaction().execute((trx) => charger.chargeDefaultCard(trx, customerId, CARD_MONTHLY_LIMIT, 'inv-1'))).toBeNull();
    const small = await t.app.db.transaction().execute((trx) => charger.chargeDefaultCard(trx, customerId, 500, 'inv-2'));
    expect(small?.transactionId).toMatch(/^card_/);
  });

  it('never charges a card saved at another provider through this one (the sandbox\'s cards once real cards are on)', async () => {
    const now = t.app.clock.now();
    await t.app.db.insertInto('saved_cards').values({ id: 'card-elsewhere', user_id: customerId, provider: 'cybersource', token: 'tok-elsewhere', brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2035, is_default: false, created_at: now, removed_at: null }).execute();
    const charged = await t.app.db.transaction().execute((trx) => chargeSavedCard(trx, sandboxCardVault(), { userId: customerId, amount: 100, reference: 'elsewhere', description: 'Renewal', cardId: 'card-elsewhere', now }));
    expect(charged).toEqual({ ok: false, code: 'CARD_NOT_FOUND', declineCode: null });
    await t.app.db.deleteFrom('saved_cards').where('id', '=', 'card-elsewhere').execute();
  });

  it('a declining card: added (3-D Secure passes) but its verification is declined, nothing saved', async () => {
    const before = (await customer.get('/api/user/cards')).json().length;
    const declining = TEST_CARDS.find((card) => card.label.endsWith('INSUFFICIENT_FUNDS'))!;
    const outcome = await addCard(customer, declining.number);
    expect(outcome).toMatchObject({ status: 'failed', card: null, failure: { code: 'PAYMENT_PROCESSOR_ERROR', declineCode: 'INSUFFICIENT_FUNDS', message: 'Your card has insufficient funds. Please use another card.' } });
    expect((await customer.get('/api/user/cards')).json().length).toBe(before);
  });
});
