/**
 * /v2/payroll_runs (issue 13; spec section 6 "see payroll": admin, eor and partner users who see payroll).
 * Everyone on the page reads the runs in their scope; the employer creates, recomputes, excludes, submits
 * and reopens (payroll-runs.policy.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  PAYROLL_RUN_SORTS,
  offCycleRunCreateSchema,
  payrollRunCreateSchema,
  payrollRunDetailSchema,
  payrollRunAdjustmentCreateSchema,
  payrollRunExclusionSchema,
  payrollRunFilters,
  payrollRunViewSchema,
  payrollFileListSchema,
  payrollReturnsImportSchema,
  payrollReturnsResultSchema,
  taxLiabilitiesSchema,
  periodTaxLiabilitiesQuerySchema,
  periodTaxLiabilitiesSchema,
  type PayrollRunView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { z } from 'zod';
import { idParams } from '../../lib/reference-routes.js';
import { fileRoute, listRoute, route } from '../../lib/route.js';
import { requireEmailCode } from '../auth/verification.js';
import { importPayrollReturns } from './payroll-processing.service.js';
import { createOffCycleRun } from './off-cycle.service.js';
import { downloadPayrollRunFile, payrollRunFiles } from './payroll-files.service.js';
import {
  addRunAdjustment,
  approvePayrollRun,
  createPayrollRun,
  excludeWorker,
  movePayrollRun,
  payrollRunDetail,
  payrollRunList,
  recomputePayrollRun,
  removeRunAdjustment,
  periodTaxLiabilities,
  runTaxLiabilities,
} from './payroll-runs.service.js';

const access = { userTypes: ['admin', 'eor', 'partner'], link: '/payroll_runs', capability: 'see_payroll' } as const;
/** Commands: the same page; the employer rule is checked per run (payroll-runs.policy.ts). */
const runAccess = { userTypes: ['admin', 'partner'], link: '/payroll_runs', capability: 'see_payroll' } as const;
/**
 * A run's bank files (full account numbers; decision 0066): section 6's sensitive roles of staff, or of a
 * self-employer partner for its own runs (capability `payroll_files`).
 */
const fileAccess = {
  userTypes: ['admin', 'eor', 'partner'],
  link: '/payroll_runs',
  capability: 'payroll_files',
} as const;
const tags = ['payroll_runs'];

const CSV = [
  { header: 'Partner', value: (r: PayrollRunView) => r.partner.name },
  { header: 'Status', value: (r: PayrollRunView) => r.status },
  { header: 'Period start', value: (r: PayrollRunView) => r.period_start },
  { header: 'Period end', value: (r: PayrollRunView) => r.period_end },
  { header: 'Pay date', value: (r: PayrollRunView) => r.pay_date },
  { header: 'Funding', value: (r: PayrollRunView) => r.funding },
  { header: 'Workers', value: (r: PayrollRunView) => r.worker_count },
  { header: 'Gross', value: (r: PayrollRunView) => r.totals.gross },
  { header: 'Employee taxes', value: (r: PayrollRunView) => r.totals.employee_taxes },
  { header: 'Deductions', value: (r: PayrollRunView) => r.totals.deductions },
  { header: 'Net', value: (r: PayrollRunView) => r.totals.net },
  { header: 'Employer taxes', value: (r: PayrollRunView) => r.totals.employer_taxes },
];

