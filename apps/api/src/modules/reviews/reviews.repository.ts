/** The SQL of review types and reviews: the lists, one row, the writes, and the rows a review names. */
import { and, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReviewKind, ReviewStatus } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  assignments,
  clients,
  contractors,
  documents,
  jobs,
  partners,
  reviewTypes,
  reviews,
  users,
} from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewInsert = typeof reviews.$inferInsert;
export type ReviewTypeRow = typeof reviewTypes.$inferSelect;
export type ReviewTypeInsert = typeof reviewTypes.$inferInsert;

/* ------------------------------------------------------------ review types */

/** How many reviews use the type (qualified by hand: a one-table select prints its columns unqualified). */
const reviewCount = sql<number>`(select count(*)::int from "reviews" "rv" where "rv"."review_type_id" = "review_types"."id")`;

const typeSelect = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ t: reviewTypes, reviewCount, ...extra })
    .from(reviewTypes)
    .$dynamic();
export type ReviewTypeJoined = { t: ReviewTypeRow; reviewCount: number };

const TYPE_SORTS: KeyMap = {
  name: sql`lower(${reviewTypes.name})`,
  created_at: reviewTypes.createdAt,
  kind: reviewTypes.kind,
};

export interface ReviewTypeFilter extends ListRequest {
  kind?: ReviewKind | undefined;
  active?: boolean | undefined;
  search?: string | undefined;
}

export function listReviewTypes<V>(db: DbOrTx, f: ReviewTypeFilter, view: (r: ReviewTypeJoined) => V) {
  const t = reviewTypes;
  const where = and(
    f.kind ? eq(t.kind, f.kind) : undefined,
    f.active !== undefined ? eq(t.active, f.active) : undefined,
    f.search ? ilike(t.name, `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => typeSelect(db, { listKey }),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(TYPE_SORTS, f.sort, 'name', [t.id]),
    request: f,
    view,
  });
}

/**
 * A review type with its review count; locked for an edit ('update'), or against one while a review is
 * written against its criteria ('share').
 */
export async function findReviewType(
  db: DbOrTx,
  id: string,
  lock?: 'update' | 'share',
): Promise<ReviewTypeJoined | null> {
  const q = typeSelect(db).where(eq(reviewTypes.id, id));
  const [row] = lock ? await q.for(lock, { of: reviewTypes }) : await q;
  return row ?? null;
}

export async function insertReviewType(db: DbOrTx, values: ReviewTypeInsert) {
  const [row] = await db.insert(reviewTypes).values(values).returning({ id: reviewTypes.id });
  return row!.id;
}

export async function updateReviewType(db: DbOrTx, id: string, values: Partial<ReviewTypeInsert>) {
  await db.update(reviewTypes).set(values).where(eq(reviewTypes.id, id));
}

/* ----------------------------------------------------------------- reviews */

const reviewer = alias(users, 'reviewer');
const decider = alias(users, 'decider');
const predecessor = alias(reviews, 'predecessor');
const successor = alias(reviews, 'successor');

const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      r: reviews,
      typeName: reviewTypes.name,
      criteria: reviewTypes.criteria,
      contractorName: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
      partnerName: partners.name,
      clientName: clients.name,
      jobTitle: jobs.title,
      documentName: documents.name,
      reviewerName: sql<string>`${reviewer.firstName} || ' ' || ${reviewer.lastName}`,
      deciderName: sql<string | null>`${decider.firstName} || ' ' || ${decider.lastName}`,
      supersedesStatus: predecessor.status,
      supersededById: successor.id,
      supersededByStatus: successor.status,
      ...extra,
    })
    .from(reviews)
    .innerJoin(reviewTypes, eq(reviewTypes.id, reviews.reviewTypeId))
    .innerJoin(contractors, eq(contractors.id, reviews.contractorId))
    .innerJoin(partners, eq(partners.id, reviews.partnerId))
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .leftJoin(clients, eq(clients.id, reviews.clientId))
    .leftJoin(assignments, eq(assignments.id, reviews.assignmentId))
    .leftJoin(jobs, eq(jobs.id, assignments.jobId))
    .leftJoin(documents, eq(documents.id, reviews.documentId))
    .leftJoin(decider, eq(decider.id, reviews.decidedBy))
    .leftJoin(predecessor, eq(predecessor.id, reviews.supersedesId))
    // At most one live (not withdrawn) review supersedes another (reviews_supersedes_uq).
    .leftJoin(successor, and(eq(successor.supersedesId, reviews.id), ne(successor.status, 'failed')))
    .$dynamic();

export type ReviewJoined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const SORTS: KeyMap = {
  created_at: reviews.createdAt,
  status: reviews.status,
  submitted_at: reviews.submittedAt,
  overall_rating: reviews.overallRating,
};

export interface ReviewFilter extends ListRequest {
  scope: SQL | undefined;
  status?: ReviewStatus | undefined;
  kind?: ReviewKind | undefined;
  reviewTypeId?: string | undefined;
  contractorId?: string | undefined;
  assignmentId?: string | undefined;
}

export function listReviews<V>(db: DbOrTx, f: ReviewFilter, view: (r: ReviewJoined) => V) {
  const t = reviews;
  const where = and(
    f.scope,
    f.status ? eq(t.status, f.status) : undefined,
    f.kind ? eq(t.kind, f.kind) : undefined,
    f.reviewTypeId ? eq(t.reviewTypeId, f.reviewTypeId) : undefined,
    f.contractorId ? eq(t.contractorId, f.contractorId) : undefined,
    f.assignmentId ? eq(t.assignmentId, f.assignmentId) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => select(db, { listKey }),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [t.id]),
    request: f,
    view,
  });
}

export async function findReview(db: DbOrTx, id: string, scope: SQL | undefined, forUpdate = false) {
  const q = select(db).where(and(eq(reviews.id, id), scope));
  const [row] = forUpdate ? await q.for('update', { of: reviews }) : await q;
  return row ?? null;
}

export async function insertReview(db: DbOrTx, values: ReviewInsert) {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
  return row!.id;
}

export async function updateReview(db: DbOrTx, id: string, values: Partial<ReviewInsert>) {
  await db.update(reviews).set(values).where(eq(reviews.id, id));
}

/** The worker a review is of, in the caller's scope. */
export function findWorker(db: DbOrTx, id: string, scope: SQL | undefined) {
  return db
    .select({ id: contractors.id, partnerId: contractors.partnerId })
    .from(contractors)
    .where(and(eq(contractors.id, id), scope))
    .then((r) => r[0] ?? null);
}

export function findAssignment(db: DbOrTx, id: string, scope: SQL | undefined) {
  return db
    .select({
      id: assignments.id,
      partnerId: assignments.partnerId,
      contractorId: assignments.contractorId,
      clientId: assignments.clientId,
    })
    .from(assignments)
    .where(and(eq(assignments.id, id), scope))
    .then((r) => r[0] ?? null);
}

export function findDocument(db: DbOrTx, id: string, scope: SQL | undefined) {
  return db
    .select({ id: documents.id, contractorId: documents.contractorId, archivedAt: documents.archivedAt })
    .from(documents)
    .where(and(eq(documents.id, id), scope))
    .then((r) => r[0] ?? null);
}
