import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TIMESHEET_UPLOAD_MAX_CHARS,
  TIMESHEET_UPLOAD_SORTS,
  TIMESHEET_UPLOAD_STATUSES,
  timesheetUploadCreateSchema,
  timesheetUploadImportSchema,
} from '@app/domain';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { listUploads } from './timesheet-uploads.repository.js';
import { createUpload, importUpload, uploadDetail } from './timesheet-uploads.service.js';

/** Those who may input time for others (section 6): staff, partner users, client users; not when the partner keeps its own sheets. */
const ACCESS = {
  access: {
    userTypes: ['admin', 'eor', 'partner', 'client'],
    link: '/timesheet_uploads',
    capability: 'input_time',
  },
} as const;
/**
 * The CSV travels as a JSON string: room for its largest allowed text (up to 3 bytes a character in
 * UTF-8, escapes included) so a big file gets the schema's clear 422, not the app's bare 413.
 */
const UPLOAD_BODY_LIMIT = TIMESHEET_UPLOAD_MAX_CHARS * 3 + 64 * 1024;
const query = listQuerySchema(TIMESHEET_UPLOAD_SORTS, { status: z.enum(TIMESHEET_UPLOAD_STATUSES).optional() });

export async function timesheetUploadsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/timesheet_uploads',
    { config: ACCESS, schema: { querystring: query, tags: ['timesheet_uploads'] } },
    async (req, reply) => {
      const q = req.query;
      const result = await listUploads(deps.db, mustPrincipal(req.principal), {
        status: q.status,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
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
      });
    },
  );

  r.get(
    '/v2/timesheet_uploads/:id',
    { config: ACCESS, schema: { params: idParams, tags: ['timesheet_uploads'] } },
    async (req) => ({ data: await uploadDetail(deps.db, mustPrincipal(req.principal), req.params.id) }),
  );

  r.post(
    '/v2/timesheet_uploads',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: ACCESS,
      schema: { body: timesheetUploadCreateSchema, tags: ['timesheet_uploads'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await createUpload(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.post(
    '/v2/timesheet_uploads/:id/import',
    {
      config: ACCESS,
      schema: { params: idParams, body: timesheetUploadImportSchema, tags: ['timesheet_uploads'] },
    },
    async (req) => ({
      data: await importUpload(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );
}
