import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { paymentSessionSchema, type PaymentSession } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { namesWithStatus } from './helpers/domains';
import { emptyCart, newDomainOrder } from './helpers/orders';

/**
 * Staff reconcile bank and wire transfers from the bank's statement (issue 30): a CSV export or a camt.053 file is
 * read and matched to the transfers waiting for their money by reference and exact amount (nothing changes), and
 * the matches are confirmed in one audited step that may be repeated without recording anything twice.
 */
let t: TestApp;
let customer: Client;
let staff: Client;
let names: string[] = [];
let seq = 0;

before(async () => {
  t = await createTestApp();
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  names = await namesWithStatus(t.app, 'available', 8, 'com', 'statement');
});
after(() => t.close());

/** An order paid by transfer: the session waits for its money, with the reference the customer writes on it. */
async function transfer(method: 'bankTransfer' | 'wireTransfer' = 'bankTransfer'): Promise<PaymentSession & { reference: string }> {
  await emptyCart(customer);
  const order = await newDomainOrder(customer, names.shift()!);
  const response = await customer.request({
    method: 'POST',
    url: '/api/payments',
    payload: { kind: 'order', id: order.orderId, method, continuePath: '/payment/success', cancelPath: '/checkout-basket' },
    headers: { 'idempotency-key': `statement-${process.pid}-${(seq += 1)}` },
  });
  expect(response.statusCode).toBe(200);
  const s = paymentSessionSchema.parse(response.json());
  expect(s.status).toBe('pending');
  return { ...s, reference: s.instructions!.reference };
}
const usd = (cents: number) => (cents / 100).toFixed(2);
const match = (format: 'csv' | 'camt053', content: string) => staff.send('POST', '/api/admin/bank-statements', { format, content });
const confirm = (format: 'csv' | 'camt053', content: string, reason = 'December statement, ABA account 000 123 456') => staff.send('POST', '/api/admin/bank-statements/confirm', { format, content, reason });
const orderStatus = async (id: string) => (await t.app.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('matching a statement', () => {
  it('matches each credit by its reference and exact amount, and says why every other line is not matched; nothing changes', async () => {
    const [paid, short, rejected, twice] = [await transfer(), await transfer('wireTransfer'), await transfer(), await transfer()];
    expect((await staff.send('POST', `/api/admin/payment-sessions/${rejected.sessionId}/reject`, { reason: 'No transfer received within 7 days' })).statusCode).toBe(200);
    const csv = [
      'Date,Description,Amount,Currency,Payer',
      `2026-12-01,Payment ${paid.reference.toLowerCase()} domain,${usd(paid.charge)},USD,Sokha Chan`,
      `2026-12-01,${short.reference},${usd(short.charge - 100)},USD,Dara Kim`,
      `2026-12-01,${rejected.reference},${usd(rejected.charge)},USD,`,
      `2026-12-01,${twice.reference},${usd(twice.charge)},USD,`,
      `2026-12-02,${twice.reference} again,${usd(twice.charge)},USD,`,
      `2026-12-02,${paid.reference},${usd(paid.charge)},KHR,`,
      '2026-12-02,SF-FFFFFFFFFF,10.00,USD,',
      '2026-12-02,Cash deposit,50.00,USD,',
      '2026-12-02,Bank fee,-1.50,USD,',
    ].join('\n');
    const answer = await match('csv', csv);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { lines: { line: number; outcome: string; reference: string | null; session: { sessionId: string; userEmail: string } | null }[]; matched: number; unmatched: number };
    expect(body.lines.map((l) => [l.line, l.outcome, l.reference])).toEqual([
      [2, 'matched', paid.reference],
      [3, 'amountDiffers', short.reference],
      [4, 'closed', rejected.reference],
      [5, 'matched', twice.reference],
      [6, 'duplicate', twice.reference],
      [7, 'currencyDiffers', paid.reference],
      [8, 'unknownReference', 'SF-FFFFFFFFFF'],
      [9, 'noReference', null],
      [10, 'debit', null],
    ]);
    expect(body.lines[0]!.session).toMatchObject({ sessionId: paid.sessionId, userEmail: CUSTOMER.login });
    expect([body.matched, body.unmatched]).toEqual([2, 6]);
    expect(await orderStatus(paid.id)).toBe('processing');
  });

  it('a line of another currency than the transfer is not matched; a camt.053 statement is read the same way', async () => {
    const s = await transfer();
    const khr = await match('csv', `Reference,Amount,Currency\n${s.reference},${usd(s.charge)},KHR\n`);
    expect(khr.json().lines[0].outcome).toBe('currencyDiffers');
    const xml = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="USD">${usd(s.charge)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-12-02</Dt></BookgDt><NtryDtls><TxDtls><RmtInf><Ustrd>${s.reference}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>`;
    expect((await match('camt053', xml)).json()).toMatchObject({ matched: 1, unmatched: 0, lines: [{ line: 1, outcome: 'matched', bookedOn: '2026-12-02' }] });
  });

  it('refuses a file it cannot read with the row, and is for staff only', async () => {
    const bad = await match('csv', 'Reference,Amount\nSF-0A1B2C3D4E,twenty\n');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST', details: { fields: [{ path: 'content', message: 'Row 2: the amount "twenty" is not a number' }] } });
    expect((await match('camt053', 'not xml')).json().code).toBe('BAD_REQUEST');
    expect((await staff.send('POST', '/api/admin/bank-statements', { format: 'pdf', content: 'x' })).statusCode).toBe(400);
    expect((await customer.send('POST', '/api/admin/bank-statements', { format: 'csv', content: 'Reference,Amount\n' })).statusCode).toBe(403);
    expect((await customer.send('POST', '/api/admin/bank-statements/confirm', { format: 'csv', content: 'Reference,Amount\n', reason: 'trying' })).statusCode).toBe(403);
  });
});

describe('confirming the matches', () => {
  it('confirms every match in one audited step: the orders paid once; the step repeated records nothing more', async () => {
    const [a, b] = [await transfer(), await transfer('wireTransfer')];
    const csv = `Date,Reference,Amount\n2026-12-03,${a.reference},${usd(a.charge)}\n2026-12-03,${b.reference},${usd(b.charge)}\n2026-12-03,Unknown payer,12.00\n`;
    const done = await confirm('csv', csv);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ matched: 2, unmatched: 1, confirmed: [{ sessionId: a.sessionId, outcome: 'paid', reason: null }, { sessionId: b.sessionId, outcome: 'paid', reason: null }] });
    expect([await orderStatus(a.id), await orderStatus(b.id)]).toEqual(['paid', 'paid']);
    const payments = await t.app.db.selectFrom('payments').select(['transaction_id', 'amount']).where('session_id', 'in', [a.sessionId, b.sessionId]).orderBy('transaction_id').execute();
    expect(payments).toEqual([{ transaction_id: a.reference, amount: a.charge }, { transaction_id: b.reference, amount: b.charge }].sort((x, y) => x.transaction_id.localeCompare(y.transaction_id)));
    const audit = await t.app.db.selectFrom('staff_audit').selectAll().where('action', '=', 'reconcile bank statement').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ area: 'payment', actor: STAFF.login, reason: 'December statement, ABA account 000 123 456', target: 'bank-statement:csv' });

    // The same statement again (uploaded twice, or the step repeated): already confirmed, nothing recorded twice.
    const again = await confirm('csv', csv);
    expect(again.json()).toMatchObject({ matched: 0, confirmed: [], lines: [{ outcome: 'alreadyConfirmed' }, { outcome: 'alreadyConfirmed' }, { outcome: 'noReference' }] });
    expect(await t.app.db.selectFrom('payments').select('id').where('session_id', 'in', [a.sessionId, b.sessionId]).execute()).toHaveLength(2);
  });

  it('needs a reason, and two steps at once record each transfer once', async () => {
    const s = await transfer();
    const csv = `Reference,Amount\n${s.reference},${usd(s.charge)}\n`;
    expect((await staff.send('POST', '/api/admin/bank-statements/confirm', { format: 'csv', content: csv })).statusCode).toBe(400);
    const answers = await Promise.all([confirm('csv', csv), confirm('csv', csv), confirm('csv', csv)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await t.app.db.selectFrom('payments').select('id').where('session_id', '=', s.sessionId).execute()).toHaveLength(1);
    expect(await orderStatus(s.id)).toBe('paid');
  });
});
