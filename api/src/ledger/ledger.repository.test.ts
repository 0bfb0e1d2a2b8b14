import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { MAX_BALANCE_CENTS, MONEY_MESSAGES } from '@storefront/contracts';
import { openTestDb } from '../../test/helpers/db';
import type { Db } from '../db/connect';
import { AppError } from '../errors';
import { ledgerSum, listLedgerEntries, moveLedger, readLedgerTotal, TOP_UP_URL, type LedgerKindOf, type LedgerName } from './ledger.repository';

const onPostgres = Boolean(process.env.DATABASE_URL);
const now = new Date('2026-12-01T10:00:00Z');
let db: Db;

before(async () => {
  db = await openTestDb();
});

after(async () => {
  await db.close();
});

async function newUser(): Promise<string> {
  const id = randomUUID();
  await db.db
    .insertInto('users')
    .values({
      id,
      email: `${id}@example.test`,
      username: null,
      password_hash: null,
      first_name: 'Ledger',
      last_name: 'Test',
      phone_number: null,
      role: 'customer',
      locale_code: 'en',
      email_verified: true,
      banned: false,
      created_at: now,
      password_changed_at: null,
      two_factor_secret: null,
      two_factor_pending_secret: null,
      two_factor_last_step: null,
      google_subject: null,
      referral_code: null,
    })
    .execute();
  return id;
}

/** Each ledger with a credit kind held to the maximum, one that always lands, a debit kind and its §8 refusal. */
const cases: { [L in LedgerName]: { capped: LedgerKindOf<L>; uncapped: LedgerKindOf<L>; debit: LedgerKindOf<L>; notEnough: object } } = {
  balance: { capped: 'adjustment', uncapped: 'topUp', debit: 'payment', notEnough: { code: 'BALANCE_NOT_ENOUGH', details: { topUpUrl: TOP_UP_URL } } },
  promoCredit: { capped: 'grant', uncapped: 'refund', debit: 'payment', notEnough: { code: 'PROMO_CREDIT_NOT_ENOUGH' } },
};

function move<L extends LedgerName>(ledger: L, userId: string, amount: number, kind: LedgerKindOf<L>, reference: string | null = null) {
  return db.db.transaction().execute((trx) => moveLedger(trx, ledger, { userId, amount, kind, reference, reason: `test ${kind}`, createdBy: 'staff-1', now }));
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

for (const ledger of ['balance', 'promoCredit'] as const) {
  const { capped, uncapped, debit, notEnough } = cases[ledger];

  describe(`moveLedger on the ${ledger} ledger`, () => {
    it('credits and debits: the total and one add-only row of the same shape per move, the rows summing to the total', async () => {
      const userId = await newUser();
      expect(await readLedgerTotal(db.db, ledger, userId)).toBe(0);
      const credit = await move(ledger, userId, 5000, capped, 'ref-1');
      expect(credit).toEqual({
        total: 5000,
        entry: { id: expect.any(String), amount: 5000, kind: capped, reference: 'ref-1', reason: `test ${capped}`, createdAt: now.toISOString() },
      });
      const spent = await move(ledger, userId, -1200, debit, 'order-1');
      expect(spent.total).toBe(3800);
      expect(spent.entry).toMatchObject({ amount: -1200, kind: debit, reference: 'order-1' });
      expect(await readLedgerTotal(db.db, ledger, userId)).toBe(3800);
      expect(await ledgerSum(db.db, ledger, userId)).toBe(3800);
      expect(await listLedgerEntries(db.db, ledger, userId, 10)).toEqual([spent.entry, credit.entry]);
      expect(await listLedgerEntries(db.db, ledger, userId, 1)).toEqual([spent.entry]);
    });

    it('refuses a debit below zero with its §8 error and writes nothing', async () => {
      const userId = await newUser();
      const none = await refusal(move(ledger, userId, -1, debit));
      expect(none.body).toMatchObject(notEnough);
      await move(ledger, userId, 1000, capped);
      const short = await refusal(move(ledger, userId, -1001, debit));
      expect(short.body).toMatchObject(notEnough);
      expect(await readLedgerTotal(db.db, ledger, userId)).toBe(1000);
      expect(await listLedgerEntries(db.db, ledger, userId, 10)).toHaveLength(1);
      expect((await move(ledger, userId, -1000, debit)).total).toBe(0);
      expect(await ledgerSum(db.db, ledger, userId)).toBe(0);
    });

    it('refuses an amount of zero or one that is not whole cents', async () => {
      const userId = await newUser();
      for (const amount of [0, 1.5, Number.MAX_SAFE_INTEGER + 2]) expect((await refusal(move(ledger, userId, amount, capped))).body.code).toBe('BAD_REQUEST');
      expect(await listLedgerEntries(db.db, ledger, userId, 10)).toHaveLength(0);
    });

    it(`holds a ${capped} to MAX_BALANCE_CENTS (balanceTooLarge, nothing written); a ${uncapped} always lands`, async () => {
      const userId = await newUser();
      await move(ledger, userId, MAX_BALANCE_CENTS - 100, capped);
      expect((await move(ledger, userId, 100, capped)).total).toBe(MAX_BALANCE_CENTS);
      const over = await refusal(move(ledger, userId, 1, capped));
      expect(over.body).toMatchObject({ code: 'BAD_REQUEST', message: MONEY_MESSAGES.balanceTooLarge });
      expect(await readLedgerTotal(db.db, ledger, userId)).toBe(MAX_BALANCE_CENTS);
      expect((await move(ledger, userId, 500, uncapped)).total).toBe(MAX_BALANCE_CENTS + 500);
      expect(await ledgerSum(db.db, ledger, userId)).toBe(MAX_BALANCE_CENTS + 500);
    });

    it('the ledgers are apart: a move on one leaves the other as it was', async () => {
      const userId = await newUser();
      await move(ledger, userId, 700, capped);
      const other = ledger === 'balance' ? 'promoCredit' : 'balance';
      expect(await readLedgerTotal(db.db, other, userId)).toBe(0);
      expect(await listLedgerEntries(db.db, other, userId, 10)).toHaveLength(0);
    });

    it(
      'concurrent debits never take the total below zero (PostgreSQL)',
      { skip: onPostgres ? false : 'race tests need PostgreSQL (set DATABASE_URL): PGlite runs one connection, so nothing races on it' },
      async () => {
        const userId = await newUser();
        await move(ledger, userId, 1000, capped);
        const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => move(ledger, userId, -150, debit, `order-${i}`)));
        const succeeded = results.filter((result) => result.status === 'fulfilled').length;
        const refusals = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as AppError).body] : []));
        expect(refusals).toMatchObject(Array.from({ length: results.length - succeeded }, () => notEnough));
        expect(succeeded).toBe(6);
        expect(await readLedgerTotal(db.db, ledger, userId)).toBe(100);
        expect(await ledgerSum(db.db, ledger, userId)).toBe(100);
      },
    );
  });
}
