/**
 * Reports (issue 17, decision 0088): one row per report a user requested — its kind and parameters, the
 * partner it is kept to (null: a staff report over every partner), the section 4 status with progress, and
 * the CSV and XLSX it produced, kept through the storage interface (lib/storage.ts) by key. A report
 * schedule runs a kind for its owner weekly or monthly and mails them the link.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid, date } from 'drizzle-orm/pg-core';
import { REPORT_KINDS, REPORT_SCHEDULE_FREQUENCIES, REPORT_STATUSES, type ReportParams } from '@app/domain';
import { created } from './columns.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: userRef('owner_id').notNull(),
    partnerId: partnerRef(),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    params: jsonb('params').$type<ReportParams>().notNull(),
    frequency: text('frequency', { enum: REPORT_SCHEDULE_FREQUENCIES }).notNull(),
    /** The day the next report is due (UTC). */
    nextRunOn: date('next_run_on').notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('report_schedules_owner_idx').on(t.ownerId), index('report_schedules_due_idx').on(t.nextRunOn)],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestedBy: userRef('requested_by').notNull(),
    /** The partner the rows are kept to: the requester's own for a partner user, else the one they named. */
    partnerId: partnerRef(),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    params: jsonb('params').$type<ReportParams>().notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('PENDING'),
    progress: smallint('progress').notNull().default(0),
    rowCount: integer('row_count'),
    error: text('error'),
    csvKey: text('csv_key'),
    xlsxKey: text('xlsx_key'),
    /** Set when a schedule produced it (its owner is mailed the link). */
    scheduleId: uuid('schedule_id').references(() => reportSchedules.id, { onDelete: 'set null' }),
    createdAt: created(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('reports_requested_by_idx').on(t.requestedBy, t.createdAt),
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('PENDING', 'PROCESSING')`),
    check('reports_progress_ck', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * A data export (/data_export): the requester's whole data set, as their report sources see it, zipped as
 * CSVs. Downloaded once, before `expires_at`: the file is removed when it is taken.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestedBy: userRef('requested_by').notNull(),
    partnerId: partnerRef(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('PENDING'),
    progress: smallint('progress').notNull().default(0),
    error: text('error'),
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    createdAt: created(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_requested_by_idx').on(t.requestedBy, t.createdAt),
    check('data_exports_progress_ck', sql`${t.progress} between 0 and 100`),
  ],
);
