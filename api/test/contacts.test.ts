import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { checkoutOrderSchema, contactListSchema, contactSchema, invoiceSchema, validateContact } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { SAMPLE_CONTACT } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';

let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;

before(async () => {
  t = await createTestApp();
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

const list = async (client: Client) => contactListSchema.parse((await client.get('/api/user/addresses')).json()).items;
const create = (client: Client, changes: Record<string, unknown> = {}) => client.send('PUT', '/api/user/addresses', { ...SAMPLE_CONTACT, ...changes });
const fieldErrors = (body: { details?: { fields?: { path: string | string[]; message: string }[] } }) =>
  Object.fromEntries((body.details?.fields ?? []).map((f) => [Array.isArray(f.path) ? f.path.join('.') : f.path, f.message]));

describe('contact rules (shared with the checkout form)', () => {
  it('answers the §5 messages field by field', () => {
    expect(validateContact(SAMPLE_CONTACT)).toEqual({});
    expect(validateContact({ ...SAMPLE_CONTACT, firstName: 'J0hn', lastName: '', phoneNumber: '12ab', postalCode: '1234', city: 'Phnom <Penh>', address1: 'St #5' })).toEqual({
      firstName: 'Invalid name. It must not contain numbers or special characters',
      lastName: 'Last name field is required',
      phoneNumber: 'Phone is wrong format',
      postalCode: 'Postal code is wrong format for selected country',
      city: expect.stringMatching(/^City must not contain special characters such as: /),
      address1: expect.stringMatching(/^Address must not contain special characters such as: /),
    });
    expect(validateContact({ ...SAMPLE_CONTACT, country: 'FR', postalCode: '7$' }).postalCode).toBe('Postal code is invalid');
    expect(validateContact({ ...SAMPLE_CONTACT, firstName: 'សុខា', city: 'Siem Reap, Krong', country: 'TH', postalCode: '10110' })).toEqual({});
  });
});

describe('/api/user/addresses', () => {
  it('needs a session', async () => {
    expect((await new Client(t.app).get('/api/user/addresses')).statusCode).toBe(401);
  });

  it('refuses an invalid contact with the rule messages', async () => {
    const response = await create(customer, { firstName: 'Ann3', phoneNumber: 'x' });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.json())).toMatchObject({ firstName: 'Invalid name. It must not contain numbers or special characters', phoneNumber: 'Phone is wrong format' });
  });

  it('saves up to 3 contacts, the first default; the 4th is ADD_ADDRESS_WAS_LIMITED', async () => {
    const first = contactSchema.parse((await create(customer)).json());
    expect(first).toMatchObject({ isDefault: true, shared: false, ownerName: 'Demo Customer', phoneNumber: '+85512345678', country: 'KH' });
    expect((await create(customer, { firstName: 'Dara' })).statusCode).toBe(201);
    expect((await customer.get('/api/user/addresses/limit')).json()).toEqual({ count: 2, limit: 3, canAdd: true });
    const third = contactSchema.parse((await create(customer, { firstName: 'Vanna', isDefault: true })).json());
    expect(third.isDefault).toBe(true);
    const items = await list(customer);
    expect(items.map((c) => [c.firstName, c.isDefault])).toEqual([['Vanna', true], ['Sokha', false], ['Dara', false]]);
    const fourth = await create(customer, { firstName: 'Bopha' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      code: 'ADD_ADDRESS_WAS_LIMITED',
      message: 'Oops, The maximum contact list saved is 3 units. Please edit current contact or Delete Contact in your list.',
    });
    expect((await customer.get('/api/user/addresses/limit')).json()).toEqual({ count: 3, limit: 3, canAdd: false });
  });

  it('reads, updates, sets the default and deletes own contacts', async () => {
    const [vanna, sokha] = await list(customer);
    expect(contactSchema.parse((await customer.get(`/api/user/addresses/${sokha!.id}`)).json()).firstName).toBe('Sokha');
    const updated = await customer.send('PATCH', `/api/user/addresses/${sokha!.id}`, { ...SAMPLE_CONTACT, city: 'Siem Reap', postalCode: '171201' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ city: 'Siem Reap', isDefault: false });
    expect((await customer.send('PATCH', `/api/user/addresses/${sokha!.id}/default`)).json()).toMatchObject({ isDefault: true });
    const items = await list(customer);
    expect(items.filter((c) => c.isDefault).map((c) => c.id)).toEqual([sokha!.id]);
    expect((await customer.send('DELETE', `/api/user/addresses/${vanna!.id}`)).statusCode).toBe(204);
    expect((await customer.get(`/api/user/addresses/${vanna!.id}`)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await list(customer)).toHaveLength(2);
  });

  it('never shows or changes another user’s contact unless shared, and a shared one is read-only', async () => {
    const [mine] = await list(customer);
    for (const response of [
      await staff.get(`/api/user/addresses/${mine!.id}`),
      await staff.send('PATCH', `/api/user/addresses/${mine!.id}`, SAMPLE_CONTACT),
      await staff.send('PATCH', `/api/user/addresses/${mine!.id}/default`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await list(staff)).toEqual([]);
    // with no contact of their own, a delete answers 'No more addresses to delete' whatever the id
    expect((await staff.send('DELETE', `/api/user/addresses/${mine!.id}`)).json()).toMatchObject({ message: 'No more addresses to delete' });

    const shared = await customer.send('POST', '/api/user/addresses/shares', { email: STAFF.login });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().items).toEqual([expect.objectContaining({ email: STAFF.login })]);
    const seen = await list(staff);
    expect(seen).toHaveLength(2);
    expect(seen.every((c) => c.shared && c.ownerName === 'Demo Customer')).toBe(true);
    expect((await staff.get(`/api/user/addresses/${mine!.id}`)).statusCode).toBe(200);
    expect((await staff.send('PATCH', `/api/user/addresses/${mine!.id}`, SAMPLE_CONTACT)).statusCode).toBe(404);
    expect((await staff.send('DELETE', `/api/user/addresses/${mine!.id}`)).statusCode).toBe(400);
    expect((await staff.get(`/api/user/addresses/${mine!.id}`)).statusCode).toBe(200);
    // the grantee's own limit counts only their own contacts
    expect((await staff.get('/api/user/addresses/limit')).json()).toEqual({ count: 0, limit: 3, canAdd: true });
    expect((await customer.send('POST', '/api/user/addresses/shares', { email: 'nobody@example.com' })).statusCode).toBe(404);

    expect((await customer.request({ method: 'DELETE', url: '/api/user/addresses/shares', payload: { email: STAFF.login } })).json()).toEqual({ items: [] });
    expect(await list(staff)).toEqual([]);
    expect((await staff.get(`/api/user/addresses/${mine!.id}`)).statusCode).toBe(404);
  });

  it("answers 'No more addresses to delete' when the user has none, NOT_FOUND for another's contact otherwise", async () => {
    const [mine] = await list(customer);
    const response = await staff.send('DELETE', '/api/user/addresses/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'No more addresses to delete' });
    const own = contactSchema.parse((await create(staff, { firstName: 'Staff' })).json());
    expect((await staff.send('DELETE', `/api/user/addresses/${mine!.id}`)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await customer.send('DELETE', `/api/user/addresses/${own.id}`)).json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('billing info on the order and the invoice', () => {
  it('refuses to pay without billing info, then pays with the saved contact copied on the invoice', async () => {
    await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: 10_000, reason: 'test credit' });
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', 'billing');
    expect((await customer.send('PUT', '/api/cart/items', { items: [{ type: 'domain', years: 1, action: 'register', domain: name }] })).statusCode).toBeLessThan(300);
    const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
    expect(order.billingTo).toBeNull();

    const refused = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': 'billing-key-0001' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Do not have info about billing. Please update your contact to continue' });

    const [contact] = await list(customer);
    const [staffContact] = await list(staff);
    expect((await customer.send('POST', '/api/checkout/save-address', { orderId: order.orderId, contactId: staffContact!.id })).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await staff.send('POST', '/api/checkout/save-address', { orderId: order.orderId, contactId: staffContact!.id })).json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const saved = await customer.send('POST', '/api/checkout/save-address', { orderId: order.orderId, contactId: contact!.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ orderId: order.orderId, billingTo: { firstName: contact!.firstName, city: contact!.city } });
    expect(checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json()).billingTo).toMatchObject({ firstName: contact!.firstName });

    const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: {}, headers: { 'idempotency-key': 'billing-key-0002' } });
    expect(paid.statusCode).toBe(200);
    const invoice = invoiceSchema.parse((await customer.get(`/api/user/invoices/${paid.json().invoiceId}`)).json());
    expect(invoice.billingTo).toMatchObject({ firstName: contact!.firstName, lastName: contact!.lastName, city: contact!.city, country: 'KH' });
    // the contact changing later does not change the invoice (a snapshot)
    await customer.send('PATCH', `/api/user/addresses/${contact!.id}`, { ...SAMPLE_CONTACT, city: 'Kampot', postalCode: '070101' });
    expect(invoiceSchema.parse((await customer.get(`/api/user/invoices/${paid.json().invoiceId}`)).json()).billingTo).toMatchObject({ city: contact!.city });
    expect((await customer.send('POST', '/api/checkout/save-address', { orderId: order.orderId, contactId: contact!.id })).json()).toMatchObject({ code: 'ORDER_STATUS_INVALID' });
  });
});
