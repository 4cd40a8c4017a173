/**
 * Identity verifications for staff with the document_verifier capability (admin-like, or a
 * partner's document verifier for its own contractors). Deciding one (a manual review) is
 * "Edit verification": admin or document_verifier (spec section 6).
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
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
import { listQuerySchema } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { markComplete } from '../onboarding/onboarding.repository.js';
import { contractorScope as scope, queueListRoute, verifierQueueAccess } from './verifier-queue.js';

const access = verifierQueueAccess('/verifications');
const query = listQuerySchema(['created_at', 'status'], {
  status: z.enum(VERIFICATION_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
const params = z.object({ id: z.uuid() });
const deciders = alias(users, 'deciders');

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

  queueListRoute(app, {
    path: '/v2/verifications',
    link: '/verifications',
    tag: 'verifications',
    query,
    rows: baseQuery,
    counted: (db) =>
      db
        .select({ n: count() })
        .from(verifications)
        .innerJoin(users, eq(users.id, verifications.userId))
        .leftJoin(contractors, eq(contractors.id, users.contractorId)),
    searchIn: [users.email, users.firstName, users.lastName],
    filter: (q) => (q.status ? eq(verifications.status, q.status) : undefined),
    sortable: { created_at: verifications.createdAt, status: verifications.status },
    defaultSort: '-created_at',
    id: verifications.id,
    rowOf,
    csv: {
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
  });

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
