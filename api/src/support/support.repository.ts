import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { SupportMessageInput, SupportMessageReceipt } from '@storefront/contracts';
import type { Database } from '../db/database';
import type { AreaDeps } from '../deps';
import { acknowledgementEmail, staffEmail, type SupportMail } from './emails';

/** Messages from one address in a day that are acknowledged to it: beyond, a message is still stored and mailed to staff, the copy is not (the form cannot be used to mail someone else repeatedly). */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A reference a person can read out on the phone: CU- and 8 characters (about 40 bits). */
export function newReference(): string {
  const bytes = randomBytes(8);
  return `CU-${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export interface SupportMessageContext {
  userId: string | null;
  accountEmail: string | null;
  ip: string | null;
  now: Date;
  supportEmail: string;
}

/**
 * Stores a contact-us message and, in the same transaction, writes the staff email and the sender's
 * acknowledgement to the outbox: either all of it happens or none (no email about a message that was not
 * stored, no stored message staff never hear of).
 */
export async function createSupportMessage(db: Kysely<Database>, input: SupportMessageInput, context: SupportMessageContext): Promise<SupportMessageReceipt & { acknowledged: boolean }> {
  return db.transaction().execute(async (trx) => {
    // One message per sender address at a time, so concurrent messages count each other for the acknowledgement limit.
    await sql`select pg_advisory_xact_lock(hashtext(${`support:${input.email}`}))`.execute(trx);
    let reference = '';
    for (let attempt = 0; attempt < 5 && !reference; attempt += 1) {
      const candidate = newReference();
      const inserted = await trx
        .insertInto('support_messages')
        .values({
          id: randomUUID(),
          reference: candidate,
          name: input.name,
          email: input.email,
          phone: input.phone,
          topic: input.topic,
          message: input.message,
          locale: input.locale,
          user_id: context.userId,
          ip: context.ip,
          created_at: context.now,
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .returning('reference')
        .executeTakeFirst();
      if (inserted) reference = inserted.reference;
    }
    if (!reference) throw new Error('could not draw a free support reference');

    const mail: SupportMail = { reference, ...input, accountEmail: context.accountEmail, receivedAt: context.now };
    const since = new Date(context.now.getTime() - 24 * 60 * 60_000);
    const recent = await trx
      .selectFrom('support_messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('email', '=', input.email)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    // This message counts: the first few of a day are acknowledged.
    const acknowledged = Number(recent.count) <= ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY;

    const outbox: { to: string; template: string; locale: 'en' | 'km'; subject: string; text: string }[] = [{ to: context.supportEmail, template: 'support-message', locale: 'en', ...staffEmail(mail) }];
    if (acknowledged) outbox.push({ to: input.email, template: 'support-acknowledgement', locale: input.locale, ...acknowledgementEmail(mail) });
    await trx
      .insertInto('email_outbox')
      .values(outbox.map((m) => ({ id: randomUUID(), to_address: m.to.toLowerCase(), template: m.template, locale: m.locale, subject: m.subject, text_body: m.text, sent_at: null, last_error: null })))
      .execute();
    return { reference, createdAt: context.now.toISOString(), acknowledged };
  });
}

/** A contact-us message as received now (the clock's), from this sender, to the configured support address. */
export async function receiveSupportMessage(
  deps: Pick<AreaDeps, 'db' | 'clock' | 'config'>,
  input: SupportMessageInput,
  sender: Pick<SupportMessageContext, 'userId' | 'accountEmail' | 'ip'>,
): Promise<SupportMessageReceipt & { acknowledged: boolean }> {
  return createSupportMessage(deps.db, input, { ...sender, now: deps.clock.now(), supportEmail: deps.config.supportEmail });
}
