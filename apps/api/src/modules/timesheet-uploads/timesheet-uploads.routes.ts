import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  TIMESHEET_UPLOAD_MAX_CHARS,
  TIMESHEET_UPLOAD_SORTS,
  TIMESHEET_UPLOAD_STATUSES,
  timesheetUploadCreateSchema,
  timesheetUploadDetailSchema,
  timesheetUploadImportSchema,
  timesheetUploadViewSchema,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { listUploads } from './timesheet-uploads.repository.js';
import { createUpload, importUpload, uploadDetail } from './timesheet-uploads.service.js';

/** Those who may input time for others (section 6): staff, partner users, client users; not when the partner keeps its own sheets. */
const ACCESS = {
  userTypes: ['admin', 'eor', 'partner', 'client'],
  link: '/timesheet_uploads',
  capability: 'input_time',
} as const;
const tags = ['timesheet_uploads'];
/**
 * The CSV travels as a JSON string: room for its largest allowed text (up to 3 bytes a character in
 * UTF-8, escapes included) so a big file gets the schema's clear 422, not the app's bare 413.
 */
const UPLOAD_BODY_LIMIT = TIMESHEET_UPLOAD_MAX_CHARS * 3 + 64 * 1024;
const query = listQuerySchema(TIMESHEET_UPLOAD_SORTS, { status: z.enum(TIMESHEET_UPLOAD_STATUSES).optional() });

export async function timesheetUploadsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/timesheet_uploads',
    access: ACCESS,
    tags,
    query,
    row: timesheetUploadViewSchema,
    list: ({ principal, query: q }) =>
      listUploads(deps.db, principal, { status: q.status, sort: sortOf(q, '-created_at'), ...pageOf(q) }),
    csv: {
      filename: 'timesheet_uploads',
      columns: [
        { header: 'Uploaded', value: (u) => u.created_at },
        { header: 'File', value: (u) => u.file_name },
        { header: 'Status', value: (u) => u.status },
        { header: 'Rows', value: (u) => u.total_rows },
        { header: 'Valid', value: (u) => u.valid_rows },
        { header: 'Imported', value: (u) => u.imported_rows },
        { header: 'Uploaded by', value: (u) => u.uploaded_by.name },
        { header: 'Partner', value: (u) => u.partner?.name },
        { header: 'Client', value: (u) => u.client?.name },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/timesheet_uploads/:id',
    access: ACCESS,
    tags,
    params: idParams,
    response: timesheetUploadDetailSchema,
    handler: ({ principal, params }) => uploadDetail(deps.db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/timesheet_uploads',
    access: ACCESS,
    tags,
    bodyLimit: UPLOAD_BODY_LIMIT,
    body: timesheetUploadCreateSchema,
    response: timesheetUploadDetailSchema,
    status: 201,
    handler: ({ principal, body, request }) => createUpload(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/timesheet_uploads/:id/import',
    access: ACCESS,
    tags,
    params: idParams,
    body: timesheetUploadImportSchema,
    response: timesheetUploadDetailSchema,
    handler: ({ principal, params, body, request }) => importUpload(deps, principal, params.id, body, request.ip),
  });
}
