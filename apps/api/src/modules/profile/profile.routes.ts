/**
 * GET/PATCH /v2/profile: the signed-in user's own name. The e-mail is read-only here (changing it
 * needs a pending-address flow the schema does not have yet; see docs/decisions/0016).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileUpdateSchema, type Profile } from '@app/domain';
import { users } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { UserRow } from '../../lib/principal.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { findUserById } from '../users/user-context.repository.js';

const ACCESS = { access: {} };

const toProfile = (u: UserRow): Profile => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  email_confirmed: u.emailConfirmedAt !== null,
});

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db;

  r.get('/v2/profile', { config: ACCESS, schema: { tags: ['profile'] } }, async (req) => {
    const user = await findUserById(db, mustPrincipal(req.principal).userId);
    if (!user) throw notFound();
    return { data: toProfile(user) };
  });

  r.patch('/v2/profile', { config: ACCESS, schema: { body: profileUpdateSchema, tags: ['profile'] } }, async (req) => {
    const p = mustPrincipal(req.principal);
    const body = req.body;
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          ...(body.first_name !== undefined && { firstName: body.first_name }),
          ...(body.last_name !== undefined && { lastName: body.last_name }),
        })
        .where(eq(users.id, p.userId))
        .returning();
      await audit(tx, {
        actorUserId: p.userId,
        actualUserId: p.actualUserId,
        action: 'profile_updated',
        entityType: 'user',
        entityId: p.userId,
        metadata: { fields: Object.keys(body) },
        ip: req.ip,
      });
      return updated!;
    });
    return { data: toProfile(row) };
  });
}
