/**
 * The signed-in user's onboarding: the steps in order, one step with its answers, and one POST per
 * step validated with that step's domain schema (so a bad field is a 422 naming it).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ONBOARDING_STEP_TABLE, onboardingStepBySlug } from '@app/domain';
import { notFound } from '../../lib/errors.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { submitStep } from './onboarding.service.js';
import { overviewOf, stepViewOf } from './step-view.js';

/** Admin-like users have no onboarding; everyone else may have steps. */
const ONBOARDING_USERS = ['partner', 'sales_partner', 'client', 'contractor'] as const;
const access = { userTypes: ONBOARDING_USERS };

export async function onboardingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get('/v2/onboarding/steps', { config: { access }, schema: { tags: ['onboarding'] } }, async (req) => ({
    data: overviewOf(mustPrincipal(req.principal).context),
  }));

  r.get(
    '/v2/onboarding/steps/:slug',
    { config: { access }, schema: { params: z.object({ slug: z.string().max(60) }), tags: ['onboarding'] } },
    async (req) => {
      const def = onboardingStepBySlug(req.params.slug);
      if (!def) throw notFound();
      const p = mustPrincipal(req.principal);
      return { data: await stepViewOf(deps, p, p.context, def) };
    },
  );

  for (const def of ONBOARDING_STEP_TABLE) {
    r.post(
      `/v2/onboarding/steps/${def.slug}`,
      { config: { access }, schema: { body: def.schema, tags: ['onboarding'], summary: `Submit: ${def.title}` } },
      async (req) => ({
        data: await submitStep(deps, mustPrincipal(req.principal), def, req.body as Record<string, unknown>, req.ip),
      }),
    );
  }
}
