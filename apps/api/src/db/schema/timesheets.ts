/**
 * Time entries: `time_start`/`time_end` are integer minutes after local midnight of `date` in the
 * entry's time zone (an end before the start rolls to the next day), and `start_at`/`end_at` the same
 * instants in UTC, so splitting at midnight or the workweek boundary survives DST.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TIMESHEET_STATUSES, TIMESHEET_TYPES } from '@app/domain';
import { created } from './columns.js';
import { projectCodes } from './project-codes.js';
import { timesheetUploads } from './timesheet-uploads.js';
import { placementParties } from './assignments.js';
import { storedFiles } from './stored-files.js';
import { userRef } from './users.js';
import { workLocations } from './work-locations.js';

export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...placementParties(),
    workLocationId: uuid('work_location_id')
      .notNull()
      .references(() => workLocations.id),
    /** The work date: the local calendar day the shift starts on. */
    date: date('date').notNull(),
    timeStart: integer('time_start').notNull(),
    timeEnd: integer('time_end').notNull(),
    breakTimeMinutes: integer('break_time_minutes').notNull().default(0),
    /** (end − start, rolled past midnight) − break; hours_worked = this / 60. */
    minutesWorked: integer('minutes_worked').notNull(),
    timezone: text('timezone').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    type: text('type', { enum: TIMESHEET_TYPES }).notNull().default('regular'),
    status: text('status', { enum: TIMESHEET_STATUSES }).notNull().default('pending'),
    paid: boolean('paid').notNull().default(false),
    paidDate: timestamp('paid_date', { withTimezone: true }),
    projectCodeId: uuid('project_code_id').references(() => projectCodes.id),
    task: text('task'),
    metadata: jsonb('metadata').notNull().default({}),
    approvalDate: timestamp('approval_date', { withTimezone: true }),
    approvalEmail: text('approval_email'),
    approvalIp: text('approval_ip'),
    approvalUserId: userRef('approval_user_id'),
    /** approve_with_evidence: the client's approval (e-mail, screenshot) a non-client decider attached. */
    approvalEvidenceFileId: uuid('approval_evidence_file_id').references(() => storedFiles.id),
    signedDate: timestamp('signed_date', { withTimezone: true }),
    signedUserId: userRef('signed_user_id'),
    rejectionDate: timestamp('rejection_date', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    rejectionUserId: userRef('rejection_user_id'),
    enteringUserId: userRef('entering_user_id'),
    editingUserId: userRef('editing_user_id'),
    createdAt: created(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Locks, set by billing and payroll: a locked entry is never edited, deleted or unapproved. */
    payrollSubmissionDate: timestamp('payroll_submission_date', { withTimezone: true }),
    clientBillingInvoiceDate: timestamp('client_billing_invoice_date', { withTimezone: true }),
    /** A corrected copy of a locked entry points at the entry it corrects. */
    correctsTimesheetId: uuid('corrects_timesheet_id'),
    uploadId: uuid('upload_id').references(() => timesheetUploads.id),
    timeOffRequestId: uuid('time_off_request_id'),
  },
  (t) => [
    index('timesheets_assignment_idx').on(t.assignmentId, t.date),
    // The list's keyset (date, start, id) behind each scope and the status filter, so a page of any
    // depth is an index range read (lib/keyset.ts; the list sorts all three in one direction).
    index('timesheets_contractor_idx').on(t.contractorId, t.date, t.timeStart, t.id),
    index('timesheets_partner_idx').on(t.partnerId, t.date, t.timeStart, t.id),
    index('timesheets_partner_status_idx').on(t.partnerId, t.status, t.date, t.timeStart, t.id),
    index('timesheets_client_idx').on(t.clientId, t.date, t.timeStart, t.id),
    index('timesheets_status_idx').on(t.status, t.date, t.timeStart, t.id),
    index('timesheets_date_idx').on(t.date, t.timeStart, t.id),
    check('timesheets_minutes', sql`${t.timeStart} between 0 and 1439 and ${t.timeEnd} between 0 and 1440`),
    check('timesheets_break', sql`${t.breakTimeMinutes} >= 0 and ${t.minutesWorked} >= 0`),
  ],
);
