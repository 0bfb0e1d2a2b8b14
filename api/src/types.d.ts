import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database, UserRow } from './db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
  }
}
