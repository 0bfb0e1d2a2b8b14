import { sql, type Kysely } from 'kysely';

/**
 * The console's one search box (issue 32 items 3 and 5): a domain or a service by the start of its name
 * (text_pattern_ops: LIKE 'start%' in any collation), a server by its primary IP or any of its addresses.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index domains_name_prefix_idx on domains (lower(domain) text_pattern_ops)`.execute(db);
  await sql`create index services_name_prefix_idx on services (lower(name) text_pattern_ops)`.execute(db);
  await sql`create index services_ip_idx on services ((details->>'ip'))`.execute(db);
  await sql`create index services_ips_idx on services using gin ((details->'ips'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['services_ips_idx', 'services_ip_idx', 'services_name_prefix_idx', 'domains_name_prefix_idx']) await db.schema.dropIndex(name).execute();
}
