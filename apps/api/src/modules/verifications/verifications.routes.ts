/**
 * Identity verifications for staff with the document_verifier capability (admin-like, or a
 * partner's document verifier for its own contractors). Deciding one (a manual review) is
 * "Edit verification": admin or document_verifier (spec section 6).
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  VERIFICATION_STATUSES,
  canEditVerification,
  verificationDecisionSchema,
  type VerificationRow,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { contractors, partners, users, verifications } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { containsPattern } from '../../lib/sql.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { markComplete } from '../onboarding/onboarding.repository.js';
import type { Principal } from '../users/principal.js';

const access = {
  userTypes: ['admin', 'eor', 'partner'] as const,
  link: '/verifications',
  capability: 'document_verifier' as const,
};
const query = listQuerySchema(['created_at', 'status'], {
  status: z.enum(VERIFICATION_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
const params = z.object({ id: z.uuid() });
const deciders = alias(users, 'deciders');

function scope(p: Principal): SQL | undefined {
  return p.userType === 'partner' ? eq(contractors.partnerId, p.partnerId!) : undefined;
}

function baseQuery(db: DbOrTx) {
  return db
    .select({ v: verifications, user: users, partner: { id: partners.id, name: partners.name }, decider: deciders })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.userId))
    .leftJoin(contractors, eq(contractors.id, users.contractorId))
    .leftJoin(partners, eq(partners.id, contractors.partnerId))
    .leftJoin(deciders, eq(deciders.id, verifications.decidedBy));
}
const selectRows = (db: DbOrTx, where: SQL | undefined) => baseQuery(db).where(where);
type Selected = Awaited<ReturnType<typeof selectRows>>[number];

const rowOf = (r: Selected): VerificationRow => ({
  id: r.v.id,
  user: { id: r.user.id, name: `${r.user.firstName} ${r.user.lastName}`, email: r.user.email },
  partner: r.partner?.id ? { id: r.partner.id, name: r.partner.name } : null,
  status: r.v.status,
  reason: r.v.reason,
  provider: r.v.provider,
  provider_reference: r.v.providerReference,
  created_at: r.v.createdAt.toISOString(),
  decided_at: r.v.decidedAt?.toISOString() ?? null,
  decided_by: r.decider ? { id: r.decider.id, name: `${r.decider.firstName} ${r.decider.lastName}` } : null,
});

export async function verificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/verifications',
    { config: { access }, schema: { querystring: query, tags: ['verifications'] } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      const text = q.search ? containsPattern(q.search) : null;
      const where = and(
        scope(p),
        q.status ? eq(verifications.status, q.status) : undefined,
        text ? or(ilike(users.email, text), ilike(users.firstName, text), ilike(users.lastName, text)) : undefined,
      );
      const sort = sortOf(q, '-created_at');
      const col = sort.column === 'status' ? verifications.status : verifications.createdAt;
      const { limit, offset } = pageOf(q);
      const found = await baseQuery(deps.db)
        .where(where)
        .orderBy(sort.desc ? desc(col) : asc(col), desc(verifications.id))
        .limit(limit)
        .offset(offset);
      const [total] = await deps.db
        .select({ n: count() })
        .from(verifications)
        .innerJoin(users, eq(users.id, verifications.userId))
        .leftJoin(contractors, eq(contractors.id, users.contractorId))
        .where(where);
      return sendList(
        reply,
        q,
        { rows: found.map(rowOf), total: total?.n ?? 0 },
        {
          filename: 'verifications',
          columns: [
            { header: 'Name', value: (v) => v.user.name },
            { header: 'Email', value: (v) => v.user.email },
            { header: 'Partner', value: (v) => v.partner?.name },
            { header: 'Status', value: (v) => v.status },
            { header: 'Reason', value: (v) => v.reason },
            { header: 'Provider', value: (v) => v.provider },
            { header: 'Submitted', value: (v) => v.created_at },
            { header: 'Decided', value: (v) => v.decided_at },
          ],
        },
      );
    },
  );

  r.post(
    '/v2/verifications/:id/decision',
    { config: { access }, schema: { params, body: verificationDecisionSchema, tags: ['verifications'] } },
    async (req) => {
      const p = mustPrincipal(req.principal);
      const [found] = await selectRows(deps.db, and(scope(p), eq(verifications.id, req.params.id)));
      if (!found) throw notFound();
      if (!canEditVerification(p.subject))
        throw forbidden('Only an admin or a document verifier decides verifications');
      if (found.v.status !== 'awaiting_approval' && found.v.status !== 'pending') {
        throw conflict(`This verification is already ${found.v.status.replace('_', ' ')}`);
      }
      const approve = req.body.decision === 'approve';
      await deps.db.transaction(async (tx) => {
        await tx
          .update(verifications)
          .set({
            status: approve ? 'approved' : 'rejected',
            reason: approve ? null : req.body.reason!,
            decidedBy: p.userId,
            decidedAt: new Date(),
          })
          .where(eq(verifications.id, found.v.id));
        if (approve) await markComplete(tx, found.user.id, 'verification');
        await audit(tx, {
          actorUserId: p.userId,
          actualUserId: p.actualUserId,
          action: approve ? 'verification_approved' : 'verification_rejected',
          entityType: 'verification',
          entityId: found.v.id,
          metadata: { user_id: found.user.id },
          ip: req.ip,
        });
      });
      const [after] = await selectRows(deps.db, eq(verifications.id, found.v.id));
      return { data: rowOf(after!) };
    },
  );
}
