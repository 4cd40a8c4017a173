/** Route modules of the "reference" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';

export async function referenceArea(app: FastifyInstance) {
  void app;
}
