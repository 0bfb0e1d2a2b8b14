import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { toE164 } from '@storefront/contracts';
import type { Database } from '../db/database';
import { renderEmail, type EmailTemplate, type Locale } from './templates';

export interface MailboxMessage {
  id: string;
  to: string;
  template: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
}

/**
 * Email goes through an outbox table: a request writes its message in the same database as the change it
 * reports, and delivery (SMTP, when configured) happens after, with retries. Without SMTP the messages stay
 * in the outbox — readable in development on the mailbox page and at GET /api/dev/mailbox.
 */
export class Mailer {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private delivering = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: { smtpUrl: string | null; from: string; log: { warn: (obj: object, msg: string) => void } },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  /** Writes the message to the outbox (use the transaction of the change it reports, when there is one). */
  async enqueue(to: string, email: EmailTemplate, locale: Locale, db: Kysely<Database> = this.db): Promise<void> {
    const { subject, text } = renderEmail(email, locale);
    await db
      .insertInto('email_outbox')
      .values({ id: randomUUID(), to_address: to.toLowerCase(), template: email.template, locale, subject, text_body: text, sent_at: null, last_error: null })
      .execute();
    if (this.transport) setImmediate(() => void this.deliverPending());
  }

  /** Sends what is waiting (SMTP configured only); failures stay for the next round, 5 attempts at most. */
  async deliverPending(): Promise<void> {
    if (!this.transport || this.delivering) return;
    this.delivering = true;
    try {
      const pending = await this.db.selectFrom('email_outbox').selectAll().where('sent_at', 'is', null).where('attempts', '<', 5).orderBy('created_at').limit(20).execute();
      for (const message of pending) {
        try {
          await this.transport.sendMail({ from: this.options.from, to: message.to_address, subject: message.subject, text: message.text_body });
          // eslint-disable-next-line storefront-api/no-wall-clock -- when the mail left (a delivery record)
          await this.db.updateTable('email_outbox').set({ sent_at: new Date(), attempts: message.attempts + 1, last_error: null }).where('id', '=', message.id).execute();
        } catch (error) {
          this.options.log.warn({ err: error, to: message.to_address }, 'email delivery failed');
          await this.db.updateTable('email_outbox').set({ attempts: message.attempts + 1, last_error: String(error).slice(0, 500) }).where('id', '=', message.id).execute();
        }
      }
    } finally {
      this.delivering = false;
    }
  }

  start(): void {
    if (this.transport && !this.timer) this.timer = setInterval(() => void this.deliverPending(), 30_000).unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.transport?.close();
  }

  /**
   * Development mailbox: the newest messages to an address — or, for a phone number (any form that parses), the SMS
   * waiting in the SMS outbox (the SMS sandbox, sms/sms-outbox.ts), their first words as the subject.
   */
  async mailbox(to: string, limit = 50): Promise<MailboxMessage[]> {
    const phone = to.includes('@') ? null : toE164(to);
    if (phone) {
      const sms = await this.db.selectFrom('sms_outbox').selectAll().where('to_phone', '=', phone).orderBy('created_at', 'desc').limit(limit).execute();
      return sms.map((row) => ({
        id: row.id,
        to: row.to_phone,
        template: row.template,
        subject: row.text_body.split(/(?<=[.។])\s/)[0] ?? row.text_body,
        text: row.text_body,
        createdAt: new Date(row.created_at).toISOString(),
        sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
      }));
    }
    const rows = await this.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to.trim().toLowerCase()).orderBy('created_at', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      template: row.template,
      subject: row.subject,
      text: row.text_body,
      createdAt: new Date(row.created_at).toISOString(),
      sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    }));
  }
}
