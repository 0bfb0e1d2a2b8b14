import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { SmsProvider } from './sms-provider';
import { renderSms, type SmsTemplate } from './templates';

type Locale = 'en' | 'km';

/**
 * SMS go through an outbox table, as email does: the request writes its message in the same transaction as the
 * change it reports (a code is never stored without its message, nor sent without being stored), and a provider,
 * when there is one, delivers after with retries. Without one the outbox is the sandbox: the development mailbox
 * reads it (mail/mailer.ts mailbox()).
 */
export async function enqueueSms(db: Kysely<Database>, to: string, sms: SmsTemplate, locale: Locale): Promise<void> {
  await db.insertInto('sms_outbox').values({ id: randomUUID(), to_phone: to, template: sms.template, text_body: renderSms(sms, locale), sent_at: null, last_error: null }).execute();
}

/** Sends what is waiting through the provider; a failure stays for the next round, 5 attempts at most. Answers how many went. */
export async function deliverPendingSms(db: Kysely<Database>, provider: SmsProvider, log: { warn: (obj: object, msg: string) => void }): Promise<number> {
  const pending = await db.selectFrom('sms_outbox').selectAll().where('sent_at', 'is', null).where('attempts', '<', 5).orderBy('created_at').limit(20).execute();
  let sent = 0;
  for (const message of pending) {
    try {
      await provider.send({ to: message.to_phone, text: message.text_body });
      // eslint-disable-next-line storefront-api/no-wall-clock -- when the message left (a delivery record)
      await db.updateTable('sms_outbox').set({ sent_at: new Date(), attempts: message.attempts + 1, last_error: null }).where('id', '=', message.id).execute();
      sent++;
    } catch (error) {
      log.warn({ err: error, to: message.to_phone }, 'SMS delivery failed');
      await db.updateTable('sms_outbox').set({ attempts: message.attempts + 1, last_error: String(error).slice(0, 500) }).where('id', '=', message.id).execute();
    }
  }
  return sent;
}

/**
 * Delivers the outbox every 30 seconds through a provider, as the Mailer does with SMTP; without a provider there is
 * nothing to start (the sandbox). The app makes one when an SMS provider is configured and stops it on close.
 */
export class SmsDelivery {
  private timer: NodeJS.Timeout | null = null;
  private delivering = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly provider: SmsProvider,
    private readonly log: { warn: (obj: object, msg: string) => void },
  ) {}

  /** One round now (a round already running is not doubled). */
  async deliver(): Promise<number> {
    if (this.delivering) return 0;
    this.delivering = true;
    try {
      return await deliverPendingSms(this.db, this.provider, this.log);
    } finally {
      this.delivering = false;
    }
  }

  start(): void {
    if (!this.timer) this.timer = setInterval(() => void this.deliver(), 30_000).unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
