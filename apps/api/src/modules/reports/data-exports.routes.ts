/**
 * /v2/data_exports (decision 0088): request an export of the caller's data set, list and read their own,
 * and download a finished one — once, within its expiry (410 after). The /data_export page's users (route
 * table: staff and partners who may export); each export is its requester's alone, anyone else's 404.
 */
import type { FastifyInstance } from 'fastify';
import { DATA_EXPORT_SORTS, dataExportCreateSchema, dataExportViewSchema, type DataExportView } from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { fileRoute, listRoute, route } from '../../lib/route.js';
import { dataExportDetail, dataExportFile, dataExportList, requestDataExport } from './data-exports.service.js';

const access = { userTypes: ['admin', 'eor', 'partner'], link: '/data_export', capability: 'export' } as const;
const tags = ['data_exports'];

export async function dataExportsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/data_exports',
    access,
    tags,
    query: listQuerySchema(DATA_EXPORT_SORTS, {}),
    row: dataExportViewSchema,
    list: ({ principal, query: q }) =>
      dataExportList(deps, principal, { sort: sortOf(q, '-created_at'), ...pageOf(q) }),
    csv: {
      filename: 'data_exports',
      columns: [
        { header: 'Requested', value: (e: DataExportView) => e.created_at },
        { header: 'Status', value: (e: DataExportView) => e.status },
        { header: 'Downloaded', value: (e: DataExportView) => e.downloaded_at },
      ],
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/data_exports',
    access,
    tags,
    body: dataExportCreateSchema,
    response: dataExportViewSchema,
    status: 201,
    handler: ({ principal, body }) => requestDataExport(deps, principal, body),
  });

  route(app, {
    method: 'GET',
    url: '/v2/data_exports/:id',
    access,
    tags,
    params: idParams,
    response: dataExportViewSchema,
    handler: ({ principal, params }) => dataExportDetail(deps, principal, params.id),
  });

  fileRoute(app, {
    url: '/v2/data_exports/:id/download',
    access,
    tags,
    params: idParams,
    file: ({ principal, params }) => dataExportFile(deps, principal, params.id),
  });
}
