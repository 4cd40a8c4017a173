/** What services need from the running app, passed explicitly (tests build the same object). */
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { FieldCrypto } from './lib/field-crypto.js';
import type { Mailer } from './lib/mailer.js';
import type { FileStorage } from './lib/storage.js';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Encrypts tax ids and account numbers; blind-indexes them for lookups. */
  crypto: FieldCrypto;
  storage: FileStorage;
  /** "Now" for rules that depend on the day (current rates, settings in effect); tests pin it. */
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
