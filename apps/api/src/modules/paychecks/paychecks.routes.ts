/** /v2/paychecks/preview: the payroll engine over HTTP, for the paycheck calculator (issue 12). */
import type { FastifyInstance } from 'fastify';
import { paycheckPreviewSchema, paycheckPreviewViewSchema } from '@app/domain';
import { route } from '../../lib/route.js';
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
}
