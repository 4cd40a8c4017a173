/** Route modules of the "people" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';
import { contractorsRoutes } from '../modules/contractors/contractors.routes.js';
import { corpToCorpsRoutes } from '../modules/corp-to-corps/corp-to-corps.routes.js';

export async function peopleArea(app: FastifyInstance) {
  await app.register(contractorsRoutes);
  await app.register(corpToCorpsRoutes);
}
