/**
 * Review types and reviews (issue 15; decision 0075). A review type is platform-wide: a name, a kind
 * (performance or document) and its criteria (each rated 1–5), frozen once a review uses it. A review is
 * of one worker — on one of their assignments (performance) or of one of their documents (document) —
 * by a reviewer, with a rating and comment per criterion; its status is the section 4 review status,
 * moved only by the domain's transition table. A decided review is never edited: a new review supersedes
 * it (at most one live superseder per review).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { REVIEW_KINDS, REVIEW_STATUSES } from '@app/domain';
import { assignmentRef } from './assignments.js';
import { clientRef } from './clients.js';
import { created } from './columns.js';
import { contractorRef } from './contractors.js';
import { documents } from './documents.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

/** One criterion of a review type, as stored. */
export interface StoredCriterion {
  key: string;
  label: string;
  description: string | null;
}

/** One rating of a review, as stored (keyed by the criterion's key). */
export interface StoredRating {
  criterion: string;
  rating: number | null;
  comment: string | null;
}

export const reviewTypes = pgTable(
  'review_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind', { enum: REVIEW_KINDS }).notNull(),
    description: text('description'),
    criteria: jsonb('criteria').$type<StoredCriterion[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: userRef('created_by'),
    createdAt: created(),
    updatedBy: userRef('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_types_name_uq').on(sql`lower(${t.name})`)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    reviewTypeId: uuid('review_type_id')
      .notNull()
      .references(() => reviewTypes.id),
    kind: text('kind', { enum: REVIEW_KINDS }).notNull(),
    contractorId: contractorRef().notNull(),
    assignmentId: assignmentRef(),
    clientId: clientRef(),
    documentId: uuid('document_id').references(() => documents.id),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    ratings: jsonb('ratings').$type<StoredRating[]>().notNull().default([]),
    overallRating: numeric('overall_rating', { precision: 3, scale: 2 }),
    comments: text('comments'),
    reviewerId: userRef('reviewer_id').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: userRef('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    supersedesId: uuid('supersedes_id').references((): AnyPgColumn => reviews.id),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'reviews_subject',
      sql`(${t.kind} = 'performance' and ${t.assignmentId} is not null and ${t.documentId} is null)
        or (${t.kind} = 'document' and ${t.documentId} is not null)`,
    ),
    index('reviews_list_idx').on(t.partnerId, t.createdAt, t.id),
    index('reviews_contractor_idx').on(t.contractorId),
    index('reviews_type_idx').on(t.reviewTypeId),
    // One live superseder per review: a withdrawn (failed) one leaves room for another.
    uniqueIndex('reviews_supersedes_uq')
      .on(t.supersedesId)
      .where(sql`${t.supersedesId} is not null and ${t.status} <> 'failed'`),
  ],
);
