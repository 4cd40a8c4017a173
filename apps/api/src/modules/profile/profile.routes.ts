/**
 * GET/PATCH /v2/profile: the signed-in user's own name (the rules are in profile.service.ts; the
 * e-mail is read-only here, see docs/decisions/0016).
 */
import type { FastifyInstance } from 'fastify';
import { profileSchema, profileUpdateSchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { profileOf, updateProfile } from './profile.service.js';

const access = {};
const tags = ['profile'];

export async function profileRoutes(app: FastifyInstance) {
  const db = app.deps.db;

  route(app, {
    method: 'GET',
    url: '/v2/profile',
    access,
    tags,
    response: profileSchema,
    handler: ({ principal }) => profileOf(db, principal),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/profile',
    access,
    tags,
    body: profileUpdateSchema,
    response: profileSchema,
    handler: ({ principal, body, request }) => updateProfile(db, principal, body, request.ip),
  });
}
