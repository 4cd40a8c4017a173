import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TIMESHEET_SORTS,
  timesheetActionBodySchema,
  timesheetBulkBodySchema,
  timesheetCreateSchema,
  timesheetEvidenceUploadSchema,
  timesheetFilters,
  timesheetUpdateSchema,
  timesheetWeekQuerySchema,
  type TimesheetFilterBody,
} from '@app/domain';
import { unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf, withDateRange } from '../../lib/list.js';
import { sendAttachment } from '../../lib/uploads.js';
import { idParams, visibleOr404 } from '../../lib/reference-routes.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { applyBulkTimesheetAction, applyTimesheetAction } from './timesheet-actions.service.js';
import { toTimesheetView, toTimesheetViews } from './timesheet-view.js';
import { timesheetWeek } from './timesheet-week.service.js';
import { findVisibleTimesheet, listTimesheetRows, type TimesheetFilter } from './timesheets.repository.js';
import { createTimesheet, evidenceOf, updateTimesheet, uploadEvidence } from './timesheets.service.js';

const ALL = ['admin', 'eor', 'partner', 'client', 'contractor'] as const;
const LINK = '/timesheets';
const query = withDateRange(listQuerySchema(TIMESHEET_SORTS, timesheetFilters));

/** Only staff see several partners, so only they filter by one (anyone else: 422, not a silent no-op). */
export function filterOf(
  p: Principal,
  q: Omit<TimesheetFilterBody, 'paid'> & { paid?: boolean | undefined },
  loc: string,
): TimesheetFilter {
  if (q.partner_id && !isStaff(p))
    throw unprocessable([{ loc: [loc, 'partner_id'], msg: 'Only platform staff filter by partner' }]);
  return {
    weekStart: q.week_start,
    dateFrom: q.date_from,
    dateTo: q.date_to,
    clientId: q.client_id,
    contractorId: q.contractor_id,
    assignmentId: q.assignment_id,
    partnerId: q.partner_id,
    status: q.status,
    type: q.type,
    paid: q.paid,
    search: q.search,
  };
}

const hours = (minutes: number) => (minutes / 60).toFixed(2);

export async function timesheetsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/timesheets',
    { config: { access: { userTypes: ALL, link: LINK } }, schema: { querystring: query, tags: ['timesheets'] } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      const { rows, total } = await listTimesheetRows(deps.db, p, {
        ...filterOf(p, q, 'querystring'),
        sort: sortOf(q, '-date'),
        ...pageOf(q),
      });
      const views = await toTimesheetViews(deps.db, p, rows);
      return sendList(
        reply,
        q,
        { rows: views, total },
        {
          filename: 'timesheets',
          columns: [
            { header: 'Date', value: (t) => t.date },
            { header: 'Day', value: (t) => t.day },
            { header: 'Contractor', value: (t) => t.contractor.name },
            { header: 'Client', value: (t) => t.client.name },
            { header: 'Job', value: (t) => t.assignment.job_title },
            { header: 'Start', value: (t) => t.time_start_string },
            { header: 'End', value: (t) => t.time_end_string },
            { header: 'Break minutes', value: (t) => t.break_time_minutes },
            { header: 'Hours', value: (t) => hours(t.minutes_worked) },
            { header: 'Type', value: (t) => t.type },
            { header: 'Status', value: (t) => t.status },
            { header: 'Paid', value: (t) => t.paid },
            { header: 'Project code', value: (t) => t.project_code?.code },
            { header: 'Task', value: (t) => t.task },
            { header: 'Approved by', value: (t) => t.approval_email },
            { header: 'Approval date', value: (t) => t.approval_date },
            { header: 'Time zone', value: (t) => t.timezone },
            { header: 'Pay rate', value: (t) => t.pay_rate },
            { header: 'Bill rate', value: (t) => t.bill_rate },
          ],
        },
      );
    },
  );

  r.get(
    '/v2/timesheets/week',
    {
      config: { access: { userTypes: ALL, link: LINK } },
      schema: { querystring: timesheetWeekQuerySchema, tags: ['timesheets'] },
    },
    async (req) => ({ data: await timesheetWeek(deps, mustPrincipal(req.principal), req.query) }),
  );

  // Opened from the list and from an approval group: the entry's own scope is the rule, not the page link.
  r.get(
    '/v2/timesheets/:id',
    { config: { access: { userTypes: ALL } }, schema: { params: idParams, tags: ['timesheets'] } },
    async (req) => {
      const p = mustPrincipal(req.principal);
      return {
        data: await toTimesheetView(deps.db, p, visibleOr404(await findVisibleTimesheet(deps.db, p, req.params.id))),
      };
    },
  );

  r.post(
    '/v2/timesheets',
    {
      config: { access: { userTypes: ALL, link: LINK } },
      schema: { body: timesheetCreateSchema, tags: ['timesheets'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await createTimesheet(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/timesheets/:id',
    {
      config: { access: { userTypes: ALL, link: LINK } },
      schema: { params: idParams, body: timesheetUpdateSchema, tags: ['timesheets'] },
    },
    async (req) => ({
      data: await updateTimesheet(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );

  r.delete(
    '/v2/timesheets/:id',
    { config: { access: { userTypes: ALL } }, schema: { params: idParams, tags: ['timesheets'] } },
    async (req, reply) => {
      await applyTimesheetAction(deps, mustPrincipal(req.principal), req.params.id, { action: 'delete' }, req.ip);
      return reply.status(204).send();
    },
  );

  r.post(
    '/v2/timesheets/:id/actions',
    {
      config: { access: { userTypes: ALL } },
      schema: { params: idParams, body: timesheetActionBodySchema, tags: ['timesheets'] },
    },
    async (req) => ({
      data: await applyTimesheetAction(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );

  r.post(
    '/v2/timesheets/bulk',
    { config: { access: { userTypes: ALL } }, schema: { body: timesheetBulkBodySchema, tags: ['timesheets'] } },
    async (req) => {
      const p = mustPrincipal(req.principal);
      const filter: TimesheetFilter = req.body.ids ? { ids: req.body.ids } : filterOf(p, req.body.filter!, 'body');
      return { data: await applyBulkTimesheetAction(deps, p, req.body, filter, req.ip) };
    },
  );

  r.post(
    '/v2/timesheets/evidence',
    {
      bodyLimit: 8 * 1024 * 1024,
      config: { access: { userTypes: ['admin', 'eor', 'partner'] } },
      schema: { body: timesheetEvidenceUploadSchema, tags: ['timesheets'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await uploadEvidence(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.get(
    '/v2/timesheets/:id/evidence',
    { config: { access: { userTypes: ALL } }, schema: { params: idParams, tags: ['timesheets'] } },
    async (req, reply) => {
      const { file, bytes } = await evidenceOf(deps, mustPrincipal(req.principal), req.params.id);
      return sendAttachment(reply, file, bytes);
    },
  );
}
