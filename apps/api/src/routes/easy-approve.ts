/** Route modules of easy approve and timesheet uploads (issue 4), registered by app.ts. */
import type { FastifyInstance } from 'fastify';
import { easyApproveRoutes } from '../modules/easy-approve/easy-approve.routes.js';
import { timesheetUploadsRoutes } from '../modules/timesheet-uploads/timesheet-uploads.routes.js';

export async function easyApproveArea(app: FastifyInstance) {
  await app.register(easyApproveRoutes);
  await app.register(timesheetUploadsRoutes);
}
