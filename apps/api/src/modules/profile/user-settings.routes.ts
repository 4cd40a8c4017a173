/** GET/PUT /v2/user_settings: the signed-in user's theme and time zone (rules in user-settings.service.ts). */
import type { FastifyInstance } from 'fastify';
import { userSettingsSchema, userSettingsUpdateSchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { saveUserSettings, userSettingsOf } from './user-settings.service.js';

const access = {};
const tags = ['settings'];

export async function userSettingsRoutes(app: FastifyInstance) {
  const db = app.deps.db;

  route(app, {
    method: 'GET',
    url: '/v2/user_settings',
    access,
    tags,
    response: userSettingsSchema,
    handler: ({ principal }) => userSettingsOf(db, principal.userId),
  });

  route(app, {
    method: 'PUT',
    url: '/v2/user_settings',
    access,
    tags,
    body: userSettingsUpdateSchema,
    response: userSettingsSchema,
    handler: ({ principal, body, request }) => saveUserSettings(db, principal, body, request.ip),
  });
}
