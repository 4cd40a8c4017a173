/** Admin-edited platform settings: the source of every public global. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit.js';
import { unprocessable } from '../../lib/errors.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { PLATFORM_DEFAULTS, type SettingKey } from './settings.defaults.js';
import { effectiveSettings, setPlatformSetting } from './settings.service.js';

const ADMIN = { access: { userTypes: ['admin'] } } as const;
const keys = Object.keys(PLATFORM_DEFAULTS) as [SettingKey, ...SettingKey[]];

/** Each setting is validated against the shape of its default, so a list can never become empty. */
function schemaFor(key: SettingKey): z.ZodType {
  const d = PLATFORM_DEFAULTS[key];
  if (typeof d === 'boolean') return z.boolean();
  if (typeof d === 'number') return z.number();
  if (typeof d === 'string') return key.endsWith('_url') ? z.string().url() : key === 'support_email' ? z.string().email() : z.string().min(1);
  return z.array(z.record(z.string(), z.unknown())).min(1);
}

export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/v2/platform_settings', { config: ADMIN, schema: { tags: ['settings'] } }, async () => ({
    data: await effectiveSettings(app.deps.db, null),
  }));
  r.put(
    '/v2/platform_settings/:key',
    { config: ADMIN, schema: { params: z.object({ key: z.enum(keys) }), body: z.object({ value: z.unknown() }), tags: ['settings'] } },
    async (req) => {
      const principal = mustPrincipal(req.principal);
      const parsed = schemaFor(req.params.key).safeParse(req.body.value);
      if (!parsed.success) {
        throw unprocessable(parsed.error.issues.map((i) => ({ loc: ['body', 'value', ...i.path.map(String)], msg: i.message })));
      }
      await app.deps.db.transaction(async (tx) => {
        await setPlatformSetting(tx, req.params.key, parsed.data, principal.userId);
        await audit(tx, { actorUserId: principal.userId, actualUserId: principal.actualUserId, action: 'setting_changed', entityType: 'platform_setting', entityId: req.params.key, ip: req.ip });
      });
      return { data: await effectiveSettings(app.deps.db, null) };
    },
  );
}
