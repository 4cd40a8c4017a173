/** Route modules of the "team" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';

export async function teamArea(app: FastifyInstance) {
  void app;
}
