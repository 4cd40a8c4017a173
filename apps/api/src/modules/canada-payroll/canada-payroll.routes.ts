/**
 * /v2/canada_payroll (issue 13; decision 0054): the /canada-payroll page's figures — admin-like users,
 * and the users of a Canada-enabled partner who see payroll (the route table's capabilities).
 */
import type { FastifyInstance } from 'fastify';
import {
  canadaPayrollQuerySchema,
  canadaPayrollSummarySchema,
  T4_WORKER_SORTS,
  t4WorkerFilters,
  t4WorkerRowSchema,
  type T4WorkerRow,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { listRoute, route } from '../../lib/route.js';
import { canadaPayrollSummary, t4Workers, yearOf } from './canada-payroll.service.js';

const access = {
  userTypes: ['admin', 'eor', 'partner'],
  link: '/canada-payroll',
  capability: ['see_payroll', 'canada'],
} as const;

const CSV = [
  { header: 'Worker', value: (r: T4WorkerRow) => r.contractor.name },
  { header: 'Partner', value: (r: T4WorkerRow) => r.partner.name },
  { header: 'Employer', value: (r: T4WorkerRow) => r.employer_name },
  { header: 'Province', value: (r: T4WorkerRow) => r.province },
  { header: 'Paychecks', value: (r: T4WorkerRow) => String(r.paychecks) },
  { header: 'Box 14 employment income', value: (r: T4WorkerRow) => r.box_14 },
  { header: 'Box 16 CPP', value: (r: T4WorkerRow) => r.box_16 },
  { header: 'Box 16A CPP2', value: (r: T4WorkerRow) => r.box_16a },
  { header: 'Box 18 EI', value: (r: T4WorkerRow) => r.box_18 },
  { header: 'Box 22 income tax', value: (r: T4WorkerRow) => r.box_22 },
  { header: 'Box 24 EI insurable earnings', value: (r: T4WorkerRow) => r.box_24 },
  { header: 'Box 26 CPP pensionable earnings', value: (r: T4WorkerRow) => r.box_26 },
];

export async function canadaPayrollRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v2/canada_payroll',
    access,
    tags: ['canada_payroll'],
    query: canadaPayrollQuerySchema,
    response: canadaPayrollSummarySchema,
    handler: ({ principal, query }) => canadaPayrollSummary(app.deps, principal, query),
  });

  listRoute(app, {
    url: '/v2/canada_payroll/t4_workers',
    access,
    tags: ['canada_payroll'],
    query: listQuerySchema(T4_WORKER_SORTS, t4WorkerFilters),
    row: t4WorkerRowSchema,
    list: ({ principal, query: q }) =>
      t4Workers(app.deps.db, principal, {
        year: yearOf(app.deps, q),
        partnerId: q.partner_id,
        sort: sortOf(q, 'name'),
        ...pageOf(q),
      }),
    csv: { filename: 't4_workers', columns: CSV },
  });
}
