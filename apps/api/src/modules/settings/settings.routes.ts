/** Admin-edited platform settings: the source of every public global. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { PLATFORM_DEFAULTS, type SettingKey } from './settings.defaults.js';
import { parseSettingValue } from './settings.validation.js';
import { effectiveSettings, setPlatformSetting } from './settings.service.js';

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
      const principal = mustPrincipal(req.principal);
      const value = parseSettingValue(req.params.key, req.body.value);
      await app.deps.db.transaction(async (tx) => {
        await setPlatformSetting(tx, req.params.key, value, principal.userId);
        await audit(tx, {
          actorUserId: principal.userId,
          actualUserId: principal.actualUserId,
          action: 'setting_changed',
          entityType: 'platform_setting',
          entityId: req.params.key,
          ip: req.ip,
        });
      });
      return { data: await effectiveSettings(app.deps.db, null) };
    },
  );
}
