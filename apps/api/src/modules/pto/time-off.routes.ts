/** /v2/time_off_requests: the list, one request, and the approve / reject / cancel actions. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  minutesAsHours,
  timeOffDecisionSchema,
  timeOffRejectSchema,
  timeOffRequestCreateSchema,
  timeOffRequestFilters,
  timeOffRequestUpdateSchema,
} from '@app/domain';
import { listQuerySchema, pageOf, sendList, sortOf, withDateRange } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import {
  approveTimeOffRequest,
  cancelTimeOffRequest,
  createTimeOffRequest,
  deleteTimeOffRequest,
  getTimeOffRequest,
  listTimeOffRequests,
  rejectTimeOffRequest,
  updateTimeOffRequest,
} from './time-off.service.js';

const ACCESS = { userTypes: ['admin', 'eor', 'partner', 'client', 'contractor'], link: '/time_off_requests' } as const;
const idParams = z.object({ id: z.string().uuid() });
const query = withDateRange(listQuerySchema(['start_date', 'created_at', 'status'], timeOffRequestFilters));

export async function timeOffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/time_off_requests',
    { config: { access: ACCESS }, schema: { querystring: query, tags: ['time_off'] } },
    async (req, reply) => {
      const q = req.query;
      const result = await listTimeOffRequests(deps.db, mustPrincipal(req.principal), {
        status: q.status,
        type: q.type,
        contractorId: q.contractor_id,
        assignmentId: q.assignment_id,
        dateFrom: q.date_from,
        dateTo: q.date_to,
        sort: sortOf(q, '-start_date'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
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
      });
    },
  );

  r.get(
    '/v2/time_off_requests/:id',
    { config: { access: ACCESS }, schema: { params: idParams, tags: ['time_off'] } },
    async (req) => ({ data: await getTimeOffRequest(deps.db, mustPrincipal(req.principal), req.params.id) }),
  );

  r.post(
    '/v2/time_off_requests',
    { config: { access: ACCESS }, schema: { body: timeOffRequestCreateSchema, tags: ['time_off'] } },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await createTimeOffRequest(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/time_off_requests/:id',
    {
      config: { access: ACCESS },
      schema: { params: idParams, body: timeOffRequestUpdateSchema, tags: ['time_off'] },
    },
    async (req) => ({
      data: await updateTimeOffRequest(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );

  r.delete(
    '/v2/time_off_requests/:id',
    { config: { access: ACCESS }, schema: { params: idParams, tags: ['time_off'] } },
    async (req, reply) => {
      await deleteTimeOffRequest(deps, mustPrincipal(req.principal), req.params.id, req.ip);
      return reply.status(204).send();
    },
  );

  r.post(
    '/v2/time_off_requests/:id/approve',
    { config: { access: ACCESS }, schema: { params: idParams, body: timeOffDecisionSchema, tags: ['time_off'] } },
    async (req) => ({
      data: await approveTimeOffRequest(deps, mustPrincipal(req.principal), req.params.id, {
        ip: req.ip,
        note: req.body.note,
      }),
    }),
  );

  r.post(
    '/v2/time_off_requests/:id/reject',
    { config: { access: ACCESS }, schema: { params: idParams, body: timeOffRejectSchema, tags: ['time_off'] } },
    async (req) => ({
      data: await rejectTimeOffRequest(deps, mustPrincipal(req.principal), req.params.id, req.body.reason, req.ip),
    }),
  );

  r.post(
    '/v2/time_off_requests/:id/cancel',
    { config: { access: ACCESS }, schema: { params: idParams, tags: ['time_off'] } },
    async (req) => ({
      data: await cancelTimeOffRequest(deps, mustPrincipal(req.principal), req.params.id, req.ip),
    }),
  );
}
