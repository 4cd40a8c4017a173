/** /v2/paychecks: the payroll engine over HTTP for the paycheck calculator (issue 12), and one paycheck of a run (issue 13). */
import type { FastifyInstance } from 'fastify';
import { paycheckDetailSchema, paycheckPreviewSchema, paycheckPreviewViewSchema } from '@app/domain';
import { idParams } from '../../lib/reference-routes.js';
import { route } from '../../lib/route.js';
import { paycheckDetail } from '../payroll-runs/payroll-runs.service.js';
import { previewPaycheck } from './paychecks.service.js';

export async function paychecksRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/v2/paychecks/preview',
    // The calculator page's rule: staff and partner users who see payroll (spec section 6).
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/calculator', capability: 'see_payroll' },
    tags: ['paychecks'],
    body: paycheckPreviewSchema,
    response: paycheckPreviewViewSchema,
    handler: async ({ body, principal }) => previewPaycheck(app.deps, principal, body),
  });

  route(app, {
    method: 'GET',
    url: '/v2/paychecks/:id',
    // Spec section 6: paychecks for partner, eor and admin users who see them, and a contractor its own.
    access: { userTypes: ['admin', 'eor', 'partner', 'contractor'], link: '/paychecks', capability: 'see_paychecks' },
    tags: ['paychecks'],
    params: idParams,
    response: paycheckDetailSchema,
    handler: ({ principal, params }) => paycheckDetail(app.deps.db, principal, params.id),
  });
}
