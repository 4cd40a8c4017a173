/** GET /v2/payroll_runs/{id}/recovery: the run's pay traced to the client invoices that bring it back (decision 0056). */
import type { FastifyInstance } from 'fastify';
import { payrollRecoverySchema } from '@app/domain';
import { idParams } from '../../lib/reference-routes.js';
import { route } from '../../lib/route.js';
import { payrollRunRecovery } from './payroll-run-recovery.service.js';

export async function payrollRunRecoveryRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v2/payroll_runs/:id/recovery',
    // Whoever reads the run (section 6 "see payroll"), scoped as the run is.
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/payroll_runs', capability: 'see_payroll' },
    tags: ['payroll_runs'],
    params: idParams,
    response: payrollRecoverySchema,
    handler: ({ principal, params }) => payrollRunRecovery(app.deps.db, principal, params.id),
  });
}
