/** Route modules of the "onboarding" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';

export async function onboardingArea(app: FastifyInstance) {
  void app;
}
