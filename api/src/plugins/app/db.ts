import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connect, type Db } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { seed } from '../../db/seed/seed';

/** Opens the database (PostgreSQL or embedded PGlite), migrates it, seeds it, and closes it with the app. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { existing?: Db }) => {
    const { config } = app;
    const connection = options.existing ?? (await connect(config));
    await migrateToLatest(connection.db, connection.kind === 'postgres' ? config.dbSchema : null);
    if (config.seed) await seed(connection.db, config.repoRoot, { vatName: config.vatName, vatRateBasisPoints: config.vatRateBasisPoints, now: app.clock.now() });
    app.decorate('db', connection.db);
    app.addHook('onClose', async () => {
      if (!options.existing) await connection.close();
    });
    app.log.info({ database: connection.kind }, 'database ready');
  },
  { name: 'db', dependencies: ['config', 'clock'] },
);
