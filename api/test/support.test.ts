import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { HEADERS, supportMessageReceiptSchema, validateSupportMessage } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, ORIGIN, type TestApp } from './helpers/app';
import { lastMail } from './helpers/mail';

const MESSAGE = {
  name: 'Sokha Chan',
  email: 'sokha.support@example.com',
  phone: '+855 12 345 678',
  topic: 'technical',
  message: 'My website on the shared hosting plan answers 502 since this morning.\nCan you have a look?',
  locale: 'en',
};

let address = 0;
/** Each test from its own address, so the per-address limit of one test does not stop another. */
const nextAddress = () => `198.51.100.${++address}`;

const send = (app: FastifyInstance, payload: unknown, { from = nextAddress(), token, cookie }: { from?: string; token?: string; cookie?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contacts',
    remoteAddress: from,
    headers: { origin: ORIGIN, ...(token ? { [HEADERS.captchaToken]: token } : {}), ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

const fieldErrors = (body: { details?: { fields?: { path: string; message: string }[] } }) => Object.fromEntries((body.details?.fields ?? []).map((f) => [f.path, f.message]));

const count = async (app: FastifyInstance, table: 'support_messages' | 'email_outbox') =>
  Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('contact-us rules (shared with the form)', () => {
  it('answers the §5 messages field by field', () => {
    expect(validateSupportMessage(MESSAGE)).toEqual({});
    expect(validateSupportMessage({ ...MESSAGE, phone: '' })).toEqual({});
    expect(validateSupportMessage({ name: ' ', email: 'nope', phone: '12ab', topic: 'jobs', message: 'short' })).toEqual({
      name: 'Name field is required',
      email: 'Email is invalid',
      phone: 'Phone is wrong format',
      topic: 'Topic is invalid',
      message: 'Message must have 10 character(s)',
    });
    expect(validateSupportMessage({ ...MESSAGE, name: 'R2D2', phone: '012345678', message: 'x'.repeat(2001) })).toEqual({
      name: 'Invalid name. It must not contain numbers or special characters',
      phone: 'Phone number must start with the country calling code',
      message: 'Message must be shorter than or equal to 2000 characters',
    });
    expect(validateSupportMessage({ ...MESSAGE, name: 'សុខា ចាន់', message: 'សួស្តី ខ្ញុំមានសំណួរអំពីដែន .com' })).toEqual({});
  });
});

describe('POST /api/contacts', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ supportEmail: 'helpdesk@storefront.example' });
  });
  after(() => t.close());

  it('stores the message, mails staff and the sender through the outbox, and answers 201 with a reference', async () => {
    const response = await send(t.app, MESSAGE);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const receipt = supportMessageReceiptSchema.parse(response.json());
    expect(receipt.reference).toMatch(/^CU-[2-9A-HJKMNP-Z]{8}$/);

    const row = await t.app.db.selectFrom('support_messages').selectAll().where('reference', '=', receipt.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Sokha Chan', email: 'sokha.support@example.com', phone: '+85512345678', topic: 'technical', locale: 'en', user_id: null, status: 'new' });
    expect(row.message).toBe(MESSAGE.message);

    const staff = await lastMail(t.app, 'helpdesk@storefront.example', 'support-message');
    expect(staff.subject).toBe(`[${receipt.reference}] Technical support: Sokha Chan`);
    expect(staff.text).toContain('Email: sokha.support@example.com');
    expect(staff.text).toContain('Phone: +85512345678');
    expect(staff.text).toContain('> My website on the shared hosting plan answers 502 since this morning.\n> Can you have a look?');

    const copy = await lastMail(t.app, 'sokha.support@example.com', 'support-acknowledgement');
    expect(copy.subject).toBe(`We received your message (${receipt.reference})`);
    expect(copy.text).toContain('Hello Sokha Chan');
    expect(copy.text).toContain('> Can you have a look?');
  });

  it('acknowledges in Khmer to a Khmer reader, and takes a message without a phone', async () => {
    const response = await send(t.app, { ...MESSAGE, email: 'dara.km@example.com', name: 'ដារា', phone: null, topic: 'billing', locale: 'km', message: 'ខ្ញុំចង់សួរអំពីវិក្កយបត្ររបស់ខ្ញុំ' });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    const copy = await lastMail(t.app, 'dara.km@example.com', 'support-acknowledgement');
    expect(copy.subject).toBe(`យើងបានទទួលសាររបស់អ្នកហើយ (${reference})`);
    expect(copy.text).toContain('វិក្កយបត្រ និងការទូទាត់');
    const staff = await lastMail(t.app, 'helpdesk@storefront.example', 'support-message');
    expect(staff.text).toContain('Phone: —');
    expect(staff.text).toContain('Language: Khmer');
  });

  it("notes the signed-in customer's account", async () => {
    const customer = new Client(t.app);
    expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
    const response = await send(t.app, { ...MESSAGE, email: 'another.address@example.com' }, { cookie: `access_token=${customer.cookie('access_token')}` });
    expect(response.statusCode).toBe(201);
    const userId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
    const row = await t.app.db.selectFrom('support_messages').select('user_id').where('reference', '=', response.json().reference).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(userId);
    expect((await lastMail(t.app, 'helpdesk@storefront.example', 'support-message')).text).toContain(`Signed in as: ${CUSTOMER.login}`);
  });

  it('refuses bad input with BAD_REQUEST and field errors, and writes nothing', async () => {
    const before = [await count(t.app, 'support_messages'), await count(t.app, 'email_outbox')];
    const cases: [unknown, Record<string, string>][] = [
      [{ ...MESSAGE, name: '', message: '' }, { name: 'Name field is required', message: 'Message field is required' }],
      [{ ...MESSAGE, email: 'not-an-email' }, { email: 'Email is invalid' }],
      [{ ...MESSAGE, phone: '012 345 678' }, { phone: 'Phone number must start with the country calling code' }],
      [{ ...MESSAGE, phone: '+855 12ab' }, { phone: 'Phone is wrong format' }],
      [{ ...MESSAGE, topic: 'jobs' }, { topic: 'Topic is invalid' }],
      [{ ...MESSAGE, message: 'x'.repeat(2001) }, { message: 'Message must be shorter than or equal to 2000 characters' }],
      [{ ...MESSAGE, name: 'R2-D2' }, { name: 'Invalid name. It must not contain numbers or special characters' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await send(t.app, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expect(fieldErrors(response.json())).toMatchObject(fields);
    }
    // Wrong types, unknown locale, NUL bytes, huge values, not JSON: refused before any rule runs.
    for (const payload of [
      { ...MESSAGE, name: 42 },
      { ...MESSAGE, message: ['a', 'b'] },
      { ...MESSAGE, topic: { $ne: null } },
      { ...MESSAGE, locale: 'fr' },
      { ...MESSAGE, message: 'Hello\u0000 there, this is long enough' },
      { ...MESSAGE, name: 'So\u0000kha' },
      { ...MESSAGE, message: 'x'.repeat(100_000) },
      { ...MESSAGE, email: `${'a'.repeat(5000)}@example.com` },
      null,
      'name=Sokha',
    ]) {
      const response = await send(t.app, payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect([await count(t.app, 'support_messages'), await count(t.app, 'email_outbox')]).toEqual(before);
  });

  it('keeps the text as it was written: markup is plain text, surrounding space is trimmed', async () => {
    const text = '<script>alert(1)</script>\n\nI would like to move my domain.';
    const response = await send(t.app, { ...MESSAGE, email: 'markup@example.com', name: '  Vanna   Ly ', message: `  ${text}  ` });
    expect(response.statusCode).toBe(201);
    const row = await t.app.db.selectFrom('support_messages').select(['name', 'message']).where('reference', '=', response.json().reference).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Vanna Ly', message: text });
  });

  it('takes 5 messages from one address in 10 minutes; the 6th is SYSTEM_BUSY and another address is still answered', async () => {
    const from = nextAddress();
    for (let i = 0; i < 5; i += 1) expect((await send(t.app, { ...MESSAGE, email: `limit${i}@example.com` }, { from })).statusCode).toBe(201);
    const sixth = await send(t.app, MESSAGE, { from });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'SYSTEM_BUSY' });
    expect((await send(t.app, MESSAGE)).statusCode).toBe(201);
  });

  it('50 messages at once from one address: exactly 5 stored, the rest SYSTEM_BUSY, nothing half-written', async () => {
    const from = nextAddress();
    const email = 'burst@example.com';
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(t.app, { ...MESSAGE, email, message: `Burst message number ${i}` }, { from })));
    const created = answers.filter((a) => a.statusCode === 201);
    // The first five of the burst pass (each request reads its own count: api/src/plugins/external/rate-limit-store.ts).
    expect(created.length).toBe(5);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 429, code: 'SYSTEM_BUSY' });
    const rows = await t.app.db.selectFrom('support_messages').select('reference').where('email', '=', email).execute();
    expect(rows.map((r) => r.reference).sort()).toEqual(created.map((a) => a.json().reference).sort());
  });

  it('50 messages at once from 50 addresses: each stored with its own reference and its staff email', async () => {
    const email = 'crowd@example.com';
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(t.app, { ...MESSAGE, email, message: `Crowd message number ${i}` })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const references = answers.map((a) => a.json().reference as string);
    expect(new Set(references).size).toBe(50);
    const rows = await t.app.db.selectFrom('support_messages').select('reference').where('email', '=', email).execute();
    expect(rows).toHaveLength(50);
    const staffMails = await t.app.db.selectFrom('email_outbox').select('subject').where('template', '=', 'support-message').execute();
    for (const reference of references) expect(staffMails.filter((m) => m.subject.startsWith(`[${reference}]`))).toHaveLength(1);
    const acknowledgements = await t.app.db.selectFrom('email_outbox').select('id').where('to_address', '=', email).where('template', '=', 'support-acknowledgement').execute();
    expect(acknowledgements).toHaveLength(3);
  });

  it('acknowledges at most 3 messages a day to one address: staff still get every message', async () => {
    const email = 'many.times@example.com';
    for (let i = 0; i < 4; i += 1) expect((await send(t.app, { ...MESSAGE, email })).statusCode).toBe(201);
    const acknowledgements = await t.app.db.selectFrom('email_outbox').select('id').where('to_address', '=', email).where('template', '=', 'support-acknowledgement').execute();
    expect(acknowledgements).toHaveLength(3);
    expect(await t.app.db.selectFrom('support_messages').select('id').where('email', '=', email).execute()).toHaveLength(4);
  });
});

