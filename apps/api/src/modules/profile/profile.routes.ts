/**
 * GET/PATCH /v2/profile: the signed-in user's own name (the rules are in profile.service.ts; the
 * e-mail is read-only here, see docs/decisions/0016).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileUpdateSchema } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { profileOf, updateProfile } from './profile.service.js';

const ACCESS = { access: {} };

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db;

  r.get('/v2/profile', { config: ACCESS, schema: { tags: ['profile'] } }, async (req) => ({
    data: await profileOf(db, mustPrincipal(req.principal)),
  }));

  r.patch('/v2/profile', { config: ACCESS, schema: { body: profileUpdateSchema, tags: ['profile'] } }, async (req) => ({
    data: await updateProfile(db, mustPrincipal(req.principal), req.body, req.ip),
  }));
}
