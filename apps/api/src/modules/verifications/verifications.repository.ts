/** Identity verification rows with their user, the contractor's partner and who decided them. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VerificationRow, VerificationStatus } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { contractors, partners, users, verifications } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { contractorScope } from './verifier-queue.scope.js';

const deciders = alias(users, 'deciders');

function baseQuery<E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) {
  return db
    .select({
      v: verifications,
      user: users,
      partner: { id: partners.id, name: partners.name },
      decider: deciders,
      ...extra,
    })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.userId))
    .leftJoin(contractors, eq(contractors.id, users.contractorId))
    .leftJoin(partners, eq(partners.id, contractors.partnerId))
    .leftJoin(deciders, eq(deciders.id, verifications.decidedBy));
}
const selectRows = (db: DbOrTx, where: SQL | undefined) => baseQuery(db).where(where);
export type SelectedVerification = Awaited<ReturnType<typeof selectRows>>[number];

export const verificationRowOf = (r: SelectedVerification): VerificationRow => ({
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

/** The verifier queue's query parts (verifier-queue.ts's list route adds scope, search, sort and page). */
export const verificationQueue = {
  rows: (db: DbOrTx, listKey: SQL<(string | null)[]>) => baseQuery(db, { listKey }).$dynamic(),
  matching: (db: DbOrTx, where: SQL | undefined) =>
    db
      .select({ one: sql`1` })
      .from(verifications)
      .innerJoin(users, eq(users.id, verifications.userId))
      .leftJoin(contractors, eq(contractors.id, users.contractorId))
      .where(where)
      .$dynamic(),
  searchIn: [users.email, users.firstName, users.lastName],
  filter: (q: { status?: VerificationStatus | undefined }) =>
    q.status ? eq(verifications.status, q.status) : undefined,
  sortable: { created_at: verifications.createdAt, status: verifications.status },
  id: verifications.id,
  rowOf: verificationRowOf,
};

/** The verification when the caller's queue holds it. */
export async function findVisibleVerification(db: DbOrTx, p: Principal, id: string) {
  const [found] = await selectRows(db, and(contractorScope(p), eq(verifications.id, id)));
  return found;
}

export async function findVerification(db: DbOrTx, id: string) {
  const [found] = await selectRows(db, eq(verifications.id, id));
  return found;
}

export async function recordDecision(
  db: DbOrTx,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null; decidedBy: string },
) {
  await db
    .update(verifications)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(verifications.id, id));
}
