import type { FastifyInstance } from 'fastify';
import { dashboardSummarySchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { effectiveSettings } from '../settings/settings.service.js';
import { dashboardSummary } from './summary.service.js';

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
}
