/**
 * Reviews and review types (decision 0075). Staff manage review types (criteria frozen once a review uses
 * one); staff and a partner's users write reviews of their workers — on an assignment (performance) or of
 * a document — and submit them; staff or the partner's owner, admin or manager decide them (never their
 * own). Every status change goes through the domain's transition table; a decided review is never
 * edited, a new one supersedes it. One transaction per command, audited.
 */
import {
  criterionKey,
  isReviewDecided,
  isReviewSupersedable,
  overallRating,
  reviewTransition,
  writesReviews,
  type ReviewCreate,
  type ReviewDecisionBody,
  type ReviewEvent,
  type ReviewKind,
  type ReviewStatus,
  type ReviewTypeCreate,
  type ReviewTypeUpdate,
  type ReviewTypeView,
  type ReviewUpdate,
  type ReviewView,
  type ReviewWithdrawBody,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { StoredCriterion, StoredRating } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import {
  mayDecide,
  mayWithdraw,
  mayWrite,
  mustDecide,
  mustManageReviewTypes,
  mustWithdraw,
  mustWrite,
  mustWriteReviews,
  seesInactiveReviewTypes,
} from './reviews.policy.js';
import {
  findAssignment,
  findDocument,
  findReview,
  findReviewType,
  findWorker,
  insertReview,
  insertReviewType,
  listReviewTypes,
  listReviews,
  updateReview,
  updateReviewType,
  type ReviewJoined,
  type ReviewRow,
  type ReviewTypeJoined,
} from './reviews.repository.js';
import { reviewAssignmentScope, reviewDocumentScope, reviewScope, reviewWorkerScope } from './reviews.scope.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
const issue = (loc: (string | number)[], msg: string) => ({ loc: ['body', ...loc], msg });

/* ------------------------------------------------------------ review types */

function typeView(r: ReviewTypeJoined): ReviewTypeView {
  const t = r.t;
  return {
    id: t.id,
    name: t.name,
    kind: t.kind,
    description: t.description,
    criteria: t.criteria,
    active: t.active,
    review_count: r.reviewCount,
    frozen: r.reviewCount > 0,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

const criteriaOf = (list: ReviewTypeCreate['criteria']): StoredCriterion[] =>
  list.map((c) => ({ key: criterionKey(c.label), label: c.label, description: c.description }));

export interface ReviewTypeListQuery extends ListRequest {
  kind?: ReviewKind | undefined;
  active?: boolean | undefined;
  search?: string | undefined;
}

/** Staff every type; a partner's users the active ones (what they may write a review with). */
export function reviewTypeList(deps: AppDeps, p: Principal, q: ReviewTypeListQuery) {
  const active = seesInactiveReviewTypes(p) ? q.active : true;
  return listReviewTypes(deps.db, { ...q, active }, typeView);
}

export async function reviewTypeDetail(deps: AppDeps, p: Principal, id: string) {
  const row = await findReviewType(deps.db, id);
  if (!row || (!row.t.active && !seesInactiveReviewTypes(p))) throw notFound();
  return typeView(row);
}

const nameTaken = () => unprocessable([issue(['name'], 'A review type of this name exists')]);

async function uniqueName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function createReviewType(deps: AppDeps, p: Principal, body: ReviewTypeCreate, ip: string) {
  mustManageReviewTypes(p);
  return uniqueName(() =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const id = await insertReviewType(tx, {
        name: body.name,
        kind: body.kind,
        description: body.description,
        criteria: criteriaOf(body.criteria),
        active: body.active,
        createdBy: p.userId,
        createdAt: now,
        updatedBy: p.userId,
        updatedAt: now,
      });
      await auditAs(tx, p, ip, {
        action: 'review_type_created',
        entityType: 'review_type',
        entityId: id,
        metadata: { name: body.name, kind: body.kind, criteria: body.criteria.length },
      });
      return typeView((await findReviewType(tx, id))!);
    }),
  );
}

const sameCriteria = (a: StoredCriterion[], b: StoredCriterion[]) => JSON.stringify(a) === JSON.stringify(b);

export async function editReviewType(deps: AppDeps, p: Principal, id: string, body: ReviewTypeUpdate, ip: string) {
  mustManageReviewTypes(p);
  return uniqueName(() =>
    deps.db.transaction(async (tx) => {
      if (!(await findReviewType(tx, id, 'update'))) throw notFound();
      // Counted again once locked: a review committed while this edit waited is seen by a new statement.
      const row = (await findReviewType(tx, id))!;
      const criteria = body.criteria ? criteriaOf(body.criteria) : undefined;
      const changesShape =
        (body.kind !== undefined && body.kind !== row.t.kind) ||
        (criteria !== undefined && !sameCriteria(criteria, row.t.criteria));
      // Reviews read their type's criteria: once one does, they are frozen (a new type changes them).
      if (changesShape && row.reviewCount > 0)
        throw conflict(
          `This review type is used by ${row.reviewCount} review${row.reviewCount === 1 ? '' : 's'}: its kind and criteria are frozen (create a new review type to change them)`,
        );
      await updateReviewType(tx, id, {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.kind !== undefined && { kind: body.kind }),
        ...(body.description !== undefined && { description: body.description }),
        ...(criteria && { criteria }),
        ...(body.active !== undefined && { active: body.active }),
        updatedBy: p.userId,
        updatedAt: deps.clock.now(),
      });
      await auditAs(tx, p, ip, {
        action: body.active === false && row.t.active ? 'review_type_deactivated' : 'review_type_updated',
        entityType: 'review_type',
        entityId: id,
        metadata: { fields: Object.keys(body) },
      });
      return typeView((await findReviewType(tx, id))!);
    }),
  );
}

