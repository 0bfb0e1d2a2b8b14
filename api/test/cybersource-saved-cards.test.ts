import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';
import { namesWithStatus } from './helpers/domains';
import { emptyCart, newDomainOrder } from './helpers/orders';
import { FAKE_CARDS, type FakeCardBehaviour } from './fakes/cybersource-fake';
import { cybersourceDriver } from './payment-contract/cybersource-driver';

/**
 * Saved cards through CyberSource's Token Management Service (issue 30 item 3): a card added on the storefront's
 * card pages with payer authentication, its $1 verification authorised with a payment instrument token created and
 * reversed at once; the saved card charged as a merchant-initiated payment (an order, a top-up), its declines, a
 * lost answer found again, CyberSource down. The fake checks each request against CyberSource's published API.
 */
const driver = cybersourceDriver();
let party: { close(): Promise<void> };
let t: TestApp;
let customer: Client;
let names: string[] = [];
let keys = 0;
const fake = () => driver.fake();
const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mozilla/5.0 (saved cards)', accept: 'text/html' };
const BROWSER = { colorDepth: '24', screenHeight: '900', screenWidth: '1440', timeDifference: '-420', language: 'en-US', javaEnabled: 'false' };
const post = (app: FastifyInstance, url: string, fields: Record<string, string> = {}) => app.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(fields).toString() });

before(async () => {
  const started = await driver.start();
  party = started;
  t = await createTestApp(started.config);
  customer = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  names = await namesWithStatus(t.app, 'available', 6, 'com', 'cs-saved');
});
after(async () => {
  await t.close();
  await party.close();
});
beforeEach(() => driver.reset());

/** Adding cards is limited to 10 attempts in 10 minutes from one address: each group of tests comes from its own. */
let address = '127.0.0.1';

/** Opens an add-card attempt (from the store in `locale`) and shows its card page. */
async function openSetup(locale: '' | '/km' = '') {
  const start = await customer.request({ method: 'GET', url: '/api/user/cards/iframe-transaction?acceptTerms=true', headers: locale ? { 'x-locale': 'km' } : {}, remoteAddress: address });
  expect(start.statusCode).toBe(200);
  const { setupId, url } = start.json() as { setupId: string; url: string };
  expect(url).toBe(`/card-setup/${setupId}`);
  const page = await t.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  return { setupId, url, page: page.body };
}

/** The card typed into the fields and posted, device data collected: the enrollment check's answer (a redirect back, or the challenge). */
async function enterCard(url: string, number: string, behaviour: Partial<FakeCardBehaviour> = {}) {
  const posted = await post(t.app, `${url}/pay`, { transientToken: fake().tokenise(number, behaviour, { month: '08', year: '2032' }) });
  expect(posted.body).toContain('id="collect-form"');
  return post(t.app, `${url}/authenticate`, BROWSER);
}

