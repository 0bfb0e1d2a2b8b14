/**
 * The local fakes of the real payment parties (payway-fake.ts, paypal-fake.ts, cybersource-fake.ts) as serve-fakes.ts
 * runs them, and the environment a storefront needs to use them: each method's real adapter, pointed at its fake
 * with the credentials the fake checks (api/src/config.ts: PAYMENT_PROVIDER_BANK_CARD, _WALLET, _CARD and each
 * party's own variables).
 */
export interface PartyFakes {
  payway: { baseUrl: string; merchantId: string; apiKey: string };
  paypal: { baseUrl: string; clientId: string; clientSecret: string; webhookId: string };
  cybersource: { baseUrl: string; merchantId: string; keyId: string; secretKey: string };
}

/** The test credentials every fake is started with (not secrets: they open nothing but the fakes). */
export const FAKE_CREDENTIALS = {
  payway: { merchantId: 'ec000002', apiKey: 'payway-e2e-api-key' },
  paypal: { clientId: 'AYpaypal-e2e-client', clientSecret: 'EPpaypal-e2e-secret', webhookId: '8PT597110X687430LKGECATA' },
  // The shared secret is base64, as CyberSource's Business Center shows it (config.ts refuses anything else).
  cybersource: { merchantId: 'storefront_kh', keyId: '08c94330-f618-42a3-b09d-e1e43be5efda', secretKey: Buffer.from('cybersource-e2e-shared-secret').toString('base64') },
} as const;

/**
 * The storefront's environment for the fakes: bank card / QR to ABA PayWay, the wallet to PayPal, cards to
 * CyberSource, each at its fake's origin. The environments stay the sandbox ones (PAYPAL_ENVIRONMENT,
 * CYBERSOURCE_ENVIRONMENT unset): CyberSource's requests are signed for apitest.cybersource.com, the host its fake
 * expects.
 */
export function storefrontEnvOf(fakes: PartyFakes): Record<string, string> {
  return {
    PAYMENT_PROVIDER_BANK_CARD: 'payway',
    PAYWAY_MERCHANT_ID: fakes.payway.merchantId,
    PAYWAY_API_KEY: fakes.payway.apiKey,
    PAYWAY_BASE_URL: fakes.payway.baseUrl,
    PAYMENT_PROVIDER_WALLET: 'paypal',
    PAYPAL_CLIENT_ID: fakes.paypal.clientId,
    PAYPAL_CLIENT_SECRET: fakes.paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: fakes.paypal.webhookId,
    PAYPAL_BASE_URL: fakes.paypal.baseUrl,
    PAYMENT_PROVIDER_CARD: 'cybersource',
    CYBERSOURCE_MERCHANT_ID: fakes.cybersource.merchantId,
    CYBERSOURCE_KEY_ID: fakes.cybersource.keyId,
    CYBERSOURCE_SECRET_KEY: fakes.cybersource.secretKey,
    CYBERSOURCE_BASE_URL: fakes.cybersource.baseUrl,
  };
}

/**
 * The fulfilment parties' fakes as serve-fakes.ts runs them (epp-fake.ts, proxmox-fake.ts, whm-fake.ts): where each
 * listens, the files and credentials the storefront needs, and what the storefront's settings map onto the fake
 * (Proxmox's templates by operating system key, WHM's packages by plan key).
 */
export interface FulfilmentFakes {
  epp: { host: string; port: number; clientId: string; password: string; files: { cert: string; key: string; ca: string }; heldElsewhere: { domain: string; authCode: string } };
  proxmox: { baseUrl: string; tokenId: string; tokenSecret: string; node: string; templates: Record<string, number>; storage: { ssd: string; hdd: string; backup: string }; bridge: string };
  whm: { baseUrl: string; username: string; token: string; ca: string; packages: Record<string, string>; ssh: { host: string; port: number; hostKeyFingerprint: string; privateKey: string } };
}

/** The EPP login the fake is started with (RFC 5730: clID 3–16, pw 6–16 characters). */
export const FAKE_EPP_LOGIN = { clientId: 'storefront', password: 'epp-E2e-pw1' } as const;

/** Proxmox's storages and bridge, on the fake and in the storefront's settings alike. */
export const FAKE_PROXMOX_LAYOUT = { node: 'pve1', storage: { ssd: 'ssd-pool', hdd: 'hdd-pool', backup: 'local' }, bridge: 'vmbr0' } as const;

/** A template vmid for each operating system key the cloud configurator offers (CLOUD_OS_KEYS), from 9000 in order. */
export function proxmoxTemplatesOf(osKeys: readonly string[]): Record<string, number> {
  return Object.fromEntries(osKeys.map((key, index) => [key, 9000 + index]));
}

/** A WHM package for each hosting plan key the catalogue sells: `wp-basic` → `sf_wp_basic`. */
export function whmPackagesOf(planKeys: readonly string[]): Record<string, string> {
  return Object.fromEntries(planKeys.map((key) => [key, `sf_${key.replace(/-/g, '_')}`]));
}

const pairs = (map: Record<string, string | number>) =>
  Object.entries(map)
    .map(([key, value]) => `${key}=${value}`)
    .join(',');

/**
 * The storefront's environment for the fulfilment fakes: domains to the EPP registry (DOMAIN_REGISTRY=epp, mutual
 * TLS with the fake's client certificate, its server certificate trusted as EPP_CA), cloud servers to Proxmox VE,
 * hosting to cPanel & WHM (its self-signed certificate trusted as WHM_CA, the PEM itself; its shell, where WP Toolkit
 * installs themes and plugins, reached with the fake's key and known by its host key).
 */
export function fulfilmentEnvOf(fakes: FulfilmentFakes): Record<string, string> {
  return {
    DOMAIN_REGISTRY: 'epp',
    EPP_HOST: fakes.epp.host,
    EPP_PORT: String(fakes.epp.port),
    EPP_CLIENT_ID: fakes.epp.clientId,
    EPP_PASSWORD: fakes.epp.password,
    EPP_CERT: fakes.epp.files.cert,
    EPP_KEY: fakes.epp.files.key,
    EPP_CA: fakes.epp.files.ca,
    PROVISIONING_PROVIDER_CLOUD_SERVER: 'proxmox',
    PROXMOX_BASE_URL: fakes.proxmox.baseUrl,
    PROXMOX_TOKEN_ID: fakes.proxmox.tokenId,
    PROXMOX_TOKEN_SECRET: fakes.proxmox.tokenSecret,
    PROXMOX_NODE: fakes.proxmox.node,
    PROXMOX_TEMPLATES: pairs(fakes.proxmox.templates),
    PROXMOX_STORAGE_SSD: fakes.proxmox.storage.ssd,
    PROXMOX_STORAGE_HDD: fakes.proxmox.storage.hdd,
    PROXMOX_STORAGE_BACKUP: fakes.proxmox.storage.backup,
    PROXMOX_BRIDGE: fakes.proxmox.bridge,
    PROVISIONING_PROVIDER_HOSTING: 'whm',
    WHM_BASE_URL: fakes.whm.baseUrl,
    WHM_USERNAME: fakes.whm.username,
    WHM_API_TOKEN: fakes.whm.token,
    WHM_PACKAGES: pairs(fakes.whm.packages),
    WHM_CA: fakes.whm.ca,
    WHM_SSH_HOST: fakes.whm.ssh.host,
    WHM_SSH_PORT: String(fakes.whm.ssh.port),
    WHM_SSH_KEY: fakes.whm.ssh.privateKey,
    WHM_SSH_HOST_KEY: fakes.whm.ssh.hostKeyFingerprint,
  };
}