/* ----------------------------------------------------------------- reviews */

function viewOf(p: Principal, r: ReviewJoined): ReviewView {
  const v = r.r;
  const criteria: StoredCriterion[] = r.criteria;
  const given = new Map((v.ratings as StoredRating[]).map((x) => [x.criterion, x]));
  const facts = { status: v.status, reviewerId: v.reviewerId };
  return {
    id: v.id,
    status: v.status,
    kind: v.kind,
    review_type: { id: v.reviewTypeId, name: r.typeName },
    contractor: { id: v.contractorId, name: r.contractorName },
    assignment: ref(v.assignmentId, r.jobTitle),
    client: ref(v.clientId, r.clientName),
    document: ref(v.documentId, r.documentName),
    partner: { id: v.partnerId, name: r.partnerName },
    reviewer: { id: v.reviewerId, name: r.reviewerName },
    ratings: criteria.map((c) => ({
      criterion: c.key,
      label: c.label,
      description: c.description,
      rating: given.get(c.key)?.rating ?? null,
      comment: given.get(c.key)?.comment ?? null,
    })),
    overall_rating: v.overallRating,
    comments: v.comments,
    submitted_at: iso(v.submittedAt),
    decided_by: ref(v.decidedBy, r.deciderName),
    decided_at: iso(v.decidedAt),
    decision_note: v.decisionNote,
    supersedes: v.supersedesId && r.supersedesStatus ? { id: v.supersedesId, status: r.supersedesStatus } : null,
    superseded_by:
      r.supersededById && r.supersededByStatus ? { id: r.supersededById, status: r.supersededByStatus } : null,
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
    can_edit: mayWrite(p, facts),
    can_submit: mayWrite(p, facts),
    can_decide: mayDecide(p, facts),
    can_withdraw: mayWithdraw(p, facts),
    can_supersede: isReviewSupersedable(v.status) && !r.supersededById && writesReviews(p.userType),
  };
}

export interface ReviewListQuery extends ListRequest {
  status?: ReviewStatus | undefined;
  kind?: ReviewKind | undefined;
  reviewTypeId?: string | undefined;
  contractorId?: string | undefined;
  assignmentId?: string | undefined;
}

export function reviewList(deps: AppDeps, p: Principal, q: ReviewListQuery) {
  return listReviews(deps.db, { ...q, scope: reviewScope(p, deps.db) }, (r) => viewOf(p, r));
}

async function visible(db: DbOrTx, p: Principal, id: string, forUpdate = false) {
  const row = await findReview(db, id, reviewScope(p, db), forUpdate);
  if (!row) throw notFound();
  return row;
}

export async function reviewDetail(deps: AppDeps, p: Principal, id: string) {
  return viewOf(p, await visible(deps.db, p, id));
}

/** Moves a review by the table, or refuses with 409 and the table's message. */
function move(status: ReviewStatus, event: ReviewEvent) {
  const d = reviewTransition(status, event);
  if (!d.ok) throw conflict(d.message);
  return d.status;
}

