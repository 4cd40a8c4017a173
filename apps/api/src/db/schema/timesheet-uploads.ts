/** CSV uploads of shifts, kept with their validated preview until imported. */
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TIMESHEET_UPLOAD_STATUSES } from '@app/domain';
import { created } from './columns.js';
import { clientRef } from './clients.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

export const timesheetUploads = pgTable('timesheet_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Whose assignments the file may name: the uploader's partner (null for staff: any). */
  partnerId: partnerRef(),
  clientId: clientRef(),
  fileName: text('file_name').notNull(),
  status: text('status', { enum: TIMESHEET_UPLOAD_STATUSES }).notNull().default('previewed'),
  totalRows: integer('total_rows').notNull(),
  validRows: integer('valid_rows').notNull(),
  /** Parsed rows with their per-row errors, as previewed: `[{row, values, errors: [{loc, msg}]}]`. */
  rows: jsonb('rows').notNull(),
  importedRows: integer('imported_rows').notNull().default(0),
  uploadedBy: userRef('uploaded_by').notNull(),
  createdAt: created(),
  importedAt: timestamp('imported_at', { withTimezone: true }),
});
