/** /v2/paychecks: the payroll engine over HTTP for the paycheck calculator (issue 12), and one paycheck of a run (issue 13). */
import type { FastifyInstance } from 'fastify';
import {
  PAYCHECK_SORTS,
  paycheckDetailSchema,
  paycheckFilters,
  paycheckListRowSchema,
  paycheckPreviewSchema,
  paycheckReissueSchema,
  paycheckVoidSchema,
  paycheckPreviewViewSchema,
  type PaycheckListRow,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { fileRoute, listRoute, route } from '../../lib/route.js';
import { paycheckDetail, paycheckList, paycheckPdf } from '../payroll-runs/payroll-runs.service.js';
import { reissuePaycheck, resendPaycheckTransfer, voidPaycheck } from '../payroll-runs/paycheck-corrections.service.js';
import { requireEmailCode } from '../auth/verification.js';

/** Correcting a paycheck (decision 0050): the employer, as approving its run; checked per paycheck. */
const correctionAccess = {
  userTypes: ['admin', 'partner'],
  link: '/paychecks',
  capability: 'see_payroll',
} as const;

/** Spec section 6: paychecks for partner, eor and admin users who see them, and a contractor its own. */
const paycheckAccess = {
  userTypes: ['admin', 'eor', 'partner', 'contractor'],
  link: '/paychecks',
  capability: 'see_paychecks',
} as const;

const CSV = [
  { header: 'Check date', value: (r: PaycheckListRow) => r.check_date },
  { header: 'Worker', value: (r: PaycheckListRow) => r.contractor.name },
  { header: 'Partner', value: (r: PaycheckListRow) => r.partner.name },
  { header: 'Classification', value: (r: PaycheckListRow) => r.classification },
  { header: 'Work state', value: (r: PaycheckListRow) => r.work_state },
  { header: 'Currency', value: (r: PaycheckListRow) => r.currency },
  { header: 'Gross', value: (r: PaycheckListRow) => r.gross },
  { header: 'Employee taxes', value: (r: PaycheckListRow) => r.employee_taxes },
  { header: 'Deductions', value: (r: PaycheckListRow) => r.deductions },
  { header: 'Net', value: (r: PaycheckListRow) => r.net },
  { header: 'Employer taxes', value: (r: PaycheckListRow) => r.employer_taxes },
  { header: 'Transfer', value: (r: PaycheckListRow) => r.transfer_status },
];
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
    access: paycheckAccess,
    tags: ['paychecks'],
    params: idParams,
    response: paycheckDetailSchema,
    handler: ({ principal, params }) => paycheckDetail(app.deps.db, principal, params.id),
  });

  listRoute(app, {
    url: '/v2/paychecks',
    access: paycheckAccess,
    tags: ['paychecks'],
    query: listQuerySchema(PAYCHECK_SORTS, paycheckFilters),
    row: paycheckListRowSchema,
    list: ({ principal, query: q }) =>
      paycheckList(app.deps.db, principal, {
        payrollRunId: q.payroll_run_id,
        contractorId: q.contractor_id,
        partnerId: q.partner_id,
        checkDateFrom: q.check_date_from,
        checkDateTo: q.check_date_to,
        sort: sortOf(q, '-check_date'),
        ...pageOf(q),
      }),
    csv: { filename: 'paychecks', columns: CSV },
  });

  route(app, {
    method: 'POST',
    url: '/v2/paychecks/:id/void',
    access: correctionAccess,
    tags: ['paychecks'],
    params: idParams,
    body: paycheckVoidSchema,
    response: paycheckDetailSchema,
    // Answers the reversing paycheck (the same one when asked again).
    handler: ({ principal, params, body, request }) => voidPaycheck(app.deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/paychecks/:id/reissue',
    access: correctionAccess,
    tags: ['paychecks'],
    params: idParams,
    body: paycheckReissueSchema,
    response: paycheckDetailSchema,
    // Moves money: behind the 424 step, as approving a run is.
    handler: ({ principal, params, body, request }) =>
      reissuePaycheck(app.deps, principal, params.id, body, request.ip, () => requireEmailCode(app.deps, request)),
  });

  route(app, {
    method: 'POST',
    url: '/v2/paychecks/:id/resend',
    access: correctionAccess,
    tags: ['paychecks'],
    params: idParams,
    response: paycheckDetailSchema,
    // Moves money: behind the 424 step, as approving a run is.
    handler: ({ principal, params, request }) =>
      resendPaycheckTransfer(app.deps, principal, params.id, request.ip, () => requireEmailCode(app.deps, request)),
  });

  fileRoute(app, {
    url: '/v2/paychecks/:id/pdf',
    access: paycheckAccess,
    tags: ['paychecks'],
    params: idParams,
    file: async ({ principal, params }) => paycheckPdf(app.deps, principal, params.id),
  });
}