/** The ratings checked against the type's criteria: each names one of them (422 at the wrong one). */
function checkedRatings(criteria: StoredCriterion[], ratings: ReviewCreate['ratings']): StoredRating[] {
  const keys = new Set(criteria.map((c) => c.key));
  const bad = ratings
    .map((r, i) =>
      keys.has(r.criterion) ? null : issue(['ratings', i, 'criterion'], 'Not a criterion of this review type'),
    )
    .filter((x) => x !== null);
  if (bad.length) throw unprocessable(bad);
  return ratings.map((r) => ({ criterion: r.criterion, rating: r.rating, comment: r.comment }));
}

/** A submitted review rates every criterion: the missing ones, one 422 item each. */
function mustBeComplete(criteria: StoredCriterion[], ratings: StoredRating[]) {
  const rated = new Set(ratings.filter((r) => r.rating !== null).map((r) => r.criterion));
  const missing = criteria.filter((c) => !rated.has(c.key));
  if (missing.length)
    throw unprocessable(
      missing.map((c) => issue(['ratings', c.key], `Rate '${c.label}' before submitting the review`)),
    );
}

const hasContent = (ratings: StoredRating[], comments: string | null) =>
  Boolean(comments) || ratings.some((r) => r.rating !== null || r.comment);

export async function createReview(deps: AppDeps, p: Principal, body: ReviewCreate, ip: string) {
  mustWriteReviews(p);
  return alreadySuperseded(() => writeReview(deps, p, body, ip));
}

/**
 * Two reviews superseding the same one at once: the unique index keeps one, and the other is told so (a
 * 409, not the database's error) — the check inside cannot see a successor committed while it waited.
 */
async function alreadySuperseded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('This review is already superseded by another');
    throw err;
  }
}

function writeReview(deps: AppDeps, p: Principal, body: ReviewCreate, ip: string) {
  return deps.db.transaction(async (tx) => {
    // Shared lock: an edit of the type's criteria waits for this review, then finds it and refuses.
    const type = await findReviewType(tx, body.review_type_id, 'share');
    if (!type || !type.t.active) throw unprocessable([issue(['review_type_id'], 'Choose an active review type')]);
    const worker = await findWorker(tx, body.contractor_id, reviewWorkerScope(p, tx));
    if (!worker) throw notFound();
    const kind = type.t.kind;
    let clientId: string | null = null;
    if (kind === 'performance' && !body.assignment_id)
      throw unprocessable([issue(['assignment_id'], 'A performance review is of one of the worker’s assignments')]);
    if (kind === 'document' && !body.document_id)
      throw unprocessable([issue(['document_id'], 'A document review is of one of the worker’s documents')]);
    if (kind === 'performance' && body.document_id)
      throw unprocessable([issue(['document_id'], 'A performance review names no document')]);
    if (body.assignment_id) {
      const a = await findAssignment(tx, body.assignment_id, reviewAssignmentScope(p, tx));
      if (!a || a.contractorId !== worker.id)
        throw unprocessable([issue(['assignment_id'], 'Choose one of the worker’s assignments')]);
      clientId = a.clientId;
    }
    if (body.document_id) {
      const d = await findDocument(tx, body.document_id, reviewDocumentScope(p, tx));
      if (!d || d.contractorId !== worker.id)
        throw unprocessable([issue(['document_id'], 'Choose one of the worker’s documents')]);
      if (d.archivedAt) throw unprocessable([issue(['document_id'], 'This document is archived')]);
    }
    if (body.supersedes_id) {
      const prev = await findReview(tx, body.supersedes_id, reviewScope(p, tx), true);
      if (!prev) throw unprocessable([issue(['supersedes_id'], 'No such review')]);
      if (prev.r.contractorId !== worker.id || prev.r.reviewTypeId !== type.t.id)
        throw unprocessable([issue(['supersedes_id'], 'A review supersedes one of the same worker and review type')]);
      if (!isReviewSupersedable(prev.r.status))
        throw conflict(
          `Only an approved or rejected review is superseded (this one is ${prev.r.status.replace('_', ' ')})`,
        );
      if (prev.supersededById) throw conflict('This review is already superseded by another');
    }
    const ratings = checkedRatings(type.t.criteria, body.ratings);
    let status: ReviewStatus = 'pending';
    if (hasContent(ratings, body.comments)) status = move(status, 'start');
    if (body.submit) {
      mustBeComplete(type.t.criteria, ratings);
      status = move(status, 'submit');
    }
    const now = deps.clock.now();
    const id = await insertReview(tx, {
      partnerId: worker.partnerId,
      reviewTypeId: type.t.id,
      kind,
      contractorId: worker.id,
      assignmentId: body.assignment_id,
      clientId,
      documentId: body.document_id,
      status,
      ratings,
      overallRating: overallRating(ratings),
      comments: body.comments,
      reviewerId: p.userId,
      submittedAt: body.submit ? now : null,
      supersedesId: body.supersedes_id,
      createdAt: now,
      updatedAt: now,
    });
    await auditAs(tx, p, ip, {
      action: 'review_created',
      entityType: 'review',
      entityId: id,
      metadata: {
        review_type_id: type.t.id,
        kind,
        contractor_id: worker.id,
        status,
        supersedes_id: body.supersedes_id,
      },
    });
    if (body.supersedes_id)
      await auditAs(tx, p, ip, {
        action: 'review_superseded',
        entityType: 'review',
        entityId: body.supersedes_id,
        metadata: { by: id },
      });
    return viewOf(p, (await findReview(tx, id, undefined))!);
  });
}

