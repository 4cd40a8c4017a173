/**
 * buildApp: the whole API (and, when built, the web app) as a Fastify instance. The server and
 * every test build it the same way; tests inject requests without opening a port.
 */
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import type { Config } from './config.js';
import { openDatabase, runMigrations, type Database } from './db/client.js';
import { seedDemoData } from './db/seed/demo.js';
import { sealLegacyBankFiles } from './lib/bank-files.js';
import type { AppDeps } from './deps.js';
import { startJobs } from './jobs/boss.js';
import { finishOpenApi } from './lib/openapi.js';
import { responseSerializer } from './lib/response-serializer.js';
import { systemClock, type Clock } from './lib/clock.js';
import { fieldCrypto } from './lib/field-crypto.js';
import { createMailer, type ServiceCall } from './lib/mailer.js';
import { localDiskStorage } from './lib/storage.js';
import { serviceLogs } from './db/schema/index.js';
import { apiKeyPrincipalResolver } from './modules/api-keys/api-keys.service.js';
import { sessionPrincipalResolver } from './modules/auth/sessions.service.js';
import { registerModules } from './modules/index.js';
import { LOG_REDACT_PATHS } from './modules/tax-ids/log-redaction.js';
import { accessPlugin } from './plugins/access.js';
import { accessLogPlugin } from './plugins/access-log.js';
import { authPlugin } from './plugins/auth.js';
import { bodyParsingPlugin } from './plugins/body-parsing.js';
import { controlCharactersPlugin } from './plugins/control-characters.js';
import { errorForLog, errorsPlugin } from './plugins/errors.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';

export interface BuildOptions {
  /** An already open (and migrated) database; otherwise one is opened from the config. */
  database?: Database;
  logger?: boolean;
  /** Where the log goes (a test reads it); stdout by default. */
  logStream?: { write(line: string): void };
  /** The clock services read "now" and "today" from; the system clock by default (tests pin it). */
  clock?: Clock;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The services' dependencies, as buildApp makes them (the test snapshot seeds with the same). */
export function createAppDeps(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  clock: Clock = systemClock,
): AppDeps {
  const recordServiceCall = async (call: ServiceCall) => {
    try {
      await database.db.insert(serviceLogs).values(call);
    } catch (err) {
      log.warn({ err }, 'service log write failed');
    }
  };
  return {
    config,
    database,
    db: database.db,
    mailer: createMailer(config, log, recordServiceCall),
    crypto: fieldCrypto(config.encryptionKey),
    storage: localDiskStorage(`${config.dataDir}/files`),
    clock,
  };
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: LOG_REDACT_PATHS,
            // A failed query's bound parameters never reach the log, whoever logs it.
            serializers: { err: errorForLog },
            ...(opts.logStream && { stream: opts.logStream }),
          },
    // Our access log replaces the default request lines, which would include query strings.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ strict: config.strictResponses }));

  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      pgliteDir: `${config.dataDir}/pglite`,
    }));
  if (!opts.database) await runMigrations(database);
  const deps = createAppDeps(config, database, app.log, opts.clock);
  app.decorate('deps', deps);
  if (!opts.database) await sealLegacyBankFiles(database, deps.crypto);
  if (config.seedDemo) await seedDemoData(deps);

  let boss: PgBoss | undefined;
  if (config.startJobs) boss = await startJobs(deps);
  app.addHook('onClose', async () => {
    await boss?.stop({ graceful: false, wait: true });
    if (!opts.database) await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(bodyParsingPlugin);
  await app.register(securityPlugin);
  // Large JSON and CSV answers go gzipped to clients that accept it (a list page is ~10× smaller).
  // Gzip only: brotli at a useful quality costs too much CPU per dynamic answer; the web app's
  // static files are brotli-compressed once, at build time, and served as they are (plugins/web.ts).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip'] });
  // Auth and access first: their onRoute hook must see every route, swagger-ui's included.
  await app.register(authPlugin, {
    resolvePrincipal: sessionPrincipalResolver(deps),
    resolveApiKey: apiKeyPrincipalResolver(deps),
  });
  await app.register(accessPlugin);
  await app.register(swagger, {
    openapi: { info: { title: 'Staffing platform API', version: '2' } },
    transform: jsonSchemaTransform,
    // Security, summaries, error answers: what the linter CI runs asks of every operation (lib/openapi.ts).
    transformObject: (document) =>
      'openapiObject' in document
        ? finishOpenApi(document.openapiObject as Record<string, unknown>, app.routeRegistry)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/v2/docs' });
  await app.register(accessLogPlugin);

  await registerModules(app);

  await app.register(webPlugin, { root: config.webDist });
  return app;
}
