import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatUsd } from '@storefront/contracts';
import type { Database } from '../database';
import { createManualInvoiceContract } from '../../e-contracts/contracts-where-they-arise';
import { seedDemoAwsConsulting } from './aws-consulting';
import { WELCOME_PROMO_CREDIT } from './promo-credit';
import { WELCOME_SPINS } from './fortune-wheel';

const HOUR = 60 * 60 * 1000;

/**
 * What the demo customer's account has been through, told by records that exist in it (issue 16 item 11: seeded
 * notifications named invoices, domains and servers the account did not have). Runs after the demo invoice, promo
 * credit and spins are seeded:
 * - the customer consented to automatic contract signing at an earlier checkout, so the manual invoice's contract
 *   is signed automatically and no pending-contracts popup opens at sign-in (the e2e suites sign in many times);
 * - an AWS account through the partnership: its contract naming the account and an unpaid consulting invoice
 *   staff issued under it (seed/aws-consulting.ts);
 * - notifications, once, about exactly those records: the welcome, the promo credit, the spins, the invoice and
 *   its contract, the consulting invoice and its account's contract, and a network maintenance notice (which
 *   names no record of the account).
 */
export async function seedDemoActivity(db: Kysely<Database>, email: string, now: Date, billing: { vatName: string; vatRateBasisPoints: number; staffEmail: string }): Promise<void> {
  const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  if (!user) return;
  const staff = await db.selectFrom('users').select('id').where('email', '=', billing.staffEmail).executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    const contracts = await trx.selectFrom('e_contracts').select('id').where('user_id', '=', user.id).executeTakeFirst();
    if (!contracts && user.auto_sign_accepted_at === null) {
      await trx.updateTable('users').set({ auto_sign_accepted_at: new Date(now.getTime() - 72 * HOUR), auto_sign_ip: '203.0.113.10', auto_sign_user_agent: 'Mozilla/5.0 (seeded demo checkout)' }).where('id', '=', user.id).execute();
    }
    // A consulting invoice is billed under its AWS account's contract; the other manual invoices get their own.
    const invoices = await trx.selectFrom('invoices').selectAll().where('user_id', '=', user.id).where('kind', '=', 'manual').where('aws_contract_id', 'is', null).orderBy('issued_at').execute();
    for (const invoice of invoices) await createManualInvoiceContract(trx, invoice, new Date(invoice.issued_at));
    const aws = staff ? await seedDemoAwsConsulting(trx, user, staff.id, billing, now) : null;

    if (await trx.selectFrom('notifications').select('id').where('user_id', '=', user.id).executeTakeFirst()) return;
    const invoice = invoices[0];
    const contract = invoice ? await trx.selectFrom('e_contracts').selectAll().where('kind', '=', 'manual-invoice').where('source_id', '=', invoice.id).executeTakeFirst() : undefined;
    const entries: { title: string; body: string; hoursAgo: number; read: boolean }[] = [
      { title: 'Welcome to Storefront', body: `Hello ${user.first_name}, your account is ready. Find a domain, pick a hosting plan or top up your balance to get started.`, hoursAgo: 96, read: true },
      { title: 'Email verified', body: 'Your email address is verified. Hosting access details will be sent to it.', hoursAgo: 95, read: true },
      { title: 'Promo credit added', body: `${formatUsd(WELCOME_PROMO_CREDIT.amount)} of promo credit was added to your account (${WELCOME_PROMO_CREDIT.reason}).`, hoursAgo: 94, read: true },
      { title: 'Free spins on the fortune wheel', body: `You have ${WELCOME_SPINS.spins} free spins on the fortune wheel. Spin for vouchers and promo credit.`, hoursAgo: 93, read: false },
      { title: 'Scheduled maintenance', body: 'Network maintenance in Bangkok from 01:00 to 03:00 (Asia/Bangkok). No downtime is expected.', hoursAgo: 48, read: true },
    ];
    if (invoice) {
      entries.push({ title: `Invoice ${invoice.number} issued`, body: `Your invoice ${invoice.number} of ${formatUsd(Number(invoice.total))} is ready. It is due upon receipt: pay it on the online payment page.`, hoursAgo: 2, read: false });
    }
    if (contract) {
      entries.push({ title: `Contract ${contract.number} signed`, body: `${contract.title} was signed automatically, as you chose at checkout. You can read and print it from your account.`, hoursAgo: 1, read: false });
    }
    if (aws) {
      const { invoice: awsInvoice, contract: awsContract } = aws;
      entries.push({
        title: `AWS consulting invoice ${awsInvoice.number} issued`,
        body: `Your AWS consulting invoice ${awsInvoice.number} of ${formatUsd(Number(awsInvoice.total))} for AWS account ${awsContract.aws_account_id} (contract ${awsContract.number}) is ready. Pay it on the online payment page.`,
        hoursAgo: 3,
        read: false,
      });
    }
    await trx
      .insertInto('notifications')
      .values(
        entries.map((entry) => {
          const createdAt = new Date(now.getTime() - entry.hoursAgo * HOUR);
          return { id: randomUUID(), user_id: user.id, title: entry.title, body: entry.body, read_at: entry.read ? new Date(createdAt.getTime() + 60_000) : null, created_at: createdAt };
        }),
      )
      .execute();
  });
}
