/**
 * GET /v2/timesheets/assignments: the assignments the caller may enter time for (the query and its
 * rules are in timesheet-entry-assignments.repository.ts); roles that may not enter time get a 403.
 */
import type { FastifyInstance } from 'fastify';
import {
  TIMESHEET_ENTRY_ASSIGNMENT_SORTS,
  timesheetEntryAssignmentFilters,
  timesheetEntryAssignmentViewSchema,
} from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { listRoute } from '../../lib/route.js';
import { listEntryAssignments } from './timesheet-entry-assignments.repository.js';
import { mayEnterTime } from './timesheets.policy.js';

const query = listQuerySchema(TIMESHEET_ENTRY_ASSIGNMENT_SORTS, timesheetEntryAssignmentFilters);

export async function timesheetEntryAssignmentsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/timesheets/assignments',
    access: { userTypes: ['admin', 'eor', 'partner', 'client', 'contractor'], link: '/timesheets' },
    tags: ['timesheets'],
    query,
    row: timesheetEntryAssignmentViewSchema,
    list: ({ principal: p, query: q }) => {
      if (!mayEnterTime(p)) throw forbidden('Your role may not enter time');
      return listEntryAssignments(deps.db, p, {
        search: q.search,
        contractorId: q.contractor_id,
        clientId: q.client_id,
        sort: sortOf(q, 'contractor'),
        ...pageOf(q),
      });
    },
    csv: {
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
    },
  });
}