function mustBeEditable(status: ReviewStatus) {
  if (status === 'awaiting_approval')
    throw conflict('A submitted review is not edited: its decision maker may return it for changes');
  if (isReviewDecided(status))
    throw conflict(
      `This review is ${status}, which is final: it is never edited (write a new review that supersedes it)`,
    );
}

export async function editReview(deps: AppDeps, p: Principal, id: string, body: ReviewUpdate, ip: string) {
  return deps.db.transaction(async (tx) => {
    const row = await visible(tx, p, id, true);
    mustWrite(p, row.r);
    mustBeEditable(row.r.status);
    const ratings = body.ratings ? checkedRatings(row.criteria, body.ratings) : row.r.ratings;
    const comments = body.comments !== undefined ? body.comments : row.r.comments;
    let status = row.r.status;
    if (status === 'pending' && hasContent(ratings, comments)) status = move(status, 'start');
    await updateReview(tx, id, {
      status,
      ratings,
      overallRating: overallRating(ratings),
      comments,
      updatedAt: deps.clock.now(),
    });
    await auditAs(tx, p, ip, {
      action: 'review_updated',
      entityType: 'review',
      entityId: id,
      metadata: { fields: Object.keys(body), overall_rating: overallRating(ratings) },
    });
    return viewOf(p, (await findReview(tx, id, undefined))!);
  });
}

export async function submitReview(deps: AppDeps, p: Principal, id: string, ip: string) {
  return deps.db.transaction(async (tx) => {
    const row = await visible(tx, p, id, true);
    mustWrite(p, row.r);
    const status = move(row.r.status, 'submit');
    mustBeComplete(row.criteria, row.r.ratings);
    const now = deps.clock.now();
    await updateReview(tx, id, { status, submittedAt: now, updatedAt: now });
    await auditAs(tx, p, ip, { action: 'review_submitted', entityType: 'review', entityId: id });
    return viewOf(p, (await findReview(tx, id, undefined))!);
  });
}

export async function decideReview(deps: AppDeps, p: Principal, id: string, body: ReviewDecisionBody, ip: string) {
  return deps.db.transaction(async (tx) => {
    const row = await visible(tx, p, id, true);
    mustDecide(p, row.r);
    const status = move(row.r.status, body.decision);
    const now = deps.clock.now();
    const values: Partial<ReviewRow> =
      body.decision === 'return'
        ? { status, submittedAt: null, decisionNote: body.note ?? null, updatedAt: now }
        : { status, decidedBy: p.userId, decidedAt: now, decisionNote: body.note ?? null, updatedAt: now };
    await updateReview(tx, id, values);
    await auditAs(tx, p, ip, {
      action: body.decision === 'return' ? 'review_returned' : `review_${status}`,
      entityType: 'review',
      entityId: id,
      metadata: { note: body.note ?? null, overall_rating: row.r.overallRating },
    });
    return viewOf(p, (await findReview(tx, id, undefined))!);
  });
}

export async function withdrawReview(deps: AppDeps, p: Principal, id: string, body: ReviewWithdrawBody, ip: string) {
  return deps.db.transaction(async (tx) => {
    const row = await visible(tx, p, id, true);
    mustWithdraw(p, row.r);
    const status = move(row.r.status, 'withdraw');
    const now = deps.clock.now();
    await updateReview(tx, id, {
      status,
      decidedBy: p.userId,
      decidedAt: now,
      decisionNote: body.note,
      updatedAt: now,
    });
    await auditAs(tx, p, ip, {
      action: 'review_withdrawn',
      entityType: 'review',
      entityId: id,
      metadata: { note: body.note, from: row.r.status },
    });
    return viewOf(p, (await findReview(tx, id, undefined))!);
  });
}
