import type { AppConfig } from './config';

/** What `npm start` prints once listening: where things are, and which mode the server runs in. */
export function startBanner(config: AppConfig, url: string): string {
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir ?? 'memory'}`;
  const development = config.devMailbox && !config.production;
  const mode = config.production
    ? 'production (secrets from the environment; no development routes)'
    : development
      ? `development (NODE_ENV=${process.env.NODE_ENV ?? 'unset'}): mailbox ${url}/dev/mailbox, registry auth codes and clock — answered only to this machine`
      : 'development without development routes (DEV_MAILBOX=false)';
  const proxies = config.trustProxy ? config.trustProxy.join(', ') : 'none (client address = the connection’s)';
  return [
    `Storefront: ${url}`,
    `api:        ${url}/api   (docs: ${url}/api/docs)`,
    `database:   ${database}`,
    `mode:       ${mode}`,
    `proxies:    ${proxies}`,
    `captcha:    ${config.captcha ? `${config.captcha.provider} v${config.captcha.version}` : 'off (no CAPTCHA_SITE_KEY)'}`,
    `providers:  ${providers(config)}`,
  ].join('\n');
}

/** The payments' set and the methods given a real party of their own (PAYMENT_PROVIDER_<METHOD>). */
function payments(config: AppConfig): string {
  const own = [
    ['card', config.cardProvider],
    ['bank card / QR', config.bankCardProvider],
    ['wallet', config.walletProvider],
  ].filter(([, party]) => party);
  return own.length ? `${config.paymentProviders} (${own.map(([method, party]) => `${method} ${party}`).join(', ')})` : config.paymentProviders;
}

/** The provisioning default and the kinds given a real party of their own (PROVISIONING_PROVIDER_<KIND>). */
function provisioning(config: AppConfig): string {
  const own = [
    ['cloud servers', config.proxmox ? 'proxmox' : null],
    ['hosting', config.whm ? 'whm' : null],
  ].filter(([, party]) => party);
  return own.length ? `${config.provisioningProvider} (${own.map(([kind, party]) => `${kind} ${party}`).join(', ')})` : config.provisioningProvider;
}

/** The payment, registry and provisioning providers; the sandboxes said so in capitals (no real money, names or servers). */
function providers(config: AppConfig): string {
  const chosen = [
    ['payments', payments(config)],
    ['registry', config.domainRegistry],
    ['provisioning', provisioning(config)],
  ] as const;
  const sandboxes = chosen.filter(([, provider]) => provider.startsWith('sandbox')).map(([role]) => role);
  const list = chosen.map(([role, provider]) => `${role} ${provider}`).join(', ');
  return sandboxes.length ? `${list} — SANDBOX (${sandboxes.join(', ')}): no real money, domain names or servers` : list;
}
