/**
 * Per-partner overrides of platform settings (white-label). Admin and EOR staff edit any partner's
 * overridable keys; a partner's owner edits its own brand keys. Another partner's settings are 404.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partners } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { mustPrincipal } from '../../plugins/auth.js';
import type { Principal } from '../../lib/principal.js';
import { PARTNER_OVERRIDABLE, PARTNER_OWNER_EDITABLE, type SettingKey } from './settings.defaults.js';
import { clearPartnerSetting, effectiveSettings, partnerOverrides, setPartnerSetting } from './settings.service.js';
import { parseSettingValue } from './settings.validation.js';
import { isStaff } from '../../lib/principal.js';

const ACCESS = { access: { userTypes: ['admin', 'eor', 'partner'] as const } };
const params = z.object({ partnerId: z.string().uuid() });
const keyParams = params.extend({ key: z.enum(PARTNER_OVERRIDABLE as [SettingKey, ...SettingKey[]]) });

export async function partnerSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db;

  /** Scope: staff see every partner; a partner user only its own (anything else does not exist). */
  async function visiblePartner(p: Principal, partnerId: string) {
    if (!isStaff(p) && p.partnerId !== partnerId) throw notFound();
    const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
    if (!row) throw notFound();
    return row;
  }

  function assertMayEdit(p: Principal, key: SettingKey) {
    if (isStaff(p)) return;
    if (p.role !== 'owner' || !PARTNER_OWNER_EDITABLE.includes(key)) throw forbidden();
  }

  r.get('/v2/partners/:partnerId/settings', { config: ACCESS, schema: { params, tags: ['settings'] } }, async (req) => {
    const p = mustPrincipal(req.principal);
    const partner = await visiblePartner(p, req.params.partnerId);
    return {
      data: {
        effective: await effectiveSettings(db, partner.id),
        overrides: await partnerOverrides(db, partner.id),
        editable: isStaff(p) ? PARTNER_OVERRIDABLE : p.role === 'owner' ? PARTNER_OWNER_EDITABLE : [],
      },
    };
  });

  r.put(
    '/v2/partners/:partnerId/settings/:key',
    { config: ACCESS, schema: { params: keyParams, body: z.object({ value: z.unknown() }), tags: ['settings'] } },
    async (req) => {
      const p = mustPrincipal(req.principal);
      const partner = await visiblePartner(p, req.params.partnerId);
      assertMayEdit(p, req.params.key);
      const value = parseSettingValue(req.params.key, req.body.value);
      await db.transaction(async (tx) => {
        await setPartnerSetting(tx, partner.id, req.params.key, value);
        await audit(tx, {
          actorUserId: p.userId,
          actualUserId: p.actualUserId,
          action: 'partner_setting_changed',
          entityType: 'partner',
          entityId: partner.id,
          metadata: { key: req.params.key },
          ip: req.ip,
        });
      });
      return { data: { overrides: await partnerOverrides(db, partner.id) } };
    },
  );

  r.delete(
    '/v2/partners/:partnerId/settings/:key',
    { config: ACCESS, schema: { params: keyParams, tags: ['settings'] } },
    async (req) => {
      const p = mustPrincipal(req.principal);
      const partner = await visiblePartner(p, req.params.partnerId);
      assertMayEdit(p, req.params.key);
      await db.transaction(async (tx) => {
        await clearPartnerSetting(tx, partner.id, req.params.key);
        await audit(tx, {
          actorUserId: p.userId,
          actualUserId: p.actualUserId,
          action: 'partner_setting_cleared',
          entityType: 'partner',
          entityId: partner.id,
          metadata: { key: req.params.key },
          ip: req.ip,
        });
      });
      return { data: { overrides: await partnerOverrides(db, partner.id) } };
    },
  );
}
