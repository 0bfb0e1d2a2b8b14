import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Mailer } from '../../mail/mailer';

/** app.mailer: the email outbox, delivered by SMTP when SMTP_URL is set. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = new Mailer(app.db, { smtpUrl: app.config.smtpUrl, from: app.config.mailFrom, log: app.log });
    app.decorate('mailer', mailer);
    mailer.start();
    app.addHook('onClose', async () => mailer.stop());
  },
  { name: 'mail', dependencies: ['db', 'config'] },
);
