import path from 'node:path';
import { SEASONAL_THEMES, type FeatureFlags, type SeasonalTheme } from '@storefront/contracts';

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
  /** PostgreSQL connections in the pool (DB_POOL_SIZE). */
  dbPoolSize: number;
  flags: FeatureFlags;
  remotesBaseUrl: string;
  remoteUrls: Record<string, string>;
  shellDist: string;
  repoRoot: string;
  allowedOrigins: string[];
  login: { maxAttempts: number; blockMinutes: number };
  /** Access token minutes and refresh token (session) days. */
  tokens: { accessMinutes: number; refreshDays: number };
  /** The storefront's public address, used in emailed links. */
  publicUrl: string;
  /** SMTP server for the email outbox (smtp://user:pass@host:port); null = emails stay in the outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** GET /api/dev/mailbox and the mailbox page: on outside production unless DEV_MAILBOX=false. */
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
  /** The secret the sandbox registry derives each registered name's auth (EPP) code from. */
  registrySandboxSecret: string;
  /** The payment providers (PAYMENT_PROVIDERS): `sandbox` runs every method against the built-in sandbox gateway. */
  paymentProviders: string;
  /** The secret provider callbacks are signed with (HMAC-SHA256 over "<timestamp>.<raw body>"). */
  paymentCallbackSecret: string;
  /** The bank account bank and wire transfers are sent to (shown with the payment's reference). */
  transferAccount: { bankName: string; accountName: string; accountNumber: string; swiftCode: string };
  seed: boolean;
}

type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = nonEmpty(env[name]);
  if (value === undefined) return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

function int(env: Env, name: string, fallback: number): number {
  const value = nonEmpty(env[name]);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/** VAT_PERCENT (default 10, Cambodia's VAT) in basis points; decimals allowed down to 0.01 %. */
function vatPercentBasisPoints(env: Env): number {
  const value = nonEmpty(env.VAT_PERCENT) ?? '10';
  const percent = Number(value);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new Error(`VAT_PERCENT must be a percentage from 0 to 100, got "${value}"`);
  return Math.round(percent * 100);
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
  const defaultOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const allowedOrigins = nonEmpty(env.ALLOWED_ORIGINS)?.split(',').map((o) => o.trim()).filter(Boolean) ?? defaultOrigins;
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    production: env.NODE_ENV === 'production',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? null,
    dbSchema: nonEmpty(env.DB_SCHEMA) ?? null,
    dataDir: flag(env, 'PGLITE_MEMORY', false) ? null : path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(REPO_ROOT, 'var/pglite')),
    theme,
    vatRateBasisPoints: int(env, 'VAT_RATE_BP', vatPercentBasisPoints(env)),
    vatName: nonEmpty(env.VAT_NAME) ?? 'VAT',
    dbPoolSize: int(env, 'DB_POOL_SIZE', 20),
    flags: {
      cloud: flag(env, 'FLAG_CLOUD', true),
      cloudHosting: flag(env, 'FLAG_CLOUD_HOSTING', true),
      sharedHosting: flag(env, 'FLAG_SHARED_HOSTING', true),
      wordpressHosting: flag(env, 'FLAG_WORDPRESS_HOSTING', true),
      fortuneWheel: flag(env, 'FLAG_FORTUNE_WHEEL', false),
      trial: flag(env, 'FLAG_TRIAL', true),
      affiliate: flag(env, 'FLAG_AFFILIATE', true),
    },
    remotesBaseUrl: (nonEmpty(env.REMOTES_BASE_URL) ?? '/remotes').replace(/\/$/, ''),
    remoteUrls,
    shellDist: path.resolve(nonEmpty(env.SHELL_DIST) ?? path.join(REPO_ROOT, 'shell/dist')),
    repoRoot: REPO_ROOT,
    allowedOrigins,
    login: { maxAttempts: int(env, 'LOGIN_MAX_ATTEMPTS', 5), blockMinutes: int(env, 'LOGIN_BLOCK_MINUTES', 15) },
    tokens: { accessMinutes: int(env, 'ACCESS_TOKEN_MINUTES', 15), refreshDays: int(env, 'SESSION_DAYS', 30) },
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL) ?? null,
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Storefront <no-reply@storefront.example>',
    devMailbox: flag(env, 'DEV_MAILBOX', env.NODE_ENV !== 'production'),
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
    domainRegistry: (nonEmpty(env.DOMAIN_REGISTRY) ?? 'sandbox').toLowerCase(),
    registrySandboxSecret: nonEmpty(env.REGISTRY_SANDBOX_SECRET) ?? 'storefront-sandbox-registry',
    paymentProviders: (nonEmpty(env.PAYMENT_PROVIDERS) ?? 'sandbox').toLowerCase(),
    paymentCallbackSecret: nonEmpty(env.PAYMENT_CALLBACK_SECRET) ?? 'storefront-sandbox-payments',
    transferAccount: {
      bankName: nonEmpty(env.TRANSFER_BANK_NAME) ?? 'ABA Bank',
      accountName: nonEmpty(env.TRANSFER_ACCOUNT_NAME) ?? 'Storefront Cloud Co., Ltd.',
      accountNumber: nonEmpty(env.TRANSFER_ACCOUNT_NUMBER) ?? '000 123 456',
      swiftCode: nonEmpty(env.TRANSFER_SWIFT_CODE) ?? 'ABAAKHPP',
    },
    seed: flag(env, 'SEED', true),
    ...overrides,
  };
}
