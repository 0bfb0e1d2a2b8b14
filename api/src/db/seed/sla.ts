import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database';

/**
 * A realistic outage on the demo customer's cloud servers (once each, when they have one that ran last month): a host
 * node failure of 9 hours last month — uptime about 98.75 %, the 10 % credit tier — so the service page shows a
 * credit to claim.
 */
export async function seedSlaIncidents(db: Kysely<Database>, demoEmail: string, now: Date): Promise<void> {
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 12, 2, 30));
  const servers = await db
    .selectFrom('services')
    .innerJoin('users', 'users.id', 'services.user_id')
    .select(['services.id'])
    .where('users.email', '=', demoEmail)
    .where('services.kind', '=', 'cloud-server')
    .where('services.starts_at', '<=', lastMonth)
    .execute();
  for (const server of servers) {
    const recorded = await db.selectFrom('server_incidents').select('id').where('service_id', '=', server.id).limit(1).executeTakeFirst();
    if (recorded) continue;
    await db
      .insertInto('server_incidents')
      .values({ id: randomUUID(), service_id: server.id, started_at: lastMonth, minutes: 540, description: 'Host node power supply failure; the server was moved to another node', created_at: now })
      .execute();
  }
}
