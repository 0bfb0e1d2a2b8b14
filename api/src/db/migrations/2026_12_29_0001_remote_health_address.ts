import type { Kysely } from 'kysely';

/**
 * The client address group a remote_health session was reported from (issue 28, item 2; ADR 0010): a keyed hash of
 * the IPv4 address or IPv6 /64, never the address itself, so the health counts at most a few sessions per address
 * (api/src/remotes/report-address.ts). Rows from before it have none and count each as an address of its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('remote_health').addColumn('address_hash', 'text').execute();
  await db.schema.createIndex('remote_health_address_idx').on('remote_health').columns(['remote', 'version', 'address_hash', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('remote_health_address_idx').ifExists().execute();
  await db.schema.alterTable('remote_health').dropColumn('address_hash').execute();
}
