import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NOTIFICATION_RETENTION_DAYS, SEASONAL_THEMES, SENTRY_DSN_PATTERN, TAG_MANAGER_ID_PATTERN, type FeatureFlags, type SeasonalTheme } from '@storefront/contracts';
import type { SellerConfig } from './invoices/seller';
import { PAYPAL_ORIGINS, type PaypalEndpoint } from './payments/providers/paypal/endpoint';
import type { CybersourceEndpoint } from './payments/providers/cybersource/endpoint';
import { resolveSecrets, type SecretName } from './secrets';
import { chosenParty, int, nonEmpty, partyCredentials, partyOrigin, partyTimeout, type Env } from './party-settings';
import { proxmoxSettings, type ProxmoxConfig } from './provisioning/proxmox/proxmox-config';
import { readEppConfig, type EppConfig } from './registry/epp/epp-config';
import { whmConfigIfChosen, type WhmConfig } from './provisioning/whm/whm-config';


/** The repository root (api/src/config.ts → ../..). */
export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface AppConfig {
  port: number;
  host: string;
  production: boolean;
  logLevel: string;
  databaseUrl: string | null;
  /** PostgreSQL schema to use (tests use a fresh one each); null = public. */
  dbSchema: string | null;
  /** PGlite data folder; null = in memory. */
  dataDir: string | null;
  theme: SeasonalTheme;
  /** VAT rate in basis points (10 % = 1000): VAT_PERCENT × 100, or VAT_RATE_BP when set. Snapshotted on orders and invoices. */
  vatRateBasisPoints: number;
  /** The tax's name on invoices (VAT_NAME, default 'VAT'). */
  vatName: string;
  /** The seller every invoice names (SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_ADDRESS_KM, SELLER_VAT_TIN): the one place they are set. */
  seller: SellerConfig;
  /** PostgreSQL connections in the pool (DB_POOL_SIZE). */
  dbPoolSize: number;
  flags: FeatureFlags;
  remotesBaseUrl: string;
  remoteUrls: Record<string, string>;
  shellDist: string;
  /** How long a server render waits for a remote's server build before rendering without it (SSR_REMOTE_BUDGET_MS, default 300). */
  ssrRemoteBudgetMs: number;
  /** Pages rendered on the server at once, and how many may wait; past that a page renders in the browser. */
  ssrMaxRenders: number;
  ssrMaxWaiting: number;
  repoRoot: string;
  allowedOrigins: string[];
  /**
   * The proxies whose forwarding headers (X-Forwarded-For, -Proto, -Host) are believed (TRUST_PROXY): false
   * (the default) = none, the client address is the socket's; else addresses, CIDRs or proxy-addr's names
   * (loopback, linklocal, uniquelocal). The address rate limits count by comes from here.
   */
  trustProxy: false | string[];
  login: { maxAttempts: number; blockMinutes: number };
  /** Access token minutes and refresh token (session) days. */
  tokens: { accessMinutes: number; refreshDays: number };
  /** The storefront's public address, used in emailed links. */
  publicUrl: string;
  /** SMTP server for the email outbox (smtp://user:pass@host:port); null = emails stay in the outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * The SMS gateway phone codes are delivered through (SMS_API_URL, SMS_API_TOKEN, SMS_FROM: all three or none);
   * null = messages stay in the SMS outbox, which the development mailbox shows (the sandbox).
   */
  sms: { url: string; token: string; from: string } | null;
  /** Where contact-us messages are mailed (SUPPORT_EMAIL; default support@ the domain of MAIL_FROM). */
  supportEmail: string;
  /**
   * Development mode (DEV_MAILBOX: on outside production, never in production): the mailbox, the sandbox
   * registry's auth codes and the clock, answered only to requests from this machine (routes/dev).
   */
  devMailbox: boolean;
  /** Minutes a reset-password link, an email code and a two-factor-off link stay valid. */
  linkMinutes: { resetPassword: number; verifyEmail: number; twoFactorDisable: number };
  /** Forgot-password requests allowed per address per hour (beyond it the answer is the same, no email). */
  resetPerAddressPerHour: number;
  /** Third-party login (Google Identity Services): null client id = off. */
  google: { clientId: string | null; jwksUrl: string; issuers: string[] };
  /** Issuer name shown in authenticator apps. */
  totpIssuer: string;
  /** The domain registry provider (DOMAIN_REGISTRY): `sandbox` until a real registrar is configured. */
  domainRegistry: string;
  /** The EPP registry's settings (DOMAIN_REGISTRY=epp: EPP_HOST, EPP_PORT, EPP_CLIENT_ID, EPP_PASSWORD, EPP_CERT, EPP_KEY, EPP_CA, EPP_TIMEOUT_MS, EPP_POOL_SIZE; ADR 0013); null otherwise. */
  epp: EppConfig | null;
  /**
   * The secret the sandbox registry derives each registered name's auth (EPP) code from
   * (REGISTRY_SANDBOX_SECRET; development: generated per data folder, see secrets.ts).
   */
  registrySandboxSecret: string;
  /** The payment providers (PAYMENT_PROVIDERS): `sandbox` runs every method against the built-in sandbox gateway. */
  paymentProviders: string;
  /**
   * The secret provider callbacks are signed with (HMAC-SHA256 over "<timestamp>.<raw body>";
   * PAYMENT_CALLBACK_SECRET, required in production; development: generated per data folder).
   */
  paymentCallbackSecret: string;
  /**
   * The bank card / QR method's own provider (PAYMENT_PROVIDER_BANK_CARD): `payway` (ABA PayWay), or null for the
   * set PAYMENT_PROVIDERS names (the sandbox's). The other methods keep the set's until they have a real party.
   */
  bankCardProvider: 'payway' | null;
  /**
   * ABA PayWay (PAYWAY_MERCHANT_ID, PAYWAY_API_KEY, PAYWAY_BASE_URL, PAYWAY_TIMEOUT_MS), set when bank card / QR
   * goes to it; the API key signs every request and is never logged.
   */
  payway: PaywayConfig | null;
  /**
   * The wallet method's own provider (PAYMENT_PROVIDER_WALLET): `paypal` (PayPal, through its official SDK), or null
   * for the set PAYMENT_PROVIDERS names (the sandbox's).
   */
  walletProvider: 'paypal' | null;
  /**
   * PayPal (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_ENVIRONMENT, PAYPAL_BASE_URL,
   * PAYPAL_TIMEOUT_MS), set when the wallet goes to it; the client secret is never logged.
   */
  paypal: PaypalEndpoint | null;
  /**
   * The card method's own provider (PAYMENT_PROVIDER_CARD): `cybersource` (CyberSource, through its official SDK:
   * Microform fields, payer authentication, authorisation), or null for the set PAYMENT_PROVIDERS names (the sandbox's).
   */
  cardProvider: 'cybersource' | null;
  /**
   * CyberSource (CYBERSOURCE_MERCHANT_ID, CYBERSOURCE_KEY_ID, CYBERSOURCE_SECRET_KEY, CYBERSOURCE_ENVIRONMENT,
   * CYBERSOURCE_BASE_URL, CYBERSOURCE_TIMEOUT_MS), set when cards go to it; the secret key is never logged.
   */
  cybersource: CybersourceEndpoint | null;
  /** The captcha (spec §7 third-party loading); null = off (no keys configured). */
  captcha: CaptchaConfig | null;
  /** The tag manager's container id (TAG_MANAGER_ID, GTM-XXXXXXX; spec §7 third-party loading); null = off, and absent from the CSP. */
  tagManagerId: string | null;
  /** Error reporting (SENTRY_DSN, SENTRY_ENVIRONMENT): the DSN the shell reports to; null = off, and absent from the CSP. */
  monitoring: { dsn: string; environment: string; release: string } | null;
  /** The bank account bank and wire transfers are sent to (shown with the payment's reference). */
  transferAccount: { bankName: string; accountName: string; accountNumber: string; swiftCode: string };
  /** Server timeouts set by the environment (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, CONNECTION_TIMEOUT_MS); the rest keep server-limits.ts's defaults. */
  timeouts: { requestTimeoutMs?: number; headersTimeoutMs?: number; keepAliveTimeoutMs?: number; connectionTimeoutMs?: number };
  seed: boolean;
  /** The provisioning adapter (PROVISIONING_PROVIDER): `sandbox` (a built-in control panel and CA) until a real one is configured. */
  provisioningProvider: string;
  /**
   * Hosting accounts (shared, cloud, WordPress) on cPanel & WHM (PROVISIONING_PROVIDER_HOSTING=whm: WHM_BASE_URL,
   * WHM_USERNAME, WHM_API_TOKEN, WHM_PACKAGES, WHM_CA, WHM_TIMEOUT_MS); null: PROVISIONING_PROVIDER's.
   */
  whm: WhmConfig | null;
  /** Cloud servers on Proxmox VE (PROVISIONING_PROVIDER_CLOUD_SERVER=proxmox: PROXMOX_*; ADR 0014); null: PROVISIONING_PROVIDER's. */
  proxmox: ProxmoxConfig | null;
  /** The control panel's public address shown to customers (PROVISIONING_PANEL_URL). */
  provisioningPanelUrl: string;
  /** Days a notification is kept before the job queue removes it (NOTIFICATION_RETENTION_DAYS, default 90). */
  notificationRetentionDays: number;
  /** How often the job queue's workers look for work, in seconds (JOB_POLL_SECONDS, default 2; at least 0.5). */
  jobPollSeconds: number;
  /**
   * How often the api tells the other replicas it is alive, in seconds (JOB_HEARTBEAT_SECONDS, default 10; at least
   * 0.5): a process that misses three beats (killed, crashed) has the jobs it held retried (jobs/worker-liveness.ts).
   */
  jobHeartbeatSeconds: number;
}

