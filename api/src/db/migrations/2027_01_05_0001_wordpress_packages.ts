import type { Kysely } from 'kysely';

/**
 * What WP-CLI installs for each WordPress theme and plugin of the configurator (issue 31 item 3): a wordpress.org
 * slug, or the https address of the provider's own zip (`wp theme install <slug|url>`,
 * https://developer.wordpress.org/cli/commands/theme/install/). The seed fills it; an extra without one cannot be
 * installed, and a WordPress service that chose it is refused for staff to see (provisioning/whm/wordpress-install.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wordpress_extras').addColumn('package', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wordpress_extras').dropColumn('package').execute();
}