describe('POST /api/contacts with the sandbox captcha', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      captcha: { provider: 'sandbox', version: 3, siteKey: 'sandbox-site', secretKey: 'sandbox-secret-0123456789', minScore: 0.5, hideBadge: false, verifyUrl: 'https://www.google.com/recaptcha/api/siteverify' },
    });
  });
  after(() => t.close());

  const mint = async (action: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/sandbox-captcha/token', payload: { siteKey: 'sandbox-site', action } });
    return response.json().token as string;
  };

  it('needs a token for the action contact; nothing is stored or mailed without one', async () => {
    expect((await send(t.app, MESSAGE)).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    expect((await send(t.app, MESSAGE, { token: await mint('login') })).json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    expect(await count(t.app, 'support_messages')).toBe(0);
    expect(await t.app.db.selectFrom('email_outbox').select('id').where('template', 'like', 'support-%').execute()).toHaveLength(0);
    const token = await mint('contact');
    expect((await send(t.app, MESSAGE, { token })).statusCode).toBe(201);
    expect((await send(t.app, MESSAGE, { token })).json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    expect(await count(t.app, 'support_messages')).toBe(1);
    expect((await lastMail(t.app, 'support@storefront.example', 'support-message')).subject).toMatch(/^\[CU-/);
  });
});
