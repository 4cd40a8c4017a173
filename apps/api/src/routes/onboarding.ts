/** Route modules of the "onboarding" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';
import { onboardingRoutes } from '../modules/onboarding/onboarding.routes.js';

export async function onboardingArea(app: FastifyInstance) {
  await app.register(onboardingRoutes);
}
