/** Route modules of the "team" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';
import { columnPreferencesRoutes } from '../modules/column-preferences/column-preferences.routes.js';
import { consentSettingsRoutes } from '../modules/consent-settings/consent-settings.routes.js';
import { permissionsRoutes } from '../modules/permissions/permissions.routes.js';
import { profileRoutes } from '../modules/profile/profile.routes.js';
import { userSettingsRoutes } from '../modules/profile/user-settings.routes.js';
import { teamRoutes } from '../modules/team/team.routes.js';

export async function teamArea(app: FastifyInstance) {
  await app.register(teamRoutes);
  await app.register(permissionsRoutes);
  await app.register(profileRoutes);
  await app.register(userSettingsRoutes);
  await app.register(consentSettingsRoutes);
  await app.register(columnPreferencesRoutes);
}
