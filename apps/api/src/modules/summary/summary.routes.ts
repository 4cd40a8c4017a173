import type { FastifyInstance } from 'fastify';
import { mustPrincipal } from '../../plugins/auth.js';
import { effectiveSettings } from '../settings/settings.service.js';
import { dashboardSummary } from './summary.service.js';

export async function summaryRoutes(app: FastifyInstance) {
  app.get('/v2/summary', { config: { access: {} }, schema: { tags: ['dashboard'] } }, async (req) => {
    const principal = mustPrincipal(req.principal);
    const settings = await effectiveSettings(app.deps.db, principal.partnerId);
    return { data: await dashboardSummary(app.deps.db, principal, settings.brand_name) };
  });
}
