import type { FastifyInstance } from 'fastify';
import { dashboardSchema, dashboardSummarySchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { effectiveSettings } from '../settings/settings.service.js';
import { dashboardOf } from './dashboard.service.js';
import { dashboardSummary, organizationOf } from './summary.service.js';

export async function summaryRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v2/summary',
    access: {},
    tags: ['dashboard'],
    response: dashboardSummarySchema,
    handler: async ({ principal }) => {
      const settings = await effectiveSettings(app.deps.db, principal.partnerId);
      return dashboardSummary(app.deps.db, principal, settings.brand_name);
    },
  });

  // Every signed-in user has a dashboard; each part of it shows only when the caller holds its list's link.
  route(app, {
    method: 'GET',
    url: '/v2/summary/dashboard',
    access: {},
    tags: ['dashboard'],
    response: dashboardSchema,
    handler: async ({ principal }) => {
      const settings = await effectiveSettings(app.deps.db, principal.partnerId);
      return dashboardOf(app.deps, principal, await organizationOf(app.deps.db, principal, settings.brand_name));
    },
  });
}
