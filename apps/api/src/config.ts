/**
 * Configuration from the environment, parsed once with zod. Secrets are generated and kept under
 * DATA_DIR in local and sandbox modes; production refuses to start without them.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { MODES } from '@app/domain';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections to PostgreSQL: each request holds one per statement, a list two at once (rows and count). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().default('./.data'),
  MODE: z.enum(MODES).default('local'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  BASE_DOMAIN: z.string().default('localhost'),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ENCRYPTION_KEY: z.string().min(32).optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  ANALYTICS_PRODUCT_KEY: z.string().optional(),
  ANALYTICS_WEB_KEY: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /** How long a file link (the file endpoint's jwt query parameter) works, in seconds. */
  FILE_LINK_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /**
   * Checkr (decision 0080): its API and OAuth authorize page, the platform's partner application and the
   * webhook secret. Outside production they default to the local Checkr-shaped sandbox this server hosts.
   */
  CHECKR_API_URL: z.string().url().optional(),
  CHECKR_AUTHORIZE_URL: z.string().url().optional(),
  CHECKR_CLIENT_ID: z.string().min(1).optional(),
  CHECKR_CLIENT_SECRET: z.string().min(16).optional(),
  CHECKR_WEBHOOK_SECRET: z.string().min(16).optional(),
  CHECKR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Accounting providers (decision 0102): the platform's QuickBooks Online and Xero apps. A provider whose
   * client id and secret are given is called over HTTP in every mode; one not given uses the in-app sandbox
   * outside production and is unavailable in production. The base URLs default to the providers' own.
   */
  QUICKBOOKS_CLIENT_ID: z.string().min(1).optional(),
  QUICKBOOKS_CLIENT_SECRET: z.string().min(1).optional(),
  QUICKBOOKS_AUTHORIZE_URL: z.string().url().default('https://appcenter.intuit.com/connect/oauth2'),
  QUICKBOOKS_OAUTH_URL: z.string().url().default('https://oauth.platform.intuit.com'),
  /** Intuit's development companies answer at https://sandbox-quickbooks.api.intuit.com. */
  QUICKBOOKS_API_URL: z.string().url().default('https://quickbooks.api.intuit.com'),
  XERO_CLIENT_ID: z.string().min(1).optional(),
  XERO_CLIENT_SECRET: z.string().min(1).optional(),
  XERO_AUTHORIZE_URL: z.string().url().default('https://login.xero.com/identity/connect/authorize'),
  XERO_IDENTITY_URL: z.string().url().default('https://identity.xero.com'),
  XERO_API_URL: z.string().url().default('https://api.xero.com'),
  /** Where the providers send the browser back (registered with each app); PUBLIC_URL/accounting_auth by default. */
  ACCOUNTING_REDIRECT_URL: z.string().url().optional(),
  ACCOUNTING_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** The longest a call waits in place for a rate limit's Retry-After; a longer one is left to the export's backoff. */
  ACCOUNTING_MAX_RETRY_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

/** Checkr's settings; null where it is not set up (production without its configuration). */
export interface CheckrConfig {
  /** Checkr's API (`…/v1/candidates` below it). */
  apiUrl: string;
  /** Where the browser goes to connect an account: `<authorizeUrl>/<clientId>?redirect_uri=…&state=…`. */
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  /** A request Checkr has not answered by then is given up (the order stays retryable). */
  timeoutMs: number;
  /** The local sandbox (this server's /sandbox/checkr): outside production only. */
  sandbox: boolean;
}

/** A configured accounting provider app (its secret never leaves the config: no answer, log or audit shows it). */
export interface AccountingClientConfig {
  clientId: string;
  clientSecret: string;
  /** The consent page the browser is sent to. */
  authorizeUrl: string;
  /** The OAuth server (QuickBooks' oauth.platform.intuit.com, Xero's identity.xero.com). */
  oauthUrl: string;
  /** The API (QuickBooks' /v3/company/…, Xero's /connections and /api.xro/2.0/…). */
  apiUrl: string;
}
export interface AccountingConfig {
  quickbooks: AccountingClientConfig | null;
  xero: AccountingClientConfig | null;
  redirectUrl: string;
  timeoutMs: number;
  maxRetryWaitMs: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  mode: z.infer<typeof envSchema>['MODE'];
  smtpUrl: string | undefined;
  mailFrom: string;
  baseDomain: string;
  publicUrl: string;
  jwtSecret: string;
  encryptionKey: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  googleMapsApiKey: string | null;
  analytics: { productKey: string | null; webKey: string | null };
  webDist: string | undefined;
  /** How long a link to a stored file works (lib/file-links.ts), in seconds. */
  fileLinkSeconds: number;
  /** argon2 cost; tests lower it so hashing does not dominate the suite. */
  passwordHashing: { memoryCost: number; timeCost: number };
  /** Whether to start pg-boss (tests start it only where they need it). */
  startJobs: boolean;
  /** Tests: an answer with a field its response schema does not declare fails instead of losing it. */
  strictResponses: boolean;
  checkr: CheckrConfig | null;
  accounting: AccountingConfig;
}

/**
 * Checkr's settings from the environment. Production uses Checkr only when all of it is given; elsewhere
 * what is not given points at the sandbox this server hosts, with secrets derived from ENCRYPTION_KEY.
 */
