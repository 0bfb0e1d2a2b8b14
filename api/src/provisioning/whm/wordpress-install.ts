import type { Db } from '../../db/database';
import type { ProvisionRequest } from '../provisioner';
import type { WhmClient } from './whm-client';

/** What the customer chose in the WordPress configurator (wordpress_extras keys): its THEME and PLUGIN steps. */
export interface WordpressChoice {
  theme: string | null;
  plugins: string[];
}

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

/**
 * WordPress on a cPanel account, through cPanel's UAPI module WordPressSite called as the account's user with WHM
 * API 1 uapi_cpanel (cpanel.module=WordPressSite):
 * - `retrieve` answers `{ install_status, details }` — 'success' with WP Toolkit's `info` of the primary domain's
 *   site once WordPress runs there, else the status of the install WP Toolkit has under way;
 * - `create` starts WP Toolkit installing WordPress in the primary domain's document root, in the background
 *   (it needs the account's `wp-toolkit` feature: the WHM package's feature list must have it).
 * Source: cPanel's Cpanel/API/WordPressSite.pm (create → admin bin `wpt install`, retrieve → WpToolkitCli `info
 * -domain-name`). What `install_status` holds while installing or after a failure is not documented: anything but
 * 'success' and a word of progress counts as absent, so a failed install is started again.
 *
 * The theme and plugins are NOT installed: neither WHM API 1 nor a documented UAPI function installs a WordPress
 * theme or plugin (WP Toolkit does it from its command line, `wp-toolkit --wp-cli -instance-id N -- plugin install
 * <slug> --activate`, over SSH as root — docs.cpanel.net, "WP Toolkit Command Line Interface"). docs/adr/0015 says
 * how that step can be added; the choice is read here so the step has what it needs.
 */
export class WordpressInstaller {
  constructor(private readonly whm: WhmClient) {}

  async state(user: string): Promise<WordpressInstallState> {
    const data = await this.whm.uapi<{ install_status?: unknown } | null>(user, 'WordPressSite', 'retrieve');
    const status = String(data?.install_status ?? '').toLowerCase();
    if (status === 'success') return 'installed';
    return /progress|running|installing|pending|queued|started/.test(status) ? 'installing' : 'absent';
  }

  /** Starts the install unless WordPress is there or on its way (asked again, it installs nothing twice). */
  async ensure(user: string, _choice: WordpressChoice): Promise<WordpressInstallState> {
    const state = await this.state(user);
    if (state !== 'absent') return state;
    await this.whm.uapi(user, 'WordPressSite', 'create');
    return 'installing';
  }
}
