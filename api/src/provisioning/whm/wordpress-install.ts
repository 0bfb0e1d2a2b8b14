import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/database';
import { findWordpressExtras } from '../../hosting/hosting.repository';
import { ProvisioningError, type ProvisionRequest } from '../provisioner';
import type { WhmClient } from './whm-client';
import type { WpToolkitShell } from './wp-toolkit-shell';

/** What the customer chose in the WordPress configurator (wordpress_extras keys): its THEME and PLUGIN steps. */
export interface WordpressChoice {
  theme: string | null;
  plugins: string[];
}

/** How often, and how many times, a create looks at WP Toolkit's install before leaving it to a retry. */
export interface WordpressTiming {
  pollMs: number;
  looks: number;
}

/** Every 5 seconds for 5 minutes. */
export const WORDPRESS_TIMING: WordpressTiming = { pollMs: 5000, looks: 60 };

/** Where a WordPress install on an account stands. */
export type WordpressInstallState = 'installed' | 'installing' | 'absent';

/**
 * The WordPress choice of a service: the request's, else the order item's payload (`theme`, `plugins`: what
 * cart/hosting-pricing.ts keeps from the configurator), found through the service's order_item_id.
 */
export async function wordpressChoiceOf(request: ProvisionRequest, db: Db): Promise<WordpressChoice> {
  if (request.wordpress) return { theme: request.wordpress.theme, plugins: [...request.wordpress.plugins] };
  const row = await db
    .selectFrom('services')
    .innerJoin('order_items', 'order_items.id', 'services.order_item_id')
    .select('order_items.payload')
    .where('services.id', '=', request.serviceId)
    .executeTakeFirst();
  const payload = (row?.payload ?? {}) as { theme?: unknown; plugins?: unknown };
  return {
    theme: typeof payload.theme === 'string' && payload.theme ? payload.theme : null,
    plugins: Array.isArray(payload.plugins) ? payload.plugins.filter((key): key is string => typeof key === 'string') : [],
  };
}

/** What WP-CLI installs (wordpress_extras.package): a wordpress.org slug, or an https address of a zip. */
function checkedPackage(key: string, wpPackage: string | null): string {
  if (wpPackage && /^[a-z0-9][a-z0-9-]{0,99}$/.test(wpPackage)) return wpPackage;
  if (wpPackage && /^https:\/\/[^\s]+\.zip$/.test(wpPackage) && URL.canParse(wpPackage)) return wpPackage;
  throw new ProvisioningError(`The WordPress extra "${key}" has no package WP-CLI can install (wordpress_extras.package: a wordpress.org slug or an https .zip)`, false);
}

/**
 * WordPress on a cPanel account, with the theme and plugins the customer chose.
 *
 * WordPress itself, through cPanel's UAPI module WordPressSite called as the account's user with WHM API 1
 * uapi_cpanel (cpanel.module=WordPressSite):
 * - `retrieve` answers `{ install_status, details }` — 'success' with WP Toolkit's `info -domain-name` of the
 *   primary domain's site (JSON: `alive`, `hidden`, and the site's instance `id`) once WordPress runs there, else the
 *   status of the install WP Toolkit has under way;
 * - `create` starts WP Toolkit installing WordPress in the primary domain's document root, in the background
 *   (it needs the account's `wp-toolkit` feature: the WHM package's feature list must have it).
 * Source: cPanel's Cpanel/API/WordPressSite.pm (create → admin bin `wpt install`, retrieve → WpToolkitCli `info
 * -domain-name`). What `install_status` holds while installing or after a failure is not documented: anything but
 * 'success' and a word of progress counts as absent, so a failed install is started again.
 *
 * The theme and plugins, through WP Toolkit's command line over SSH as root (docs.cpanel.net, "WP Toolkit Command
 * Line Interface": `wp-toolkit --wp-cli -instance-id <id> -- <wp-cli command>`) running WP-CLI's `theme install
 * <package> --activate` and `plugin install <package>… --activate`
 * (https://developer.wordpress.org/cli/commands/theme/install/, …/plugin/install/). Asked again, WP-CLI installs
 * nothing twice: an extra already there is not an error, and it is activated (wp-cli/extension-command,
 * CommandWithUpgrade::install, `already_installed`).
 */
export class WordpressInstaller {
  constructor(
    private readonly whm: WhmClient,
    private readonly shell: WpToolkitShell,
    private readonly timing: WordpressTiming = WORDPRESS_TIMING,
  ) {}

  async state(user: string): Promise<{ state: WordpressInstallState; instanceId: number | null }> {
    const data = await this.whm.uapi<{ install_status?: unknown; details?: { id?: unknown } } | null>(user, 'WordPressSite', 'retrieve');
    const status = String(data?.install_status ?? '').toLowerCase();
    if (status === 'success') {
      const id = Number(data?.details?.id);
      if (!Number.isInteger(id) || id <= 0) throw new ProvisioningError(`WP Toolkit named no instance id for ${user}'s WordPress site`, false);
      return { state: 'installed', instanceId: id };
    }
    return { state: /progress|running|installing|pending|queued|started/.test(status) ? 'installing' : 'absent', instanceId: null };
  }

  /**
   * Makes the account's site what the customer chose: starts the WordPress install unless it is there or on its way,
   * looks every `pollMs` until it runs (WP Toolkit installs in the background, in seconds to a minute or two), then
   * installs and activates the theme and plugins. Still installing after `looks` looks, or an install that stopped
   * without a site, is retryable (the job asks again later, and WP Toolkit's install is not started twice).
   */
  async ensure(user: string, choice: WordpressChoice, db: Db): Promise<void> {
    let started = false;
    for (let look = 1; ; look += 1) {
      const site = await this.state(user);
      if (site.state === 'installed') return this.installExtras(site.instanceId!, choice, db);
      if (site.state === 'absent') {
        if (started) throw new ProvisioningError(`WP Toolkit's WordPress install on ${user}'s account stopped without a site`);
        await this.whm.uapi(user, 'WordPressSite', 'create');
        started = true;
      }
      if (look >= this.timing.looks) throw new ProvisioningError(`WordPress is still being installed on ${user}'s account`);
      await sleep(this.timing.pollMs);
    }
  }

  private async installExtras(instanceId: number, choice: WordpressChoice, db: Db): Promise<void> {
    const keys = [...(choice.theme ? [choice.theme] : []), ...choice.plugins];
    const rows = new Map((await findWordpressExtras(db, keys)).map((row) => [row.key, row]));
    const packageOf = (key: string, kind: 'theme' | 'plugin') => {
      const row = rows.get(key);
      if (!row || row.kind !== kind) throw new ProvisioningError(`The WordPress ${kind} "${key}" is not in the catalogue`, false);
      return checkedPackage(key, row.package);
    };
    const site = ['--wp-cli', '-instance-id', String(instanceId), '--'];
    if (choice.theme) await this.shell.run([...site, 'theme', 'install', packageOf(choice.theme, 'theme'), '--activate']);
    if (choice.plugins.length) await this.shell.run([...site, 'plugin', 'install', ...choice.plugins.map((key) => packageOf(key, 'plugin')), '--activate']);
  }
}
