/** Route modules of the "onboarding" area (issue 3), registered by app.ts. */
import type { FastifyInstance } from 'fastify';
import { orgAgreementsRoutes } from '../modules/agreements/org-agreements.routes.js';
import { directDepositRoutes } from '../modules/direct-deposit/direct-deposit.routes.js';
import { i9FormsRoutes } from '../modules/i9-forms/i9-forms.routes.js';
import { onboardingStatusRoutes } from '../modules/onboarding/onboarding-status.routes.js';
import { onboardingRoutes } from '../modules/onboarding/onboarding.routes.js';
import { verificationsRoutes } from '../modules/verifications/verifications.routes.js';

export async function onboardingArea(app: FastifyInstance) {
  await app.register(onboardingRoutes);
  await app.register(onboardingStatusRoutes);
  await app.register(verificationsRoutes);
  await app.register(i9FormsRoutes);
  await app.register(directDepositRoutes);
  await app.register(orgAgreementsRoutes);
}
