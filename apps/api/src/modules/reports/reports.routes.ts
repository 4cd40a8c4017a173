/**
 * /v2/reports (decision 0088): the catalogue of the caller's report kinds, a request (PENDING, queued),
 * the caller's own reports (list, detail) and the download of a finished one as CSV or XLSX. The /reports
 * page's users (route table: staff and partners with section 6's sensitive access); each report is its
 * requester's alone — anyone else's is 404.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  REPORT_SORTS,
  reportCreateSchema,
  reportDownloadQuerySchema,
  reportFilters,
  reportKindViewSchema,
  reportViewSchema,
  type ReportView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { fileRoute, listRoute, route } from '../../lib/route.js';
import { reportDetail, reportFile, reportKinds, reportList, requestReport } from './reports.service.js';

export const REPORTS_ACCESS = {
  userTypes: ['admin', 'eor', 'partner'],
  link: '/reports',
  capability: 'sensitive',
} as const;
const tags = ['reports'];

export async function reportsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  route(app, {
    method: 'GET',
    url: '/v2/reports/kinds',
    access: REPORTS_ACCESS,
    tags,
    summary: 'The report kinds the caller may run',
    response: z.array(reportKindViewSchema),
    handler: async ({ principal }) => reportKinds(principal),
  });

  listRoute(app, {
    url: '/v2/reports',
    access: REPORTS_ACCESS,
    tags,
    query: listQuerySchema(REPORT_SORTS, reportFilters),
    row: reportViewSchema,
    list: ({ principal, query: q }) =>
      reportList(deps, principal, { kind: q.kind, status: q.status, sort: sortOf(q, '-created_at'), ...pageOf(q) }),
    csv: {
      filename: 'reports',
      columns: [
        { header: 'Report', value: (r: ReportView) => r.label },
        { header: 'Status', value: (r: ReportView) => r.status },
        { header: 'Rows', value: (r: ReportView) => r.row_count },
        { header: 'Requested', value: (r: ReportView) => r.created_at },
        { header: 'Finished', value: (r: ReportView) => r.finished_at },
      ],
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/reports',
    access: REPORTS_ACCESS,
    tags,
    body: reportCreateSchema,
    response: reportViewSchema,
    status: 201,
    handler: ({ principal, body }) => requestReport(deps, principal, body),
  });

  route(app, {
    method: 'GET',
    url: '/v2/reports/:id',
    access: REPORTS_ACCESS,
    tags,
    params: idParams,
    response: reportViewSchema,
    handler: ({ principal, params }) => reportDetail(deps, principal, params.id),
  });

  fileRoute(app, {
    url: '/v2/reports/:id/download',
    access: REPORTS_ACCESS,
    tags,
    params: idParams,
    query: reportDownloadQuerySchema,
    file: ({ principal, params, query }) => reportFile(deps, principal, params.id, query.format),
  });
}
