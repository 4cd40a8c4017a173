/** /v2/time_off_requests: the list, one request, and the approve / reject / cancel actions, and bulk decisions. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bulkDecisionBodySchema,
  bulkDecisionResultSchema,
  minutesAsHours,
  timeOffDecisionSchema,
  timeOffRejectSchema,
  timeOffRequestCreateSchema,
  timeOffRequestDetailSchema,
  timeOffRequestFilters,
  timeOffRequestUpdateSchema,
  timeOffRequestViewSchema,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, withDateRange } from '../../lib/list.js';
import { listRoute, noContent, route } from '../../lib/route.js';
import { decideTimeOffRequests } from './time-off-bulk.service.js';
import { cancelTimeOffRequest } from './time-off-cancel.service.js';
import { approveTimeOffRequest, rejectTimeOffRequest } from './time-off-decision.service.js';
import { listTimeOffRequests } from './time-off.repository.js';
import {
  createTimeOffRequest,
  deleteTimeOffRequest,
  getTimeOffRequest,
  updateTimeOffRequest,
} from './time-off.service.js';

const access = { userTypes: ['admin', 'eor', 'partner', 'client', 'contractor'], link: '/time_off_requests' } as const;
const tags = ['time_off'];
const idParams = z.object({ id: z.string().uuid() });
const query = withDateRange(listQuerySchema(['start_date', 'created_at', 'status'], timeOffRequestFilters));

export async function timeOffRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/time_off_requests',
    access,
    tags,
    query,
    row: timeOffRequestViewSchema,
    list: ({ principal, query: q }) =>
      listTimeOffRequests(deps.db, principal, {
        status: q.status,
        type: q.type,
        contractorId: q.contractor_id,
        assignmentId: q.assignment_id,
        dateFrom: q.date_from,
        dateTo: q.date_to,
        sort: sortOf(q, '-start_date'),
        ...pageOf(q),
      }),
    csv: {
      filename: 'time_off_requests',
      columns: [
        { header: 'Contractor', value: (x) => x.contractor.name },
        { header: 'Job', value: (x) => x.assignment.job_title },
        { header: 'Client', value: (x) => x.client.name },
        { header: 'Type', value: (x) => x.type },
        { header: 'Start', value: (x) => x.start_date },
        { header: 'End', value: (x) => x.end_date },
        { header: 'Days', value: (x) => x.days },
        { header: 'Hours', value: (x) => minutesAsHours(x.total_minutes) },
        { header: 'Status', value: (x) => x.status },
        { header: 'Reason', value: (x) => x.reason },
        { header: 'Decided by', value: (x) => x.decided_by?.email },
        { header: 'Decided at', value: (x) => x.decided_at },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/time_off_requests/:id',
    access,
    tags,
    params: idParams,
    response: timeOffRequestDetailSchema,
    handler: ({ principal, params }) => getTimeOffRequest(deps.db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/time_off_requests',
    access,
    tags,
    body: timeOffRequestCreateSchema,
    response: timeOffRequestDetailSchema,
    status: 201,
    handler: ({ principal, body, request }) => createTimeOffRequest(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/time_off_requests/:id',
    access,
    tags,
    params: idParams,
    body: timeOffRequestUpdateSchema,
    response: timeOffRequestDetailSchema,
    handler: ({ principal, params, body, request }) =>
      updateTimeOffRequest(deps, principal, params.id, body, request.ip),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/time_off_requests/:id',
    access,
    tags,
    params: idParams,
    response: noContent,
    status: 204,
    handler: async ({ principal, params, request }) => {
      await deleteTimeOffRequest(deps, principal, params.id, request.ip);
      return null;
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/time_off_requests/:id/approve',
    access,
    tags,
    params: idParams,
    body: timeOffDecisionSchema,
    response: timeOffRequestDetailSchema,
    handler: ({ principal, params, body, request }) =>
      approveTimeOffRequest(deps, principal, params.id, { ip: request.ip, note: body.note }),
  });

  route(app, {
    method: 'POST',
    url: '/v2/time_off_requests/:id/reject',
    access,
    tags,
    params: idParams,
    body: timeOffRejectSchema,
    response: timeOffRequestDetailSchema,
    handler: ({ principal, params, body, request }) =>
      rejectTimeOffRequest(deps, principal, params.id, body.reason, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/time_off_requests/bulk',
    access,
    tags,
    body: bulkDecisionBodySchema,
    response: bulkDecisionResultSchema,
    handler: ({ principal, body, request }) => decideTimeOffRequests(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/time_off_requests/:id/cancel',
    access,
    tags,
    params: idParams,
    response: timeOffRequestDetailSchema,
    handler: ({ principal, params, request }) => cancelTimeOffRequest(deps, principal, params.id, request.ip),
  });
}
