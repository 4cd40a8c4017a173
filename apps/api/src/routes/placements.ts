/** Route modules of the "placements" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';
import { assignmentRatesRoutes } from '../modules/assignment-rates/assignment-rates.routes.js';
import { assignmentsRoutes } from '../modules/assignments/assignments.routes.js';
import { gsaRatesRoutes } from '../modules/gsa-rates/gsa-rates.routes.js';
import { ratesQuoteRoutes } from '../modules/rates-quote/rates-quote.routes.js';
import { ratesRoutes } from '../modules/rates/rates.routes.js';

export async function placementsArea(app: FastifyInstance) {
  await app.register(assignmentsRoutes);
  await app.register(assignmentRatesRoutes);
  await app.register(ratesRoutes);
  await app.register(ratesQuoteRoutes);
  await app.register(gsaRatesRoutes);
}