function checkrConfig(e: z.infer<typeof envSchema>, encryptionKey: string, publicUrl: string): CheckrConfig | null {
  const given = {
    api: e.CHECKR_API_URL,
    id: e.CHECKR_CLIENT_ID,
    secret: e.CHECKR_CLIENT_SECRET,
    hook: e.CHECKR_WEBHOOK_SECRET,
  };
  if (e.MODE === 'production') {
    if (!given.api || !given.id || !given.secret || !given.hook) return null;
    return {
      apiUrl: given.api.replace(/\/$/, ''),
      authorizeUrl: (e.CHECKR_AUTHORIZE_URL ?? 'https://partners.checkr.com/authorize').replace(/\/$/, ''),
      clientId: given.id,
      clientSecret: given.secret,
      webhookSecret: given.hook,
      timeoutMs: e.CHECKR_TIMEOUT_MS,
      sandbox: false,
    };
  }
  const derived = (info: string) =>
    Buffer.from(hkdfSync('sha256', encryptionKey, 'checkr-sandbox', info, 32)).toString('hex');
  // The server calls its own sandbox on the loopback address (HOST may be 0.0.0.0); the browser goes through PUBLIC_URL.
  return {
    apiUrl: (given.api ?? `http://127.0.0.1:${e.PORT}/sandbox/checkr`).replace(/\/$/, ''),
    authorizeUrl: (e.CHECKR_AUTHORIZE_URL ?? `${publicUrl}/sandbox/checkr/authorize`).replace(/\/$/, ''),
    clientId: given.id ?? 'sandbox_client',
    clientSecret: given.secret ?? derived('client-secret'),
    webhookSecret: given.hook ?? derived('webhook-secret'),
    timeoutMs: e.CHECKR_TIMEOUT_MS,
    sandbox: !given.api,
  };
}

/** The accounting providers' apps: each is configured by both its client id and secret, or not at all. */
function accountingConfig(e: z.infer<typeof envSchema>, publicUrl: string): AccountingConfig {
  const client = (
    name: string,
    id: string | undefined,
    secret: string | undefined,
    urls: { authorizeUrl: string; oauthUrl: string; apiUrl: string },
  ): AccountingClientConfig | null => {
    if (!id && !secret) return null;
    if (!id || !secret) throw new Error(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET are set together`);
    const trim = (u: string) => u.replace(/\/$/, '');
    return {
      clientId: id,
      clientSecret: secret,
      authorizeUrl: trim(urls.authorizeUrl),
      oauthUrl: trim(urls.oauthUrl),
      apiUrl: trim(urls.apiUrl),
    };
  };
  return {
    quickbooks: client('QUICKBOOKS', e.QUICKBOOKS_CLIENT_ID, e.QUICKBOOKS_CLIENT_SECRET, {
      authorizeUrl: e.QUICKBOOKS_AUTHORIZE_URL,
      oauthUrl: e.QUICKBOOKS_OAUTH_URL,
      apiUrl: e.QUICKBOOKS_API_URL,
    }),
    xero: client('XERO', e.XERO_CLIENT_ID, e.XERO_CLIENT_SECRET, {
      authorizeUrl: e.XERO_AUTHORIZE_URL,
      oauthUrl: e.XERO_IDENTITY_URL,
      apiUrl: e.XERO_API_URL,
    }),
    redirectUrl: e.ACCOUNTING_REDIRECT_URL ?? `${publicUrl}/accounting_auth`,
    timeoutMs: e.ACCOUNTING_TIMEOUT_MS,
    maxRetryWaitMs: e.ACCOUNTING_MAX_RETRY_WAIT_MS,
  };
}

/** Reads a secret from DATA_DIR/secrets.json, creating it on first start (local and sandbox only). */
function localSecrets(dataDir: string): { jwtSecret: string; encryptionKey: string } {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret: string; encryptionKey: string };
  const secrets = { jwtSecret: randomBytes(48).toString('hex'), encryptionKey: randomBytes(32).toString('hex') };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  let jwtSecret = e.JWT_SECRET;
  let encryptionKey = e.ENCRYPTION_KEY;
  if (!jwtSecret || !encryptionKey) {
    if (e.MODE === 'production') throw new Error('JWT_SECRET and ENCRYPTION_KEY are required in production mode');
    const generated = localSecrets(dataDir);
    jwtSecret ??= generated.jwtSecret;
    encryptionKey ??= generated.encryptionKey;
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    mode: e.MODE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    baseDomain: e.BASE_DOMAIN,
    publicUrl,
    jwtSecret,
    encryptionKey,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.MODE !== 'production',
    logLevel: e.LOG_LEVEL,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY ?? null,
    analytics: { productKey: e.ANALYTICS_PRODUCT_KEY ?? null, webKey: e.ANALYTICS_WEB_KEY ?? null },
    webDist: e.WEB_DIST,
    fileLinkSeconds: e.FILE_LINK_SECONDS,
    passwordHashing: { memoryCost: 19456, timeCost: 2 },
    startJobs: true,
    strictResponses: false,
    checkr: checkrConfig(e, encryptionKey, publicUrl),
    accounting: accountingConfig(e, publicUrl),
    ...overrides,
  };
}
