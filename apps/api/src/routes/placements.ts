/** Route modules of the "placements" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';

export async function placementsArea(app: FastifyInstance) {
  void app;
}
