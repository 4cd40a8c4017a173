/** The real app against the scale database, listening on a loopback port, and its signed-in callers. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../apps/api/src/app.js';
import type { Config } from '../../../apps/api/src/config.js';
import { ADMIN_EMAIL, PASSWORD, ownerEmail } from './config.js';
import { scaleConfig } from './database.js';

export interface Caller {
  label: string;
  authorization: string;
}

export interface RunningApp {
  app: FastifyInstance;
  config: Config;
  url: string;
  admin: Caller;
  partner: Caller;
}

export async function login(app: FastifyInstance, label: string, email: string): Promise<Caller> {
  const res = await app.inject({ method: 'POST', url: '/v2/user', payload: { email, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  const token = (res.json() as { data: { access_token: string } }).data.access_token;
  return { label, authorization: `Bearer ${token}` };
}

/** The generated data set is already there: no seed (it would be a no-op), no jobs, no request logging. */
export async function startApp(): Promise<RunningApp> {
  const config = scaleConfig({ seedDemo: false });
  const app = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    admin: await login(app, 'admin', ADMIN_EMAIL),
    // The first generated partner's owner: a tenant of 1/50th of the data, like any of them.
    partner: await login(app, 'partner', ownerEmail(1)),
  };
}
