/** GET/PUT /v2/user_settings: the signed-in user's theme and time zone (rules in user-settings.service.ts). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSettingsUpdateSchema } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { saveUserSettings, userSettingsOf } from './user-settings.service.js';

const ACCESS = { access: {} };

export async function userSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db;

  r.get('/v2/user_settings', { config: ACCESS, schema: { tags: ['settings'] } }, async (req) => ({
    data: await userSettingsOf(db, mustPrincipal(req.principal).userId),
  }));

  r.put(
    '/v2/user_settings',
    { config: ACCESS, schema: { body: userSettingsUpdateSchema, tags: ['settings'] } },
    async (req) => ({ data: await saveUserSettings(db, mustPrincipal(req.principal), req.body, req.ip) }),
  );
}
