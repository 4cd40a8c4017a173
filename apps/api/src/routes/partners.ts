/** Route modules of the "partners" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';

export async function partnersArea(app: FastifyInstance) {
  void app;
}