const outcomeOf = async (setupId: string) => {
  const response = await customer.get(`/api/user/cards/setups/${setupId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const cards = async () => (await customer.get('/api/user/cards')).json() as { id: string; last4: string; isDefault: boolean; history: { kind: string; amount: number }[] }[];
const verifications = (setupId: string) => fake().payments.filter((p) => p.code === setupId);

async function saveCard(number: string = FAKE_CARDS.frictionless) {
  const { setupId, url } = await openSetup();
  const back = await enterCard(url, number);
  expect({ status: back.statusCode, location: back.headers.location }).toEqual({ status: 303, location: `/account/cards?setupId=${setupId}` });
  const outcome = await outcomeOf(setupId);
  expect(outcome.status).toBe('succeeded');
  return { setupId, card: outcome.card as { id: string } };
}

describe('adding a card', () => {
  it('authorises the $1 verification with a payment instrument token created, reverses it at once, and saves what the token says of the card', async () => {
    const { setupId, url, page } = await openSetup();
    expect(page).toContain('<h1>Add a card</h1>');
    expect(page).toContain('we authorise $1.00 and release it at once');
    expect(page).toContain(`action="${url}/pay"`);
    expect(page).toContain(`action="${url}/cancel"`);
    const back = await enterCard(url, FAKE_CARDS.frictionless);
    expect({ status: back.statusCode, location: back.headers.location }).toEqual({ status: 303, location: `/account/cards?setupId=${setupId}` });
    // The customer-initiated first transaction: $1.00 authorised, not captured, TOKEN_CREATE, the credential stored on file.
    const [verification] = verifications(setupId);
    expect(verification).toMatchObject({ amount: '1.00', currency: 'USD', status: 'AUTHORIZED', captured: false, reversed: false });
    expect(verification!.request).toMatchObject({
      processingInformation: { capture: false, actionList: ['TOKEN_CREATE'], actionTokenTypes: ['paymentInstrument', 'instrumentIdentifier'], authorizationOptions: { initiator: { type: 'customer', credentialStoredOnFile: true } } },
      consumerAuthenticationInformation: { cavv: expect.any(String) },
    });
    const outcome = await outcomeOf(setupId);
    expect(outcome).toMatchObject({ status: 'succeeded', failure: null, card: { brand: 'Visa', last4: '2701', expMonth: 8, expYear: 2032 } });
    expect(verification!.reversed).toBe(true);
    const instrument = fake().instruments.get(verification!.instrument!)!;
    expect(instrument.number).toBe(FAKE_CARDS.frictionless);
    const saved = await t.app.db.selectFrom('saved_cards').select(['provider', 'token', 'fingerprint']).where('id', '=', outcome.card.id).executeTakeFirstOrThrow();
    expect(saved).toEqual({ provider: 'cybersource', token: instrument.id, fingerprint: instrument.identifier });
    const history = (await cards()).find((card) => card.id === outcome.card.id)!.history;
    expect(history.map((entry) => [entry.kind, entry.amount])).toEqual(expect.arrayContaining([['verification', 100], ['refund', 100]]));
    // Asked again: what was recorded, no second reversal (the fake refuses one: AUTH_ALREADY_REVERSED).
    expect(await outcomeOf(setupId)).toEqual(outcome);
    expect(fake().requests.filter((r) => r.path.endsWith('/reversals'))).toEqual([{ path: `/pts/v2/payments/${verification!.id}/reversals`, status: 201 }]);
    // The same card saved again has the same fingerprint (the instrument identifier), as CyberSource keeps one per number.
    const again = await saveCard();
    const fingerprint = await t.app.db.selectFrom('saved_cards').select('fingerprint').where('id', '=', again.card.id).executeTakeFirstOrThrow();
    expect(fingerprint.fingerprint).toBe(instrument.identifier);
  });

  it("through the issuer's challenge, in Khmer", async () => {
    const { setupId, url, page } = await openSetup('/km');
    expect(page).toContain('<html lang="km">');
    expect(page).toContain('បន្ថែមកាត');
    const challenge = await enterCard(url, FAKE_CARDS.challenge);
    expect(challenge.statusCode).toBe(200);
    const token = /name="JWT" value="([^"]+)"/.exec(challenge.body)![1]!;
    const returned = fake().completeChallenge(token, true);
    expect(new URL(returned.action).pathname).toBe(`${url}/return`);
    const back = await post(t.app, `${url}/return`, returned.fields);
    expect({ status: back.statusCode, location: back.headers.location }).toEqual({ status: 303, location: `/km/account/cards?setupId=${setupId}` });
    expect(await outcomeOf(setupId)).toMatchObject({ status: 'succeeded', card: { last4: '2503' } });
  });

  it('refuses a card outside 3-D Secure before any money is asked for, and a declined verification, saving nothing', async () => {
    const before = (await cards()).length;
    const notEnrolled = await openSetup();
    expect((await enterCard(notEnrolled.url, FAKE_CARDS.notEnrolled)).statusCode).toBe(303);
    expect(await outcomeOf(notEnrolled.setupId)).toMatchObject({ status: 'failed', card: null, failure: { code: 'CARD_NOT_ACCEPTED', message: 'Cards without 3D Secure are not accepted' } });
    expect(verifications(notEnrolled.setupId)).toEqual([]);
    const stolen = await openSetup();
    expect((await enterCard(stolen.url, FAKE_CARDS.frictionless, { decline: 'STOLEN_LOST_CARD' })).statusCode).toBe(303);
    expect(await outcomeOf(stolen.setupId)).toMatchObject({ status: 'failed', card: null, failure: { code: 'PAYMENT_PROCESSOR_ERROR', declineCode: 'STOLEN_OR_LOST_CARD' } });
    // A declined authorisation holds nothing: no reversal is asked for.
    expect(fake().requests.filter((r) => r.path.endsWith('/reversals') && r.path.includes(verifications(stolen.setupId)[0]!.id))).toEqual([]);
    expect((await cards()).length).toBe(before);
  });

  it('ends when the customer cancels, and a page of an ended attempt says so; a step posted twice authorises once', async () => {
    const cancelled = await openSetup();
    const back = await post(t.app, `${cancelled.url}/cancel`);
    expect(back.headers.location).toBe(`/account/cards?setupId=${cancelled.setupId}`);
    expect(await outcomeOf(cancelled.setupId)).toMatchObject({ status: 'failed' });
    expect((await t.app.inject({ method: 'GET', url: cancelled.url })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/card-setup/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);

    const twice = await openSetup();
    await post(t.app, `${twice.url}/pay`, { transientToken: fake().tokenise(FAKE_CARDS.frictionless) });
    const answers = await Promise.all([post(t.app, `${twice.url}/authenticate`, BROWSER), post(t.app, `${twice.url}/authenticate`, BROWSER)]);
    // One claims the authorisation; the other is shown it is being processed (202), or, when the first is done already, sent back (303).
    expect(answers.some((a) => a.statusCode === 303)).toBe(true);
    expect(answers.every((a) => [202, 303].includes(a.statusCode))).toBe(true);
    expect(verifications(twice.setupId).length).toBe(1);
  });

  it("whose verification's answer is lost: found by the attempt's code and released, nothing saved, the customer told to try again", async () => {
    const { setupId, url } = await openSetup();
    await post(t.app, `${url}/pay`, { transientToken: fake().tokenise(FAKE_CARDS.frictionless) });
    fake().loseNextAnswer = true;
    const back = await post(t.app, `${url}/authenticate`, BROWSER);
    expect(back.headers.location).toBe(`/account/cards?setupId=${setupId}`);
    expect(await outcomeOf(setupId)).toMatchObject({ status: 'failed', card: null, failure: { code: 'PAYMENT_PROCESSOR_ERROR' } });
    expect(verifications(setupId)).toMatchObject([{ status: 'AUTHORIZED', reversed: true }]);
  });

  it('with CyberSource down: the page says so with its code, and nothing is saved', async () => {
    const { setupId, url } = await openSetup();
    fake().mode = 'unavailable';
    const refused = await post(t.app, `${url}/pay`, { transientToken: fake().tokenise(FAKE_CARDS.frictionless) });
    expect(refused.statusCode).toBe(502);
    expect(refused.body).toContain('CYBERSOURCE_SYSTEM_ERROR');
    fake().mode = 'up';
    expect(await outcomeOf(setupId)).toMatchObject({ status: 'requiresAction' });
  });
});

describe('a saved card', () => {
  let card: { id: string };
  let token: string;
  before(async () => {
    address = '127.0.0.2';
    card = (await saveCard()).card;
    token = (await t.app.db.selectFrom('saved_cards').select('token').where('id', '=', card.id).executeTakeFirstOrThrow()).token;
  });
  const pay = (orderId: string, body: Record<string, unknown> = {}) =>
    customer.request({ method: 'POST', url: `/api/payment/saved-card/${orderId}`, payload: body, headers: { 'idempotency-key': `cs-saved-${process.pid}-${(keys += 1)}` } });

  it('pays an order as a merchant-initiated charge of its payment instrument, captured, in two decimals', async () => {
    await emptyCart(customer);
    const order = await newDomainOrder(customer, names.shift()!);
    const paid = await pay(order.orderId, { cardId: card.id });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ orderId: order.orderId, status: 'paid' });
    const charge = fake().payments.at(-1)!;
    expect(charge).toMatchObject({ status: 'AUTHORIZED', captured: true, instrument: token, amount: (order.total / 100).toFixed(2) });
    expect(charge.request).toMatchObject({ paymentInformation: { paymentInstrument: { id: token } }, processingInformation: { capture: true, authorizationOptions: { initiator: { type: 'merchant', storedCredentialUsed: true } } } });
    expect(charge.request).not.toHaveProperty('consumerAuthenticationInformation');
    const history = (await cards()).find((c) => c.id === card.id)!.history;
    expect(history.some((entry) => entry.kind === 'charge' && entry.amount === order.total)).toBe(true);
  });

  it('declined by the issuer: the §8 decline, the order still payable; CyberSource down: its code, the order still payable', async () => {
    fake().instruments.get(token)!.decline = 'INSUFFICIENT_FUND';
    await emptyCart(customer);
    const order = await newDomainOrder(customer, names.shift()!);
    const declined = await pay(order.orderId, { cardId: card.id });
    expect(declined.statusCode).toBe(502);
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_PROCESSOR_ERROR', details: { declineCode: 'INSUFFICIENT_FUNDS' } });
    delete fake().instruments.get(token)!.decline;
    fake().mode = 'unavailable';
    const down = await pay(order.orderId, { cardId: card.id });
    expect(down.json()).toMatchObject({ code: 'PAYMENT_PROCESSOR_ERROR', details: { errorCode: 'CYBERSOURCE_SYSTEM_ERROR' } });
    fake().mode = 'up';
    expect((await pay(order.orderId, { cardId: card.id })).json()).toMatchObject({ status: 'paid' });
  });

  it("whose charge's answer is lost: found again by its reference code, so the money taken is recorded", async () => {
    await emptyCart(customer);
    const order = await newDomainOrder(customer, names.shift()!);
    fake().loseNextAnswer = true;
    const paid = await pay(order.orderId, { cardId: card.id });
    expect(paid.json()).toMatchObject({ orderId: order.orderId, status: 'paid' });
    expect(fake().payments.filter((p) => p.instrument && p.captured && p.amount === (order.total / 100).toFixed(2)).length).toBeGreaterThanOrEqual(1);
    expect(fake().requests.at(-1)!.path).toBe('/tss/v2/searches');
  });

  it('tops up the balance at once, the card fee on top', async () => {
    const before = (await customer.get('/api/user/balance')).json().balance as number;
    const topUp = await customer.request({ method: 'POST', url: '/api/top-up-one-step', payload: { total: 2_000, cardId: card.id }, headers: { 'idempotency-key': `cs-topup-${process.pid}-${(keys += 1)}` } });
    expect(topUp.statusCode).toBe(200);
    expect((await customer.get('/api/user/balance')).json().balance).toBe(before + 2_000);
    expect(fake().payments.at(-1)).toMatchObject({ status: 'AUTHORIZED', captured: true });
  });
});
