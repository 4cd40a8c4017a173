/** Route modules of the "reference" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';
import { workLocationsRoutes } from '../modules/work-locations/work-locations.routes.js';

export async function referenceArea(app: FastifyInstance) {
  await app.register(workLocationsRoutes);
}
