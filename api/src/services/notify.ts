import { randomUUID } from 'node:crypto';
import type { Db, UserRow } from '../db/database';
import { renderServiceMessage, type ServiceMessage } from './service-messages';

/**
 * Tells the customer: a notification in the account and an email in the outbox (delivered by the mailer), in
 * the customer's language, written in the caller's transaction so they exist exactly when the change does.
 */
export async function notifyCustomer(db: Db, user: Pick<UserRow, 'id' | 'email' | 'locale_code'>, message: ServiceMessage, now: Date): Promise<void> {
  const locale = user.locale_code === 'km' ? 'km' : 'en';
  const rendered = renderServiceMessage(message, locale);
  await db.insertInto('notifications').values({ id: randomUUID(), user_id: user.id, title: rendered.title, body: rendered.body, read_at: null, created_at: now }).execute();
  await db
    .insertInto('email_outbox')
    .values({ id: randomUUID(), to_address: user.email.toLowerCase(), template: `service-${message.kind}`, locale, subject: rendered.subject, text_body: rendered.text, sent_at: null, last_error: null })
    .execute();
}

/**
 * Records that a lifecycle step happened for a subject (a service, a domain) in a cycle (its renewal date, a
 * day): true the first time, false when it was already recorded — so a job run twice does nothing twice.
 */
export async function recordStepOnce(db: Db, subjectId: string, step: string, cycle: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('service_events')
    .values({ id: randomUUID(), subject_id: subjectId, step, cycle, created_at: now })
    .onConflict((oc) => oc.constraint('service_events_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
