/** Route modules of the "reference" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';
import { departmentsRoutes } from '../modules/departments/departments.routes.js';
import { endClientsRoutes } from '../modules/end-clients/end-clients.routes.js';
import { jobsRoutes } from '../modules/jobs/jobs.routes.js';
import { workLocationsRoutes } from '../modules/work-locations/work-locations.routes.js';
import { workerClassificationsRoutes } from '../modules/worker-classifications/worker-classifications.routes.js';

/** Workers comp codes stay registered by app.ts (their list predates this area). */
export async function referenceArea(app: FastifyInstance) {
  await app.register(workLocationsRoutes);
  await app.register(departmentsRoutes);
  await app.register(jobsRoutes);
  await app.register(endClientsRoutes);
  await app.register(workerClassificationsRoutes);
}