export async function payrollRunsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/payroll_runs',
    access,
    tags,
    query: listQuerySchema(PAYROLL_RUN_SORTS, payrollRunFilters),
    row: payrollRunViewSchema,
    list: ({ principal, query: q }) =>
      payrollRunList(deps.db, principal, {
        status: q.status,
        partnerId: q.partner_id,
        sort: sortOf(q, '-period_start'),
        ...pageOf(q),
      }),
    csv: { filename: 'payroll_runs', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/payroll_runs/:id',
    access,
    tags,
    params: idParams,
    response: payrollRunDetailSchema,
    handler: ({ principal, params }) => payrollRunDetail(deps.db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payroll_runs',
    access: runAccess,
    tags,
    body: payrollRunCreateSchema,
    response: payrollRunDetailSchema,
    status: 201,
    handler: ({ principal, body, request }) => createPayrollRun(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payroll_runs/off_cycle',
    access: runAccess,
    tags,
    body: offCycleRunCreateSchema,
    response: payrollRunDetailSchema,
    status: 201,
    handler: ({ principal, body, request }) => createOffCycleRun(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payroll_runs/:id/recompute',
    access: runAccess,
    tags,
    params: idParams,
    response: payrollRunDetailSchema,
    handler: ({ principal, params, request }) => recomputePayrollRun(deps, principal, params.id, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payroll_runs/:id/exclusions',
    access: runAccess,
    tags,
    params: idParams,
    body: payrollRunExclusionSchema,
    response: payrollRunDetailSchema,
    handler: ({ principal, params, body, request }) => excludeWorker(deps, principal, params.id, body, request.ip),
  });

  for (const [action, to] of [
    ['submit', 'pending'],
    ['reopen', 'pre_draft'],
  ] as const) {
    route(app, {
      method: 'POST',
      url: `/v2/payroll_runs/:id/${action}`,
      access: runAccess,
      tags,
      params: idParams,
      response: payrollRunDetailSchema,
      handler: ({ principal, params, request }) => movePayrollRun(deps, principal, params.id, to, request.ip),
    });
  }

  route(app, {
    method: 'POST',
    url: '/v2/payroll_runs/:id/approve',
    access: runAccess,
    tags,
    params: idParams,
    response: payrollRunDetailSchema,
    // Behind the 424 step: the e-mailed code, replayed with X-Verification-Code.
    handler: ({ principal, params, request }) =>
      approvePayrollRun(deps, principal, params.id, request.ip, () => requireEmailCode(deps, request)),
  });

  route(app, {
    method: 'GET',
    url: '/v2/payroll_runs/:id/tax_liabilities',
    access,
    tags,
    params: idParams,
    response: taxLiabilitiesSchema,
    handler: ({ principal, params }) => runTaxLiabilities(deps.db, principal, params.id),
  });

  route(app, {
    method: 'GET',
    url: '/v2/payroll_runs/:id/files',
    access: fileAccess,
    tags,
    params: idParams,
    response: payrollFileListSchema,
    handler: ({ principal, params }) => payrollRunFiles(deps.db, principal, params.id),
  });

  fileRoute(app, {
    url: '/v2/payroll_runs/:id/files/:fileId/download',
    access: fileAccess,
    tags,
    params: z.object({ id: z.string().uuid(), fileId: z.string().uuid() }),
    file: ({ principal, params, request }) =>
      downloadPayrollRunFile(deps, principal, params.id, params.fileId, request.ip),
  });

  route(app, {
    method: 'GET',
    url: '/v2/payroll_tax_liabilities',
    access,
    tags,
    query: periodTaxLiabilitiesQuerySchema,
    response: periodTaxLiabilitiesSchema,
    handler: ({ principal, query }) => periodTaxLiabilities(deps.db, principal, query),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payroll_returns',
    // The originating bank's returns reach the platform's operations: admins import them.
    access: { userTypes: ['admin'], link: '/payroll_runs', capability: 'see_payroll' },
    tags,
    body: payrollReturnsImportSchema,
    response: payrollReturnsResultSchema,
    handler: ({ principal, body, request }) => importPayrollReturns(deps, principal, body.file, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payroll_runs/:id/adjustments',
    access: runAccess,
    tags,
    params: idParams,
    body: payrollRunAdjustmentCreateSchema,
    response: payrollRunDetailSchema,
    status: 201,
    handler: ({ principal, params, body, request }) => addRunAdjustment(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/payroll_runs/:id/adjustments/:adjustmentId',
    access: runAccess,
    tags,
    params: z.object({ id: z.string().uuid(), adjustmentId: z.string().uuid() }),
    response: payrollRunDetailSchema,
    handler: ({ principal, params, request }) =>
      removeRunAdjustment(deps, principal, params.id, params.adjustmentId, request.ip),
  });
}
