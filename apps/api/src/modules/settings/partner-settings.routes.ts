/**
 * Per-partner overrides of platform settings (white-label). Admin and EOR staff edit any partner's
 * overridable keys; a partner's owner edits its own brand keys. Another partner's settings are 404
 * (the rules are in settings.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { partnerOverridesViewSchema, partnerSettingsViewSchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { PARTNER_OVERRIDABLE, type SettingKey } from './settings.defaults.js';
import { clearPartnerOverride, partnerSettingsView, setPartnerOverride } from './settings.service.js';

const access = { userTypes: ['admin', 'eor', 'partner'] } as const;
const tags = ['settings'];
const params = z.object({ partnerId: z.string().uuid() });
const keyParams = params.extend({ key: z.enum(PARTNER_OVERRIDABLE as [SettingKey, ...SettingKey[]]) });

export async function partnerSettingsRoutes(app: FastifyInstance) {
  const db = app.deps.db;

  route(app, {
    method: 'GET',
    url: '/v2/partners/:partnerId/settings',
    access,
    tags,
    params,
    response: partnerSettingsViewSchema,
    handler: ({ principal, params }) => partnerSettingsView(db, principal, params.partnerId),
  });

  route(app, {
    method: 'PUT',
    url: '/v2/partners/:partnerId/settings/:key',
    access,
    tags,
    params: keyParams,
    body: z.object({ value: z.unknown() }),
    response: partnerOverridesViewSchema,
    handler: ({ principal, params, body, request }) =>
      setPartnerOverride(db, principal, params.partnerId, params.key, body.value, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/partners/:partnerId/settings/:key',
    access,
    tags,
    params: keyParams,
    response: partnerOverridesViewSchema,
    handler: ({ principal, params, request }) =>
      clearPartnerOverride(db, principal, params.partnerId, params.key, request.ip),
  });
}
