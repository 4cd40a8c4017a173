import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mustPrincipal } from '../../plugins/auth.js';
import { requirementsOf } from '../../lib/principal.js';
import { publicGlobals } from './globals.service.js';

export async function globalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

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
      },
    },
    async (req) => ({ data: await publicGlobals(deps, req.query.subdomain || undefined) }),
  );

  r.get(
    '/v2/public_globals/authenticated_api_keys',
    { config: { access: {} }, schema: { tags: ['globals'] } },
    async () => ({
      data: { google: deps.config.mode === 'local' ? null : deps.config.googleMapsApiKey },
    }),
  );

  r.get('/v2/requirements', { config: { access: {} }, schema: { tags: ['globals'] } }, async (req) => {
    return { data: requirementsOf(mustPrincipal(req.principal).context) };
  });
}
