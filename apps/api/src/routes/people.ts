/** Route modules of the "people" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';

export async function peopleArea(app: FastifyInstance) {
  void app;
}
