import { sql } from 'kysely';
import type { AreaDeps } from '../deps';

/** Whether the database answers (GET /api/health): resolves when it does, throws when it does not. */
export async function pingDatabase(deps: Pick<AreaDeps, 'db'>): Promise<void> {
  await sql`select 1`.execute(deps.db);
}
