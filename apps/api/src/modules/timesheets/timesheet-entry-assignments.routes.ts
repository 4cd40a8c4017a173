/**
 * GET /v2/timesheets/assignments: the assignments the caller may enter time for (the query and its
 * rules are in timesheet-entry-assignments.repository.ts); roles that may not enter time get a 403.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mayWriteTime, TIMESHEET_ENTRY_ASSIGNMENT_SORTS, timesheetEntryAssignmentFilters } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { listEntryAssignments } from './timesheet-entry-assignments.repository.js';

const query = listQuerySchema(TIMESHEET_ENTRY_ASSIGNMENT_SORTS, timesheetEntryAssignmentFilters);

export async function timesheetEntryAssignmentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/timesheets/assignments',
    {
      config: { access: { userTypes: ['admin', 'eor', 'partner', 'client', 'contractor'], link: '/timesheets' } },
      schema: { querystring: query, tags: ['timesheets'] },
    },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      if (!mayWriteTime({ subject: p.subject, ownEntry: p.userType === 'contractor' }))
        throw forbidden('Your role may not enter time');
      const q = req.query;
      const result = await listEntryAssignments(deps.db, p, {
        search: q.search,
        contractorId: q.contractor_id,
        clientId: q.client_id,
        sort: sortOf(q, 'contractor'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
        filename: 'timesheet-assignments',
        columns: [
          { header: 'Contractor', value: (a) => a.contractor.name },
          { header: 'Client', value: (a) => a.client.name },
          { header: 'Job', value: (a) => a.job_title },
          { header: 'Work location', value: (a) => a.work_location.name },
          { header: 'Time zone', value: (a) => a.work_location.timezone },
          { header: 'Status', value: (a) => a.status },
          { header: 'Start date', value: (a) => a.start_date },
          { header: 'End date', value: (a) => a.end_date },
          { header: 'Requires project code', value: (a) => a.client.requires_project_code },
        ],
      });
    },
  );
}
