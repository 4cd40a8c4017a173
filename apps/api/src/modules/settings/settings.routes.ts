/** Admin-edited platform settings: the source of every public global. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mustPrincipal } from '../../plugins/auth.js';
import { PLATFORM_DEFAULTS, type SettingKey } from './settings.defaults.js';
import { changePlatformSetting, effectiveSettings } from './settings.service.js';

const ADMIN = { access: { userTypes: ['admin'] } } as const;
const keys = Object.keys(PLATFORM_DEFAULTS) as [SettingKey, ...SettingKey[]];

export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/v2/platform_settings', { config: ADMIN, schema: { tags: ['settings'] } }, async () => ({
    data: await effectiveSettings(app.deps.db, null),
  }));
  r.put(
    '/v2/platform_settings/:key',
    {
      config: ADMIN,
      schema: { params: z.object({ key: z.enum(keys) }), body: z.object({ value: z.unknown() }), tags: ['settings'] },
    },
    async (req) => {
      await changePlatformSetting(app.deps.db, mustPrincipal(req.principal), req.params.key, req.body.value, req.ip);
      return { data: await effectiveSettings(app.deps.db, null) };
    },
  );
}
