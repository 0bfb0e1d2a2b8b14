import type { AreaDeps } from '../deps';
import { captchaClientConfig } from '../captcha/client-config';
import { productsUnderMaintenance } from '../maintenance/maintenance.repository';
import { settingsOf } from './index';

/**
 * The storefront configuration (GET /api/config): flags and theme as staff set them (issue 18; the environment gave
 * them at first start), the products under a maintenance window now, and what the shell loads. The shell polls it
 * (revalidated: 304 when unchanged) and the server renderer reads it per page.
 */
export async function storefrontConfig(deps: Pick<AreaDeps, 'db' | 'config' | 'clock'>) {
  const [settings, maintenanceProducts] = await Promise.all([settingsOf(deps).read(), productsUnderMaintenance(deps.db, deps.clock.now())]);
  return {
    theme: settings.theme,
    flags: settings.flags,
    vatRateBasisPoints: deps.config.vatRateBasisPoints,
    currency: 'USD' as const,
    timezone: 'Asia/Bangkok',
    // The captcha the shell loads on protected forms (spec §7), or null when none is configured.
    captcha: captchaClientConfig(deps.config.captcha),
    // The tag manager the shell loads (spec §7), or null: off, and absent from the CSP.
    tagManagerId: deps.config.tagManagerId,
    // Error reporting the shell loads lazily (issue 14), or null: off, and absent from the CSP.
    monitoring: deps.config.monitoring,
    // Canonical links and structured data name pages by the public address.
    siteUrl: deps.config.publicUrl,
    maintenanceProducts,
  };
}
