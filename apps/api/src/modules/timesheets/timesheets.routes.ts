import type { FastifyInstance } from 'fastify';
import {
  TIMESHEET_SORTS,
  timesheetActionBodySchema,
  timesheetActionResultSchema,
  timesheetBulkBodySchema,
  timesheetBulkResultSchema,
  timesheetCreateSchema,
  timesheetEvidenceUploadSchema,
  timesheetEvidenceViewSchema,
  timesheetFilters,
  timesheetUpdateSchema,
  timesheetViewSchema,
  timesheetWeekQuerySchema,
  timesheetWeekViewSchema,
  type TimesheetFilterBody,
} from '@app/domain';
import { unprocessable } from '../../lib/errors.js';
import { allDatesFilter, recentPeriod } from '../../lib/recent-period.js';
import { todayIso } from '../assignments/today.js';
import { listQuerySchema, pageOf, sortOf, withDateRange } from '../../lib/list.js';
import { idParams, visibleOr404 } from '../../lib/reference-routes.js';
import { fileRoute, listRoute, noContent, route } from '../../lib/route.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { applyBulkTimesheetAction, applyTimesheetAction } from './timesheet-actions.service.js';
import { toTimesheetView, toTimesheetViews } from './timesheet-view.js';
import { timesheetWeek } from './timesheet-week.service.js';
import {
  listTimesheetRows,
  readVisibleTimesheet,
  TIMESHEET_DATES,
  type TimesheetFilter,
} from './timesheets.repository.js';
import { createTimesheet, evidenceOf, updateTimesheet, uploadEvidence } from './timesheets.service.js';

const ALL = ['admin', 'eor', 'partner', 'client', 'contractor'] as const;
const LINK = '/timesheets';
const tags = ['timesheets'];
const query = withDateRange(listQuerySchema(TIMESHEET_SORTS, { ...timesheetFilters, ...allDatesFilter }));

/** Only staff see several partners, so only they filter by one (anyone else: 422, not a silent no-op). */
function filterOf(
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
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/timesheets',
    access: { userTypes: ALL, link: LINK },
    tags,
    query,
    row: timesheetViewSchema,
    list: async ({ principal: p, query: q }) => {
      const filter = filterOf(p, q, 'querystring');
      const period = await recentPeriod(deps.db, p, {
        ...TIMESHEET_DATES,
        narrowed: Boolean(
          filter.dateFrom ||
          filter.weekStart ||
          filter.partnerId ||
          filter.clientId ||
          filter.contractorId ||
          filter.assignmentId,
        ),
        allDates: q.all_dates === 'true',
        today: todayIso(deps.clock.now()),
      });
      const { rows, ...page } = await listTimesheetRows(deps.db, p, {
        ...filter,
        ...(period && { dateFrom: period.date_from, dateTo: period.date_to }),
        sort: sortOf(q, '-date'),
        ...pageOf(q),
      });
      return { rows: toTimesheetViews(p, rows), ...page, defaultPeriod: period };
    },
    csv: {
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
  });

  route(app, {
    method: 'GET',
    url: '/v2/timesheets/week',
    access: { userTypes: ALL, link: LINK },
    tags,
    query: timesheetWeekQuerySchema,
    response: timesheetWeekViewSchema,
    handler: ({ principal, query: q }) => timesheetWeek(deps, principal, q),
  });

  // Opened from the list and from an approval group: the entry's own scope is the rule, not the page link.
  route(app, {
    method: 'GET',
    url: '/v2/timesheets/:id',
    access: { userTypes: ALL },
    tags,
    params: idParams,
    response: timesheetViewSchema,
    handler: async ({ principal, params }) =>
      toTimesheetView(principal, visibleOr404(await readVisibleTimesheet(deps.db, principal, params.id))),
  });

  route(app, {
    method: 'POST',
    url: '/v2/timesheets',
    access: { userTypes: ALL, link: LINK },
    tags,
    body: timesheetCreateSchema,
    response: timesheetViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createTimesheet(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/timesheets/:id',
    access: { userTypes: ALL, link: LINK },
    tags,
    params: idParams,
    body: timesheetUpdateSchema,
    response: timesheetViewSchema,
    handler: ({ principal, params, body, request }) => updateTimesheet(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/timesheets/:id',
    access: { userTypes: ALL },
    tags,
    params: idParams,
    response: noContent,
    status: 204,
    handler: async ({ principal, params, request }) => {
      await applyTimesheetAction(deps, principal, params.id, { action: 'delete' }, request.ip);
      return null;
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/timesheets/:id/actions',
    access: { userTypes: ALL },
    tags,
    params: idParams,
    body: timesheetActionBodySchema,
    response: timesheetActionResultSchema,
    handler: ({ principal, params, body, request }) =>
      applyTimesheetAction(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/timesheets/bulk',
    access: { userTypes: ALL },
    tags,
    body: timesheetBulkBodySchema,
    response: timesheetBulkResultSchema,
    handler: ({ principal: p, body, request }) => {
      const filter: TimesheetFilter = body.ids ? { ids: body.ids } : filterOf(p, body.filter!, 'body');
      return applyBulkTimesheetAction(deps, p, body, filter, request.ip);
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/timesheets/evidence',
    access: { userTypes: ['admin', 'eor', 'partner'] },
    tags,
    bodyLimit: 8 * 1024 * 1024,
    body: timesheetEvidenceUploadSchema,
    response: timesheetEvidenceViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => uploadEvidence(deps, principal, body, request.ip),
  });

  fileRoute(app, {
    url: '/v2/timesheets/:id/evidence',
    access: { userTypes: ALL },
    tags,
    params: idParams,
    file: async ({ principal, params }) => {
      const { file, bytes } = await evidenceOf(deps, principal, params.id);
      return { filename: file.filename, contentType: file.contentType, bytes };
    },
  });
}