export interface PaywayConfig {
  merchantId: string;
  apiKey: string;
  /** PayWay's origin: https://checkout-sandbox.payway.com.kh (the default) or https://checkout.payway.com.kh. */
  baseUrl: string;
  /** How long one call to PayWay may take before it counts as down (PAYMENT_GATEWAY_ERROR). */
  timeoutMs: number;
}

export interface CaptchaConfig {
  /** `recaptcha` (Google reCAPTCHA) or `sandbox` (the built-in stand-in, refused in production). */
  provider: 'recaptcha' | 'sandbox';
  /** 2 = the checkbox widget; 3 = invisible, scored per action. */
  version: 2 | 3;
  siteKey: string;
  secretKey: string;
  /** Version 3: the lowest score accepted (0–1). */
  minScore: number;
  /** Version 3: hide the badge (the forms then show the required notice text instead). */
  hideBadge: boolean;
  /** The provider's token verification endpoint. */
  verifyUrl: string;
}

/** The provider selections production must name (their default, `sandbox`, is a stand-in), with what the stand-in does not do. */
const PRODUCTION_PROVIDERS = [
  ['PAYMENT_PROVIDERS', 'takes no real money'],
  ['DOMAIN_REGISTRY', 'registers no real names'],
  ['PROVISIONING_PROVIDER', 'builds no real servers, hosting accounts or certificates (a paid service would exist only in the sandbox)'],
] as const;

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = nonEmpty(env[name]);
  if (value === undefined) return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

