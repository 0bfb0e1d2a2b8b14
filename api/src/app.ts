import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { OffsetClock, systemClock, type Clock } from './clock';
import { loadConfig, type AppConfig } from './config';
import type { Db } from './db/connect';
import { dbPlugin } from './plugins/app/db';
import { domainsPlugin } from './plugins/app/domains';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrors } from './plugins/app/error-handler';
import { inputGuardPlugin } from './plugins/app/input-guard';
import { mailPlugin } from './plugins/app/mail';
import { jobsPlugin } from './jobs/plugin';
import { servicesRoutes } from './routes/services';
import { slaRoutes } from './routes/sla';
import { promotionAssetRoutes } from './routes/promotion-assets';
import { trialSettingsRoutes } from './routes/trial-settings';
import { sessionPlugin } from './plugins/app/session';
import { docsPlugin } from './plugins/external/docs';
import { externalPlugins } from './plugins/external/security';
import { adminRoutes } from './routes/admin';
import { remoteReportRoutes } from './routes/remote-reports';
import { adminGuard } from './routes/admin/guard';
import { balanceRoutes } from './routes/balance';
import { cartRoutes } from './routes/cart';
import { cloudServerRoutes } from './routes/cloud-servers';
import { hostingRoutes } from './routes/hosting';
import { addressRoutes } from './routes/addresses';
import { checkoutRoutes } from './routes/checkout';
import { catalogueRoutes } from './routes/catalogue';
import { configRoutes } from './routes/config';
import { devRoutes } from './routes/dev';
import { domainRoutes } from './routes/domains';
import { healthRoutes } from './routes/health';
import { invoiceRoutes } from './routes/invoices';
import { notificationRoutes } from './routes/notifications';
import { oauthRoutes } from './routes/oauth';
import { paymentRoutes } from './routes/payment';
import { onlinePaymentRoutes } from './routes/online-payment';
import { topUpRoutes } from './routes/top-up';
import { sandboxGateway } from './sandbox-gateway';
import { captchaPlugin, sandboxCaptchaRoutes } from './captcha';
import { paymentsPlugin } from './plugins/app/payments';
import { twoFactorRoutes } from './routes/two-factor';
import { userRoutes } from './routes/users';
import { cardRoutes } from './routes/cards';
import { eContractRoutes } from './routes/e-contracts';
import { voucherWalletRoutes } from './routes/vouchers';
import { paymentProfilePlugin } from './users/payment-profile';
import { blogRoutes } from './routes/blog';
import { supportRoutes } from './routes/support';
import { eventsRoutes } from './routes/events';
import { fortuneWheelRoutes } from './routes/fortune-wheel';
import { trialRoutes } from './routes/trial';
import { voucherSuggestionRoutes } from './routes/voucher-suggestion';
import { programmesRoutes, referralVisitPlugin } from './routes/programmes';
import { geoRoutes } from './routes/geo';
import { frontendPlugin } from './static/frontend';
import { seoPlugin } from './seo';
import { fastifyServerOptions, serverLimits, type ServerLimits } from './server-limits';

export interface BuildOptions {
  config?: AppConfig;
  /** An already open database (tests share one per file). */
  db?: Db;
  logger?: boolean;
  /**
   * The time domain rules reason with. Default: the system clock; outside production with the development
   * routes on, the system clock plus an offset that POST /api/dev/clock moves forward.
   */
  clock?: Clock;
  /** Timeouts and sizes of the HTTP server (server-limits.ts); tests shorten the timeouts. */
  serverLimits?: Partial<ServerLimits>;
}

/** The storefront server: the api under /api and the built front end, on one origin. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const limits = serverLimits({ ...config.timeouts, ...options.serverLimits });
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    // Forwarding headers are believed only from the configured proxies (TRUST_PROXY; none by default).
    trustProxy: config.trustProxy,
    // Request, headers, keep-alive and idle timeouts, and the body limit (finding 9).
    ...fastifyServerOptions(limits),
    // Errors answered before a route runs, and by Node's parser before a request exists, are { code, message } too (finding 10).
    frameworkErrors,
    clientErrorHandler,
    // Migrations, seeding and argon2 hashing of the seeded accounts on a busy 2-core machine can pass 10 s, and a
    // fresh embedded database on a machine far past its cores (load 20) passed 60 s.
    pluginTimeout: 180_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.clock ?? (config.devMailbox && !config.production ? new OffsetClock(systemClock) : systemClock);
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('config', config);
      },
      { name: 'config' },
    ),
  );
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('clock', clock);
      },
      { name: 'clock' },
    ),
  );
  await app.register(errorHandlerPlugin);
  await app.register(externalPlugins);
  // Before anything that reads the database (the session hook, the routes): control characters and bad encodings answer 400.
  await app.register(inputGuardPlugin, { maxUrlLength: limits.maxUrlLength });
  await app.register(docsPlugin);
  await app.register(dbPlugin, { existing: options.db });
  await app.register(domainsPlugin);
  await app.register(paymentsPlugin);
  await app.register(mailPlugin);
  await app.register(jobsPlugin);
  await app.register(sessionPlugin);
  await app.register(captchaPlugin);
  await app.register(paymentProfilePlugin);

  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(remoteReportRoutes);
  await app.register(adminGuard);
  await app.register(adminRoutes);
  await app.register(userRoutes);
  await app.register(twoFactorRoutes);
  await app.register(oauthRoutes);
  await app.register(devRoutes);
  await app.register(catalogueRoutes);
  await app.register(domainRoutes);
  await app.register(cartRoutes);
  await app.register(cloudServerRoutes);
  await app.register(hostingRoutes);
  await app.register(addressRoutes);
  await app.register(checkoutRoutes);
  await app.register(paymentRoutes);
  await app.register(cardRoutes);
  await app.register(eContractRoutes);
  await app.register(voucherWalletRoutes);
  await app.register(topUpRoutes);
  await app.register(onlinePaymentRoutes);
  if (app.config.paymentProviders === 'sandbox') await app.register(sandboxGateway);
  if (app.config.captcha?.provider === 'sandbox') await app.register(sandboxCaptchaRoutes);
  await app.register(balanceRoutes);
  await app.register(invoiceRoutes);
  await app.register(notificationRoutes);
  await app.register(servicesRoutes);
  await app.register(slaRoutes);
  await app.register(promotionAssetRoutes);
  await app.register(trialSettingsRoutes);
  await app.register(supportRoutes);
  await app.register(geoRoutes);
  await app.register(blogRoutes);
  await app.register(eventsRoutes);
  await app.register(fortuneWheelRoutes);
  await app.register(trialRoutes);
  await app.register(voucherSuggestionRoutes);
  await app.register(programmesRoutes);
  // A page opened from a referral link (?ref=CODE) counts a visit of it.
  await app.register(referralVisitPlugin);
  // /sitemap.xml and /robots.txt, ahead of the front end's fallback.
  await app.register(seoPlugin);
  await app.register(frontendPlugin);
  return app;
}
