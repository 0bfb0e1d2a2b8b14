import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { checkoutOrderSchema, contractListSchema, invoiceSchema, onlineAwsInvoicesSchema, onlineInvoicesSchema } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';

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

const awsInvoices = async (client = customer) => onlineAwsInvoicesSchema.parse((await client.get('/api/users/online-aws-invoices')).json());
const otherInvoices = async () => onlineInvoicesSchema.parse((await customer.get('/api/users/online-invoices')).json());
const issue = (userId: string, body: Record<string, unknown>) => staff.send('POST', `/api/admin/users/${userId}/invoices`, { lines: [{ description: 'AWS consulting — migration workshop', qty: 2, unitPrice: 6_000 }], ...body });

/** Buys an AWS account through the partnership with the balance (credited by staff first): its contract names no account yet. */
async function buyAwsAccount(): Promise<string> {
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
  const item = { type: 'aws', product: 'aws-account', company: 'Angkor Foods', contactEmail: 'it@angkor-foods.example', monthlySpend: '1k-10k', region: 'ap-southeast-7' };
  expect((await customer.send('PUT', '/api/cart/items', { items: [item] })).statusCode).toBe(200);
  const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
  await ensureBilling(customer, order.orderId);
  expect((await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: order.total, reason: 'aws test credit' })).statusCode).toBe(200);
  const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: { cartUpdatedAt: order.cartUpdatedAt }, headers: { 'idempotency-key': 'aws-account-order' } });
  expect(paid.statusCode).toBe(200);
  const contract = await t.app.db.selectFrom('e_contracts').selectAll().where('order_id', '=', order.orderId).where('kind', '=', 'aws-account').executeTakeFirstOrThrow();
  expect(contract.aws_account_id).toBeNull();
  return contract.id;
}

describe('AWS consulting invoices', () => {
  it('need a session', async () => {
    expect((await new Client(t.app).get('/api/users/online-aws-invoices')).statusCode).toBe(401);
  });

  it('the demo customer has one unpaid, naming its AWS account and that account\'s signed contract; the other list leaves it out', async () => {
    const aws = await awsInvoices();
    expect(aws.items).toHaveLength(1);
    const [invoice] = aws.items;
    expect(invoice).toMatchObject({ awsAccountId: '123456789012', status: 'unpaid', orderId: null, contract: { kind: 'aws-account' } });
    expect(invoice!.contract.signedAt).not.toBeNull();
    expect(aws.total).toBe(invoice!.total);
    // 4 × $50 + $75 = $275, VAT 10% = $27.50
    expect(invoice!.total).toBe(30_250);
    const contracts = contractListSchema.parse((await customer.get('/api/user/contracts')).json()).items;
    expect(contracts.map((c) => c.id)).toContain(invoice!.contract.id);
    expect((await customer.get(`/api/user/contracts/aws-account/${invoice!.contract.id}`)).json().body).toContain('AWS');
    const lines = invoiceSchema.parse((await customer.get(`/api/user/invoices/${invoice!.id}`)).json()).lines;
    expect(lines.every((line) => line.description.includes('123456789012'))).toBe(true);
    expect((await otherInvoices()).items.map((i) => i.id)).not.toContain(invoice!.id);
    // the seeded notification names the invoice, the account and the contract
    const notifications = (await customer.get('/api/user/notification/me?perPage=50')).json().items as { title: string; body: string }[];
    expect(notifications.some((n) => n.body.includes(invoice!.number) && n.body.includes('123456789012') && n.body.includes(invoice!.contract.number))).toBe(true);
  });

  it('staff issue one for a customer\'s account: by its id, or recording a new account on the customer\'s AWS account contract', async () => {
    const byAccount = await issue(customerId, { awsAccountId: '123456789012' });
    expect(byAccount.statusCode).toBe(200);
    let aws = await awsInvoices();
    expect(aws.items.map((i) => i.id)).toContain(byAccount.json().id);
    // a consulting invoice is billed under the account's contract: it gets no manual-invoice contract of its own
    expect(await t.app.db.selectFrom('e_contracts').select('id').where('source_id', '=', byAccount.json().id).executeTakeFirst()).toBeUndefined();

    const contractId = await buyAwsAccount();
    // an account no contract names, without the contract to record it on
    expect((await issue(customerId, { awsAccountId: '210987654321' })).statusCode).toBe(404);
    const opened = await issue(customerId, { awsAccountId: '210987654321', awsContractId: contractId });
    expect(opened.statusCode).toBe(200);
    aws = await awsInvoices();
    expect(aws.items.find((i) => i.id === opened.json().id)).toMatchObject({ awsAccountId: '210987654321', contract: { id: contractId } });
    // the contract names its account for good: another account on it is refused
    expect((await issue(customerId, { awsAccountId: '310987654321', awsContractId: contractId })).statusCode).toBe(404);
    expect(aws.total).toBe(aws.items.reduce((sum, i) => sum + i.total, 0));
  });

  it('refuses a malformed account id, a contract without an account, and another customer\'s account', async () => {
    const malformed = await issue(customerId, { awsAccountId: '12345' });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('AWS account id must be 12 digits');
    expect((await issue(customerId, { awsContractId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    const other = await t.app.db.selectFrom('users').select('id').where('email', '=', 'support@example.com').executeTakeFirstOrThrow();
    expect((await issue(other.id, { awsAccountId: '123456789012' })).statusCode).toBe(404);
    const { contract } = (await awsInvoices()).items[0]!;
    expect((await issue(other.id, { awsAccountId: '999999999999', awsContractId: contract.id })).statusCode).toBe(404);
    expect((await awsInvoices(staff)).items).toEqual([]);
  });

  it('are paid on /online-payment like the others, and leave the list once paid', async () => {
    const before = await awsInvoices();
    const ids = [before.items[0]!.id, (await otherInvoices()).items[0]!.id];
    const bulk = (await customer.send('POST', '/api/online-payment', { invoiceIds: ids })).json();
    expect(bulk.invoiceIds.sort()).toEqual([...ids].sort());
    expect((await staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount: bulk.total, reason: 'aws test credit' })).statusCode).toBe(200);
    const paid = await customer.request({ method: 'POST', url: `/api/online-payment/${bulk.bulkPaymentId}/balance`, headers: { 'idempotency-key': 'aws-bulk' } });
    expect(paid.statusCode).toBe(200);
    const after = await awsInvoices();
    expect(after.items.map((i) => i.id)).not.toContain(ids[0]);
    expect(after.items).toHaveLength(before.items.length - 1);
  });
});