/** VAT_PERCENT (default 10, Cambodia's VAT) in basis points; decimals allowed down to 0.01 %. */
function vatPercentBasisPoints(env: Env): number {
  const value = nonEmpty(env.VAT_PERCENT) ?? '10';
  const percent = Number(value);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new Error(`VAT_PERCENT must be a percentage from 0 to 100, got "${value}"`);
  return Math.round(percent * 100);
}

/** TRUST_PROXY: off by default; a comma-separated list of addresses, CIDRs or proxy-addr names otherwise. */
function trustedProxies(env: Env): false | string[] {
  const value = nonEmpty(env.TRUST_PROXY);
  if (value === undefined || ['0', 'false', 'off', 'no'].includes(value.toLowerCase())) return false;
  if (['1', 'true', 'on', 'yes', '*'].includes(value.toLowerCase())) {
    throw new Error('TRUST_PROXY must list the proxies to trust (addresses, CIDRs, or loopback / linklocal / uniquelocal), not "true": trusting every hop lets any client choose its own address');
  }
  const list = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const entry of list) {
    if (!named.has(entry) && !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry)) throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR or loopback / linklocal / uniquelocal`);
  }
  return list;
}

/**
 * PAYMENT_PROVIDER_BANK_CARD=payway sends bank card / QR payments to ABA PayWay: its merchant id and API key are
 * then required, and its base URL is the PayWay sandbox unless PAYWAY_BASE_URL names another.
 */
function bankCardProvider(env: Env, production: boolean): Pick<AppConfig, 'bankCardProvider' | 'payway'> {
  if (!chosenParty(env, 'PAYMENT_PROVIDER_BANK_CARD', 'payway')) return { bankCardProvider: null, payway: null };
  const { PAYWAY_MERCHANT_ID: merchantId, PAYWAY_API_KEY: apiKey } = partyCredentials(env, 'PAYMENT_PROVIDER_BANK_CARD=payway', ['PAYWAY_MERCHANT_ID', 'PAYWAY_API_KEY'], 'the credentials ABA Bank gives the merchant');
  const baseUrl = partyOrigin(env, 'PAYWAY_BASE_URL', 'https://checkout-sandbox.payway.com.kh', 'https://checkout.payway.com.kh', production);
  return { bankCardProvider: 'payway', payway: { merchantId, apiKey, baseUrl, timeoutMs: partyTimeout(env, 'PAYWAY_TIMEOUT_MS') } };
}

/**
 * PAYMENT_PROVIDER_CARD=cybersource sends card payments to CyberSource: the merchant id and the HTTP signature's key
 * id and shared secret (base64, from the Business Center's Key Management) are then required. CYBERSOURCE_ENVIRONMENT
 * is `sandbox` (the default: apitest.cybersource.com) or `production`; CYBERSOURCE_BASE_URL sends the signed requests
 * to another origin (a local fake; https in production).
 */
function cardProvider(env: Env, production: boolean): Pick<AppConfig, 'cardProvider' | 'cybersource'> {
  if (!chosenParty(env, 'PAYMENT_PROVIDER_CARD', 'cybersource')) return { cardProvider: null, cybersource: null };
  const credentials = partyCredentials(env, 'PAYMENT_PROVIDER_CARD=cybersource', ['CYBERSOURCE_MERCHANT_ID', 'CYBERSOURCE_KEY_ID', 'CYBERSOURCE_SECRET_KEY'], "the merchant id and the shared secret key from CyberSource's Business Center");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(credentials.CYBERSOURCE_SECRET_KEY)) throw new Error('CYBERSOURCE_SECRET_KEY must be the base64 shared secret the Business Center shows');
  const environment = (nonEmpty(env.CYBERSOURCE_ENVIRONMENT) ?? 'sandbox').toLowerCase();
  if (environment !== 'sandbox' && environment !== 'production') throw new Error(`CYBERSOURCE_ENVIRONMENT must be sandbox or production, got "${environment}"`);
  const baseUrl = nonEmpty(env.CYBERSOURCE_BASE_URL) ? partyOrigin(env, 'CYBERSOURCE_BASE_URL', '', 'https://apitest.cybersource.com', production) : null;
  return {
    cardProvider: 'cybersource',
    cybersource: { merchantId: credentials.CYBERSOURCE_MERCHANT_ID, keyId: credentials.CYBERSOURCE_KEY_ID, secretKey: credentials.CYBERSOURCE_SECRET_KEY, environment, baseUrl, timeoutMs: partyTimeout(env, 'CYBERSOURCE_TIMEOUT_MS') },
  };
}

/**
 * PAYMENT_PROVIDER_WALLET=paypal sends wallet payments to PayPal: the REST app's client id and secret and the id of
 * the webhook PayPal posts to /api/payment/callback/wallet are then required (no webhook could be verified without
 * it). PAYPAL_ENVIRONMENT is `sandbox` (the default) or `live`; PAYPAL_BASE_URL names another origin than the
 * environment's own (https in production).
 */
function walletProvider(env: Env, production: boolean): Pick<AppConfig, 'walletProvider' | 'paypal'> {
  if (!chosenParty(env, 'PAYMENT_PROVIDER_WALLET', 'paypal')) return { walletProvider: null, paypal: null };
  const credentials = partyCredentials(env, 'PAYMENT_PROVIDER_WALLET=paypal', ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'], "the REST app's credentials and its webhook's id, from PayPal's developer dashboard");
  const environment = (nonEmpty(env.PAYPAL_ENVIRONMENT) ?? 'sandbox').toLowerCase();
  if (environment !== 'sandbox' && environment !== 'live') throw new Error(`PAYPAL_ENVIRONMENT must be sandbox or live, got "${environment}"`);
  const baseUrl = partyOrigin(env, 'PAYPAL_BASE_URL', PAYPAL_ORIGINS[environment], 'https://api-m.paypal.com', production);
  return {
    walletProvider: 'paypal',
    paypal: { clientId: credentials.PAYPAL_CLIENT_ID, clientSecret: credentials.PAYPAL_CLIENT_SECRET, webhookId: credentials.PAYPAL_WEBHOOK_ID, environment, baseUrl, timeoutMs: partyTimeout(env, 'PAYPAL_TIMEOUT_MS') },
  };
}

/** SMS_API_URL, SMS_API_TOKEN and SMS_FROM name the SMS gateway together: one without the others stops the start. */
function smsConfig(env: Env): AppConfig['sms'] {
  const url = nonEmpty(env.SMS_API_URL);
  const token = nonEmpty(env.SMS_API_TOKEN);
  const from = nonEmpty(env.SMS_FROM);
  if (!url && !token && !from) return null;
  if (!url || !token || !from) throw new Error('SMS_API_URL, SMS_API_TOKEN and SMS_FROM go together: set all three (an SMS gateway) or none (codes stay in the SMS outbox)');
  if (!/^https?:\/\//.test(url)) throw new Error(`SMS_API_URL must be an http(s) address, not ${JSON.stringify(url)}`);
  return { url, token, from };
}

/** CAPTCHA_SITE_KEY + CAPTCHA_SECRET_KEY turn the captcha on (both or neither). */
function captchaConfig(env: Env, production: boolean): CaptchaConfig | null {
  const siteKey = nonEmpty(env.CAPTCHA_SITE_KEY);
  const secretKey = nonEmpty(env.CAPTCHA_SECRET_KEY);
  if (!siteKey && !secretKey) return null;
  if (!siteKey || !secretKey) throw new Error('CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY go together: set both to turn the captcha on, or neither');
  const provider = (nonEmpty(env.CAPTCHA_PROVIDER) ?? 'recaptcha').toLowerCase();
  if (provider !== 'recaptcha' && provider !== 'sandbox') throw new Error(`CAPTCHA_PROVIDER must be recaptcha or sandbox, got "${provider}"`);
  if (provider === 'sandbox' && production) throw new Error('CAPTCHA_PROVIDER=sandbox is for development and tests: NODE_ENV=production needs a real captcha (recaptcha)');
  const version = int(env, 'CAPTCHA_VERSION', 3);
  if (version !== 2 && version !== 3) throw new Error(`CAPTCHA_VERSION must be 2 or 3, got "${version}"`);
  const minScore = Number(nonEmpty(env.CAPTCHA_MIN_SCORE) ?? '0.5');
  if (!(minScore >= 0 && minScore <= 1)) throw new Error('CAPTCHA_MIN_SCORE must be a number from 0 to 1');
  return {
    provider,
    version,
    siteKey,
    secretKey,
    minScore,
    hideBadge: flag(env, 'CAPTCHA_HIDE_BADGE', false),
    verifyUrl: nonEmpty(env.CAPTCHA_VERIFY_URL) ?? 'https://www.google.com/recaptcha/api/siteverify',
  };
}

/** TAG_MANAGER_ID: a Google Tag Manager container id (GTM-XXXXXXX), or unset for none. */
function tagManagerId(env: Env): string | null {
  const value = nonEmpty(env.TAG_MANAGER_ID);
  if (value === undefined) return null;
  if (!TAG_MANAGER_ID_PATTERN.test(value)) throw new Error(`TAG_MANAGER_ID must be a tag manager container id like GTM-XXXXXXX, got "${value}"`);
  return value;
}

/** SENTRY_DSN turns error reporting on (a Sentry DSN: sentry.io, a self-hosted Sentry or GlitchTip). */
function monitoring(env: Env): AppConfig['monitoring'] {
  const dsn = nonEmpty(env.SENTRY_DSN);
  if (dsn === undefined) return null;
  if (!SENTRY_DSN_PATTERN.test(dsn)) throw new Error('SENTRY_DSN must be a Sentry DSN like https://<key>@<host>/<project id>');
  return { dsn, environment: nonEmpty(env.SENTRY_ENVIRONMENT) ?? env.NODE_ENV ?? 'development', release: nonEmpty(env.SENTRY_RELEASE) ?? shellRelease() };
}

/** The shell's package and version (its build is what the browser runs): `storefront-shell@1.0.0`. */
function shellRelease(): string {
  try {
    const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shell/package.json'), 'utf8')) as { version?: string };
    return `storefront-shell@${version ?? '0.0.0'}`;
  } catch {
    return 'storefront-shell';
  }
}

/** The server timeouts the environment sets (milliseconds); unset ones keep their defaults. */
function timeouts(env: Env): AppConfig['timeouts'] {
  const names = { requestTimeoutMs: 'REQUEST_TIMEOUT_MS', headersTimeoutMs: 'HEADERS_TIMEOUT_MS', keepAliveTimeoutMs: 'KEEP_ALIVE_TIMEOUT_MS', connectionTimeoutMs: 'CONNECTION_TIMEOUT_MS' } as const;
  const chosen: AppConfig['timeouts'] = {};
  for (const [key, name] of Object.entries(names) as [keyof typeof names, string][]) {
    if (nonEmpty(env[name]) === undefined) continue;
    const value = int(env, name, 0);
    if (value <= 0) throw new Error(`${name} must be a positive number of milliseconds, got "${env[name]}"`);
    chosen[key] = value;
  }
  return chosen;
}

/** Reads the configuration from the environment; every setting has a default. */
export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = int(env, 'PORT', 8080);
  const theme = (nonEmpty(env.SEASONAL_THEME) ?? 'default') as SeasonalTheme;
  if (!SEASONAL_THEMES.includes(theme)) throw new Error(`SEASONAL_THEME must be one of ${SEASONAL_THEMES.join(', ')}`);
  const remoteUrls: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^REMOTE_([A-Z]+)_URL$/.exec(key);
    if (match?.[1] && nonEmpty(value)) remoteUrls[match[1].toLowerCase()] = value!.trim().replace(/\/$/, '');
  }
  const production = env.NODE_ENV === 'production';
  const databaseUrl = nonEmpty(env.DATABASE_URL) ?? null;
  const dataDir = flag(env, 'PGLITE_MEMORY', false) ? null : path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(REPO_ROOT, 'var/pglite'));
  const domainRegistry = (nonEmpty(env.DOMAIN_REGISTRY) ?? 'sandbox').toLowerCase();
  const neededSecrets: SecretName[] = domainRegistry === 'sandbox' ? ['paymentCallbackSecret', 'registrySandboxSecret'] : ['paymentCallbackSecret'];
  // Development keeps generated secrets beside its data: PGlite's folder, or var/ for a PostgreSQL server.
  const secretsFile = production ? null : databaseUrl ? path.join(REPO_ROOT, 'var/dev-secrets.json') : dataDir ? `${dataDir}.secrets.json` : null;
  // The sandboxes take no real money, register no real names and build no real servers: production uses them only when told so.
  for (const [name, does] of PRODUCTION_PROVIDERS) {
    if (production && !nonEmpty(env[name])) throw new Error(`NODE_ENV=production needs ${name} set explicitly: its default, sandbox, ${does} (set ${name}=sandbox only for a demonstration or a measurement)`);
  }
  // The sitemap, canonical links and emailed links name the storefront's public origin: production says it.
  if (production && !/^https?:\/\/[^/\s]+\/?$/.test(nonEmpty(env.PUBLIC_URL) ?? '')) {
    throw new Error('NODE_ENV=production needs PUBLIC_URL, the storefront\'s public origin (e.g. https://shop.example.com): the sitemap, canonical links and emailed links are built from it');
  }
  if (production && flag(env, 'DEV_MAILBOX', false)) throw new Error('DEV_MAILBOX cannot be on with NODE_ENV=production: the development mailbox, registry codes and clock are never served in production');
  const secrets = resolveSecrets(env, { production, needed: neededSecrets, file: secretsFile });
  const defaultOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const allowedOrigins = nonEmpty(env.ALLOWED_ORIGINS)?.split(',').map((o) => o.trim()).filter(Boolean) ?? defaultOrigins;
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    production,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    databaseUrl,
    dbSchema: nonEmpty(env.DB_SCHEMA) ?? null,
    dataDir,
    theme,
    vatRateBasisPoints: int(env, 'VAT_RATE_BP', vatPercentBasisPoints(env)),
    vatName: nonEmpty(env.VAT_NAME) ?? 'VAT',
    seller: {
      legalName: nonEmpty(env.SELLER_LEGAL_NAME) ?? 'Storefront Cloud Co., Ltd.',
      address: nonEmpty(env.SELLER_ADDRESS) ?? 'No. 12, Street 271, Sangkat Tuol Tumpung 2, Khan Chamkar Mon, Phnom Penh, Cambodia',
      addressKm: nonEmpty(env.SELLER_ADDRESS_KM) ?? 'ផ្ទះលេខ ១២ ផ្លូវ ២៧១ សង្កាត់ទួលទំពូងទី ២ ខណ្ឌចំការមន រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា',
      vatTin: nonEmpty(env.SELLER_VAT_TIN) ?? 'K001-902000000',
    },
    dbPoolSize: int(env, 'DB_POOL_SIZE', 20),
    flags: {
      cloud: flag(env, 'FLAG_CLOUD', true),
      cloudHosting: flag(env, 'FLAG_CLOUD_HOSTING', true),
      sharedHosting: flag(env, 'FLAG_SHARED_HOSTING', true),
      wordpressHosting: flag(env, 'FLAG_WORDPRESS_HOSTING', true),
      fortuneWheel: flag(env, 'FLAG_FORTUNE_WHEEL', false),
      trial: flag(env, 'FLAG_TRIAL', true),
      affiliate: flag(env, 'FLAG_AFFILIATE', true),
      loyalty: flag(env, 'FLAG_LOYALTY', true),
    },
    remotesBaseUrl: (nonEmpty(env.REMOTES_BASE_URL) ?? '/remotes').replace(/\/$/, ''),
    remoteUrls,
    shellDist: path.resolve(nonEmpty(env.SHELL_DIST) ?? path.join(REPO_ROOT, 'shell/dist')),
    ssrRemoteBudgetMs: int(env, 'SSR_REMOTE_BUDGET_MS', 300),
    ssrMaxRenders: Math.max(1, int(env, 'SSR_MAX_RENDERS', 4)),
    ssrMaxWaiting: int(env, 'SSR_MAX_WAITING', 32),
    repoRoot: REPO_ROOT,
    allowedOrigins,
    trustProxy: trustedProxies(env),
    login: { maxAttempts: int(env, 'LOGIN_MAX_ATTEMPTS', 5), blockMinutes: int(env, 'LOGIN_BLOCK_MINUTES', 15) },
    tokens: { accessMinutes: int(env, 'ACCESS_TOKEN_MINUTES', 15), refreshDays: int(env, 'SESSION_DAYS', 30) },
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL) ?? null,
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Storefront <no-reply@storefront.example>',
    sms: smsConfig(env),
    supportEmail: nonEmpty(env.SUPPORT_EMAIL) ?? `support@${/@([^>\s]+)>?\s*$/.exec(nonEmpty(env.MAIL_FROM) ?? '')?.[1] ?? 'storefront.example'}`,
    devMailbox: flag(env, 'DEV_MAILBOX', !production),
    linkMinutes: {
      resetPassword: int(env, 'RESET_LINK_MINUTES', 60),
      verifyEmail: int(env, 'EMAIL_CODE_MINUTES', 15),
      twoFactorDisable: int(env, 'TWO_FACTOR_OFF_LINK_MINUTES', 60),
    },
    resetPerAddressPerHour: int(env, 'RESET_PER_ADDRESS_PER_HOUR', 3),
    google: {
      clientId: nonEmpty(env.GOOGLE_CLIENT_ID) ?? null,
      jwksUrl: nonEmpty(env.GOOGLE_JWKS_URL) ?? 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: (nonEmpty(env.GOOGLE_ISSUERS) ?? 'https://accounts.google.com,accounts.google.com').split(',').map((i) => i.trim()),
    },
    totpIssuer: nonEmpty(env.TOTP_ISSUER) ?? 'Storefront',
    domainRegistry,
    epp: readEppConfig(env),
    registrySandboxSecret: secrets.registrySandboxSecret,
    paymentProviders: (nonEmpty(env.PAYMENT_PROVIDERS) ?? 'sandbox').toLowerCase(),
    paymentCallbackSecret: secrets.paymentCallbackSecret,
    ...bankCardProvider(env, production),
    ...walletProvider(env, production),
    ...cardProvider(env, production),
    captcha: captchaConfig(env, production),
    tagManagerId: tagManagerId(env),
    monitoring: monitoring(env),
    transferAccount: {
      bankName: nonEmpty(env.TRANSFER_BANK_NAME) ?? 'ABA Bank',
      accountName: nonEmpty(env.TRANSFER_ACCOUNT_NAME) ?? 'Storefront Cloud Co., Ltd.',
      accountNumber: nonEmpty(env.TRANSFER_ACCOUNT_NUMBER) ?? '000 123 456',
      swiftCode: nonEmpty(env.TRANSFER_SWIFT_CODE) ?? 'ABAAKHPP',
    },
    timeouts: timeouts(env),
    seed: flag(env, 'SEED', true),
    provisioningProvider: (nonEmpty(env.PROVISIONING_PROVIDER) ?? 'sandbox').toLowerCase(),
    whm: whmConfigIfChosen(env, 'PROVISIONING_PROVIDER_HOSTING', production),
    proxmox: proxmoxSettings(env, production),
    provisioningPanelUrl: (nonEmpty(env.PROVISIONING_PANEL_URL) ?? 'https://panel.sandbox.storefront.example').replace(/\/$/, ''),
    notificationRetentionDays: Math.max(1, int(env, 'NOTIFICATION_RETENTION_DAYS', NOTIFICATION_RETENTION_DAYS)),
    jobPollSeconds: Math.max(0.5, Number(nonEmpty(env.JOB_POLL_SECONDS) ?? '2') || 2),
    jobHeartbeatSeconds: Math.max(0.5, Number(nonEmpty(env.JOB_HEARTBEAT_SECONDS) ?? '10') || 10),
    ...overrides,
  };
}
