/** Route modules of the "time" area (issue 4): timesheets, approvals and project codes, registered by app.ts. */
import type { FastifyInstance } from 'fastify';
import { projectCodesRoutes } from '../modules/project-codes/project-codes.routes.js';
import { approvalsRoutes } from '../modules/timesheets/approvals.routes.js';
import { timesheetEntryAssignmentsRoutes } from '../modules/timesheets/timesheet-entry-assignments.routes.js';
import { timesheetsRoutes } from '../modules/timesheets/timesheets.routes.js';

export async function timeArea(app: FastifyInstance) {
  await app.register(timesheetsRoutes);
  await app.register(timesheetEntryAssignmentsRoutes);
  await app.register(approvalsRoutes);
  await app.register(projectCodesRoutes);
}
