import type { FastifyInstance } from 'fastify';

/**
 * What an area module's functions may need of the running api (issue 29 item 1, ADR 0012): the database, the clock,
 * the configuration, and the outside parties' adapters. A function names the part it uses —
 * `deps: Pick<AreaDeps, 'db' | 'clock'>` — so a route calls it with the app (`listNotifications(app, …)`) and never
 * touches the database itself, and a test calls it with the app or with a database and a manual clock of its own.
 */
export type AreaDeps = Pick<FastifyInstance, 'db' | 'clock' | 'config' | 'log' | 'mailer' | 'jobs' | 'registry' | 'provisioner' | 'tldCatalogue' | 'paymentProviders' | 'captcha'>;
