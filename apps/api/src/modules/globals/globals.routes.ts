import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicGlobalsSchema, requirementsSchema } from '@app/domain';
import { requirementsOf } from '../../lib/principal.js';
import { envelope, route } from '../../lib/route.js';
import { publicGlobals } from './globals.service.js';

export async function globalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  // Public (the sign-in page reads it), so declared by hand.
  r.get(
    '/v2/public_globals',
    {
      config: { access: { public: true } },
      schema: {
        querystring: z.object({
          subdomain: z
            .string()
            .max(63)
            .regex(/^[a-z0-9-]*$/i)
            .optional(),
        }),
        tags: ['globals'],
        response: { 200: envelope(publicGlobalsSchema) },
      },
    },
    async (req) => ({ data: await publicGlobals(deps, req.query.subdomain || undefined) }),
  );

  route(app, {
    method: 'GET',
    url: '/v2/public_globals/authenticated_api_keys',
    access: {},
    tags: ['globals'],
    response: z.object({ google: z.string().nullable() }),
    handler: async () => ({ google: deps.config.mode === 'local' ? null : deps.config.googleMapsApiKey }),
  });

  route(app, {
    method: 'GET',
    url: '/v2/requirements',
    access: {},
    tags: ['globals'],
    response: requirementsSchema,
    handler: async ({ principal }) => requirementsOf(principal.context),
  });
}
