/** What services need from the running app, passed explicitly (tests build the same object). */
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Mailer } from './lib/mailer.js';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
