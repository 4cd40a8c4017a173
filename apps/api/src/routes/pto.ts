/** Route modules of time off and PTO (issue 4), registered by app.ts. */
import type { FastifyInstance } from 'fastify';
import { ptoRoutes } from '../modules/pto/pto.routes.js';
import { timeOffRoutes } from '../modules/pto/time-off.routes.js';

export async function ptoArea(app: FastifyInstance) {
  await app.register(ptoRoutes);
  await app.register(timeOffRoutes);
}
