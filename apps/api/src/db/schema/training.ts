/**
 * Training (issue 15; decision 0076): courses — a partner's own, or platform-wide (partner_id null) —
 * whose content is a stored file or an https address, and the enrollments of workers in them with a due
 * date and a SCORM 1.2 lesson status. A course is archived, never deleted; an enrollment is one per
 * worker and course.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ENROLLMENT_STATUSES } from '@app/domain';
import { created } from './columns.js';
import { contractorRef } from './contractors.js';
import { partnerRef } from './partners.js';
import { storedFiles } from './stored-files.js';
import { userRef } from './users.js';

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The partner whose workers take it; null: the platform's, for every partner's workers. */
    partnerId: partnerRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    contentUrl: text('content_url'),
    fileId: uuid('file_id').references(() => storedFiles.id),
    /** Days from enrolment to the due date (none: no due date unless the enrolment gives one). */
    dueInDays: integer('due_in_days'),
    createdBy: userRef('created_by'),
    createdAt: created(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: userRef('archived_by'),
  },
  (t) => [
    check('courses_content', sql`(${t.contentUrl} is null) <> (${t.fileId} is null)`),
    index('courses_list_idx').on(t.partnerId, t.createdAt, t.id),
  ],
);

export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    contractorId: contractorRef().notNull(),
    /** The worker's partner: the tenant of the row. */
    partnerId: partnerRef().notNull(),
    dueOn: date('due_on'),
    status: text('status', { enum: ENROLLMENT_STATUSES }).notNull().default('not_attempted'),
    score: integer('score'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    enrolledBy: userRef('enrolled_by'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('course_enrollments_once').on(t.courseId, t.contractorId),
    index('course_enrollments_list_idx').on(t.partnerId, t.dueOn, t.id),
    index('course_enrollments_contractor_idx').on(t.contractorId),
    index('course_enrollments_due_idx')
      .on(t.dueOn)
      .where(sql`${t.status} not in ('completed', 'passed') and ${t.dueOn} is not null`),
  ],
);
