/**
 * Configuration from the environment, parsed once with zod. Secrets are generated and kept under
 * DATA_DIR in local and sandbox modes; production refuses to start without them.
 */
import { randomBytes } from 'node:crypto';
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
});

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
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
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
    ...overrides,
  };
}
