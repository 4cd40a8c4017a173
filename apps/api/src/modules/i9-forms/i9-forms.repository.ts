/** Forms I-9 with the contractor, its partner and who signed section 2; the document verifier's queue reads them. */
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { I9Row } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { contractors, i9Forms, partners, users } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { contractorScope } from '../verifications/verifier-queue.js';

const signers = alias(users, 'signers');

function baseQuery<E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) {
  return db
    .select({ form: i9Forms, contractor: contractors, partner: partners, signer: signers, ...extra })
    .from(i9Forms)
    .innerJoin(contractors, eq(contractors.id, i9Forms.contractorId))
    .innerJoin(partners, eq(partners.id, contractors.partnerId))
    .leftJoin(signers, eq(signers.id, i9Forms.section2SignedBy));
}
export type SelectedI9Form = Awaited<ReturnType<typeof baseQuery>>[number];

export const i9RowOf = (r: SelectedI9Form): I9Row => ({
  id: r.form.id,
  contractor: { id: r.contractor.id, name: `${r.contractor.firstName} ${r.contractor.lastName}` },
  partner: { id: r.partner.id, name: r.partner.name },
  citizenship_status: String((r.form.section1 as Record<string, unknown>).citizenship_status ?? ''),
  section1_signed_at: r.form.section1SignedAt.toISOString(),
  section2_signed_at: r.form.section2SignedAt?.toISOString() ?? null,
  status: r.form.section2SignedAt ? 'complete' : 'awaiting_section2',
});

/** The verifier queue's query parts (verifier-queue.ts's list route adds scope, search, sort and page). */
export const i9Queue = {
  rows: (db: DbOrTx, listKey: SQL<(string | null)[]>) => baseQuery(db, { listKey }).$dynamic(),
  matching: (db: DbOrTx, where: SQL | undefined) =>
    db
      .select({ one: sql`1` })
      .from(i9Forms)
      .innerJoin(contractors, eq(contractors.id, i9Forms.contractorId))
      .where(where)
      .$dynamic(),
  searchIn: [contractors.firstName, contractors.lastName],
  filter: (q: { status?: 'awaiting_section2' | 'complete' | undefined }) =>
    q.status === 'complete'
      ? isNotNull(i9Forms.section2SignedAt)
      : q.status === 'awaiting_section2'
        ? isNull(i9Forms.section2SignedAt)
        : undefined,
  sortable: { name: [contractors.lastName, contractors.firstName], section1_signed_at: i9Forms.section1SignedAt },
  id: i9Forms.id,
  rowOf: i9RowOf,
};

/** The form when the caller's queue holds it. */
export async function findVisibleI9Form(db: DbOrTx, p: Principal, id: string) {
  const [found] = await baseQuery(db).where(and(contractorScope(p), eq(i9Forms.id, id)));
  return found;
}

export async function findI9Form(db: DbOrTx, id: string) {
  const [found] = await baseQuery(db).where(eq(i9Forms.id, id));
  return found;
}

export async function signSection2(db: DbOrTx, id: string, section2: unknown, signedBy: string) {
  await db
    .update(i9Forms)
    .set({ section2, section2SignedBy: signedBy, section2SignedAt: new Date() })
    .where(eq(i9Forms.id, id));
}
