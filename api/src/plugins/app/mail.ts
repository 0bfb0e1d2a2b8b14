import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Mailer } from '../../mail/mailer';
import { SmsDelivery } from '../../sms/sms-outbox';
import { HttpSmsProvider } from '../../sms/sms-provider';

/**
 * app.mailer: the email outbox, delivered by SMTP when SMTP_URL is set; and the SMS outbox (phone codes), delivered
 * through the gateway of SMS_API_URL when it is set (else the codes stay in the outbox: the development mailbox).
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = new Mailer(app.db, { smtpUrl: app.config.smtpUrl, from: app.config.mailFrom, log: app.log });
    app.decorate('mailer', mailer);
    mailer.start();
    app.addHook('onClose', async () => mailer.stop());
    if (app.config.sms) {
      const sms = new SmsDelivery(app.db, new HttpSmsProvider(app.config.sms), app.log);
      sms.start();
      app.addHook('onClose', async () => sms.stop());
    }
  },
  { name: 'mail', dependencies: ['db', 'config'] },
);
