/**
 * The signed-in user's onboarding: the steps in order, one step with its answers, what earlier steps
 * already answered for it, and one POST per step validated with that step's domain schema (so a bad
 * field is a 422 naming it).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ONBOARDING_STEP_TABLE,
  onboardingOverviewSchema,
  onboardingPrefillSchema,
  onboardingStepBySlug,
  onboardingStepViewSchema,
  onboardingSubmitResultSchema,
} from '@app/domain';
import { notFound } from '../../lib/errors.js';
import { requirementsOf } from '../../lib/principal.js';
import { route } from '../../lib/route.js';
import { prefillFor } from './onboarding-prefill.service.js';
import { submitStep } from './onboarding.service.js';
import { overviewOf, stepViewOf } from './step-view.js';

/** Admin-like users have no onboarding; everyone else may have steps. */
const ONBOARDING_USERS = ['partner', 'sales_partner', 'client', 'contractor'] as const;
const access = { userTypes: ONBOARDING_USERS };
const tags = ['onboarding'];

export async function onboardingRoutes(app: FastifyInstance) {
  const deps = app.deps;

  route(app, {
    method: 'GET',
    url: '/v2/onboarding/steps',
    access,
    tags,
    response: onboardingOverviewSchema,
    handler: async ({ principal }) => overviewOf(principal.context),
  });

  route(app, {
    method: 'GET',
    url: '/v2/onboarding/steps/:slug',
    access,
    tags,
    params: z.object({ slug: z.string().max(60) }),
    response: onboardingStepViewSchema,
    handler: async ({ principal, params }) => {
      const def = onboardingStepBySlug(params.slug);
      if (!def) throw notFound();
      return stepViewOf(deps, principal, principal.context, def);
    },
  });

  // What the user already gave in their other steps, for the fields this step asks again (decision 0107).
  // Only the caller's own answers, and only for one of the caller's steps: any other step is a 404.
  route(app, {
    method: 'GET',
    url: '/v2/onboarding/steps/:slug/prefill',
    access,
    tags,
    summary: 'What earlier steps already answered for this step (the SSN only as "on file, last four")',
    params: z.object({ slug: z.string().max(60) }),
    response: onboardingPrefillSchema,
    handler: async ({ principal, params }) => {
      const def = onboardingStepBySlug(params.slug);
      if (!def || !requirementsOf(principal.context).required.includes(def.step)) throw notFound();
      return prefillFor(deps.db, principal, def);
    },
  });

  for (const def of ONBOARDING_STEP_TABLE) {
    route(app, {
      method: 'POST',
      url: `/v2/onboarding/steps/${def.slug}`,
      access,
      tags,
      summary: `Submit: ${def.title}`,
      body: def.schema,
      response: onboardingSubmitResultSchema,
      handler: ({ principal, body, request }) =>
        submitStep(
          deps,
          principal,
          def,
          body as Record<string, unknown>,
          request.ip,
          request.headers['user-agent'] ?? null,
        ),
    });
  }
}
