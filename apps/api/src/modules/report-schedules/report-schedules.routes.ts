/**
 * /v2/report_schedules (decision 0088): the caller's report schedules — list, one, create, change,
 * delete. The /report_schedules page's users (staff and partners with sensitive access); a schedule is
 * its owner's alone — anyone else's is 404.
 */
import type { FastifyInstance } from 'fastify';
import {
  REPORT_SCHEDULE_SORTS,
  reportScheduleBodySchema,
  reportScheduleViewSchema,
  type ReportScheduleView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, noContent, route } from '../../lib/route.js';
import {
  createSchedule,
  deleteSchedule,
  scheduleDetail,
  scheduleList,
  updateSchedule,
} from './report-schedules.service.js';

const access = {
  userTypes: ['admin', 'eor', 'partner'],
  link: '/report_schedules',
  capability: 'sensitive',
} as const;
const tags = ['report_schedules'];

export async function reportSchedulesRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/report_schedules',
    access,
    tags,
    query: listQuerySchema(REPORT_SCHEDULE_SORTS, {}),
    row: reportScheduleViewSchema,
    list: ({ principal, query: q }) => scheduleList(deps, principal, { sort: sortOf(q, '-created_at'), ...pageOf(q) }),
    csv: {
      filename: 'report_schedules',
      columns: [
        { header: 'Report', value: (s: ReportScheduleView) => s.label },
        { header: 'Frequency', value: (s: ReportScheduleView) => s.frequency },
        { header: 'Next run', value: (s: ReportScheduleView) => s.next_run_on },
        { header: 'Last run', value: (s: ReportScheduleView) => s.last_run_at },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/report_schedules/:id',
    access,
    tags,
    params: idParams,
    response: reportScheduleViewSchema,
    handler: ({ principal, params }) => scheduleDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/report_schedules',
    access,
    tags,
    body: reportScheduleBodySchema,
    response: reportScheduleViewSchema,
    status: 201,
    handler: ({ principal, body }) => createSchedule(deps, principal, body),
  });

  route(app, {
    method: 'PUT',
    url: '/v2/report_schedules/:id',
    access,
    tags,
    params: idParams,
    body: reportScheduleBodySchema,
    response: reportScheduleViewSchema,
    handler: ({ principal, params, body }) => updateSchedule(deps, principal, params.id, body),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/report_schedules/:id',
    access,
    tags,
    params: idParams,
    response: noContent,
    status: 204,
    handler: async ({ principal, params }) => {
      await deleteSchedule(deps, principal, params.id);
      return null;
    },
  });
}
