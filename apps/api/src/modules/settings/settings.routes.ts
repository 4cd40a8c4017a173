/** Admin-edited platform settings: the source of every public global. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { platformSettingsSchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { PLATFORM_DEFAULTS, type SettingKey } from './settings.defaults.js';
import { changePlatformSetting, effectiveSettings } from './settings.service.js';

const access = { userTypes: ['admin'] } as const;
const tags = ['settings'];
const keys = Object.keys(PLATFORM_DEFAULTS) as [SettingKey, ...SettingKey[]];

export async function settingsRoutes(app: FastifyInstance) {
  const db = app.deps.db;

  route(app, {
    method: 'GET',
    url: '/v2/platform_settings',
    access,
    tags,
    response: platformSettingsSchema,
    handler: () => effectiveSettings(db, null),
  });

  route(app, {
    method: 'PUT',
    url: '/v2/platform_settings/:key',
    access,
    tags,
    params: z.object({ key: z.enum(keys) }),
    body: z.object({ value: z.unknown() }),
    response: platformSettingsSchema,
    handler: async ({ principal, params, body, request }) => {
      await changePlatformSetting(db, principal, params.key, body.value, request.ip);
      return effectiveSettings(db, null);
    },
  });
}
