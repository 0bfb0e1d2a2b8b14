import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportSchemas as routes } from '@storefront/contracts';
import { requireCaptcha } from '../../captcha';
import { receiveSupportMessage } from '../../support/support.repository';
import { routeOf } from '../route-of';

/** Contact-us messages from one address: 5 in 10 minutes (a person writes one; a script gets SYSTEM_BUSY). */
export const SUPPORT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** The support area (spec §7 Other: POST /contacts): the contact-us form. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.sendSupportMessage, {
      description:
        "A visitor's message to the support team (name, email, optional phone with its calling code, a topic of the fixed list, up to 2000 characters). Stored, mailed to the support address and acknowledged to the sender through the outbox; answers 201 with its reference. BAD_REQUEST with details.fields for a field the §5 rules refuse. With a captcha configured, the x-captcha-token header carries a token for the action contact (CAPTCHA_REQUIRED / CAPTCHA_INVALID otherwise). At most 5 per address in 10 minutes (429 SYSTEM_BUSY beyond).",
    }),
    config: { rateLimit: SUPPORT_RATE_LIMIT },
    preHandler: requireCaptcha('contact'),
    handler: async (request, reply) => {
      const user = request.user;
      const { acknowledged, ...receipt } = await receiveSupportMessage(app, request.body, { userId: user?.id ?? null, accountEmail: user?.email ?? null, ip: request.ip ?? null });
      if (!acknowledged) request.log.warn({ reference: receipt.reference }, 'contact-us acknowledgement skipped: daily limit for this address');
      request.log.info({ reference: receipt.reference, topic: request.body.topic }, 'contact-us message received');
      // Delivery after the commit (SMTP configured only; otherwise the messages wait in the outbox).
      setImmediate(() => void app.mailer.deliverPending());
      return reply.status(201).send(receipt);
    },
  });
};
