/**
 * Per-partner overrides of platform settings (white-label). Admin and EOR staff edit any partner's
 * overridable keys; a partner's owner edits its own brand keys. Another partner's settings are 404
 * (the rules are in settings.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mustPrincipal } from '../../plugins/auth.js';
import { PARTNER_OVERRIDABLE, type SettingKey } from './settings.defaults.js';
import { clearPartnerOverride, partnerSettingsView, setPartnerOverride } from './settings.service.js';

const ACCESS = { access: { userTypes: ['admin', 'eor', 'partner'] as const } };
const params = z.object({ partnerId: z.string().uuid() });
const keyParams = params.extend({ key: z.enum(PARTNER_OVERRIDABLE as [SettingKey, ...SettingKey[]]) });

export async function partnerSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db;

  r.get(
    '/v2/partners/:partnerId/settings',
    { config: ACCESS, schema: { params, tags: ['settings'] } },
    async (req) => ({
      data: await partnerSettingsView(db, mustPrincipal(req.principal), req.params.partnerId),
    }),
  );

  r.put(
    '/v2/partners/:partnerId/settings/:key',
    { config: ACCESS, schema: { params: keyParams, body: z.object({ value: z.unknown() }), tags: ['settings'] } },
    async (req) => ({
      data: await setPartnerOverride(
        db,
        mustPrincipal(req.principal),
        req.params.partnerId,
        req.params.key,
        req.body.value,
        req.ip,
      ),
    }),
  );

  r.delete(
    '/v2/partners/:partnerId/settings/:key',
    { config: ACCESS, schema: { params: keyParams, tags: ['settings'] } },
    async (req) => ({
      data: await clearPartnerOverride(db, mustPrincipal(req.principal), req.params.partnerId, req.params.key, req.ip),
    }),
  );
}
