import { sql } from 'kysely';
import type { Db } from '../db/database';
import { escapeLike } from '../db/like';

/** Domains whose name starts with the text (case-insensitive), with their owner. */
export function findDomainsByName(db: Db, text: string, limit: number) {
  return db
    .selectFrom('domains as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.id', 'd.domain', 'd.expires_at', 'u.id as user_id', 'u.email'])
    .where(sql<string>`lower(d.domain)`, 'like', `${escapeLike(text.toLowerCase())}%`)
    .orderBy('d.domain')
    .limit(limit)
    .execute();
}

/** Services whose name starts with the text (case-insensitive), or a server with that IP address (any of its addresses), with their owner. */
export function findServicesByNameOrIp(db: Db, text: string, limit: number) {
  return db
    .selectFrom('services as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.kind', 's.name', 's.status', sql<string | null>`s.details->>'ip'`.as('ip'), 'u.id as user_id', 'u.email'])
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(s.name)`, 'like', `${escapeLike(text.toLowerCase())}%`),
        eb(sql<string>`s.details->>'ip'`, '=', text),
        eb(sql<boolean>`s.details->'ips' @> ${JSON.stringify([text])}::jsonb`, '=', true),
      ]),
    )
    .orderBy('s.name')
    .limit(limit)
    .execute();
}
