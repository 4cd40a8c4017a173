/**
 * Timesheet uploads (issue 4): a CSV of shifts is parsed and validated into a stored preview with
 * per-row errors; nothing is written until the import, which takes the whole file or, when asked,
 * only its valid rows.
 */
import { z } from 'zod';
import type { TIMESHEET_UPLOAD_STATUSES } from '../enums.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from '../validators.js';
import type { TimesheetCreate } from './timesheet-contracts.js';

/** The columns a file may name (header row, any order, case-insensitive). */
export const TIMESHEET_UPLOAD_COLUMNS = [
  'contractor_email',
  'assignment_id',
  'date',
  'time_start',
  'time_end',
  'break_minutes',
  'type',
  'project_code',
  'task',
] as const;
export type TimesheetUploadColumn = (typeof TIMESHEET_UPLOAD_COLUMNS)[number];
/** Always required; a file also names `contractor_email` or `assignment_id` (or both). */
export const TIMESHEET_UPLOAD_REQUIRED_COLUMNS: readonly TimesheetUploadColumn[] = ['date', 'time_start', 'time_end'];
export const TIMESHEET_UPLOAD_MAX_ROWS = 2000;
/** The file's text travels in a JSON body: at most this many characters. */
export const TIMESHEET_UPLOAD_MAX_CHARS = 2_000_000;

export const timesheetUploadCreateSchema = z
  .object({
    csv: z
      .string()
      .min(1, 'Choose or paste a CSV file')
      .max(TIMESHEET_UPLOAD_MAX_CHARS, 'The file is too large (2 MB at most)')
      // A spreadsheet or other binary file read as text: Postgres cannot store it, and it is no CSV.
      .refine(hasNoControlChars, 'This is not a CSV text file; save the sheet as CSV and upload that'),
    file_name: z.string().trim().min(1).max(200).refine(hasNoControlChars, CONTROL_CHARS_MESSAGE).default('upload.csv'),
  })
  .strict();
export type TimesheetUploadCreate = z.infer<typeof timesheetUploadCreateSchema>;

export const timesheetUploadImportSchema = z
  .object({
    /** Import the valid rows and skip the others; otherwise any invalid row refuses the import (422). */
    only_valid: z.boolean().default(false),
  })
  .strict();
export type TimesheetUploadImport = z.infer<typeof timesheetUploadImportSchema>;

/** A row error: `loc` names the column (or is empty for the row as a whole). */
export interface TimesheetUploadIssue {
  loc: string[];
  msg: string;
}

export interface TimesheetUploadRow {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  values: Record<TimesheetUploadColumn, string>;
  errors: TimesheetUploadIssue[];
  /** Resolved when the row is valid: the body the entry is created from. */
  contractor_name: string | null;
  shift: TimesheetCreate | null;
  /** Set once imported. */
  timesheet_id: string | null;
}

export type TimesheetUploadStatus = (typeof TIMESHEET_UPLOAD_STATUSES)[number];

export interface TimesheetUploadView {
  id: string;
  file_name: string;
  status: TimesheetUploadStatus;
  total_rows: number;
  valid_rows: number;
  invalid_rows: number;
  imported_rows: number;
  partner: { id: string; name: string } | null;
  client: { id: string; name: string } | null;
  uploaded_by: { id: string; name: string };
  created_at: string;
  imported_at: string | null;
}

/** A file-level problem (a missing column, no rows) is a 422 on upload: only readable files are stored. */
export interface TimesheetUploadDetail extends TimesheetUploadView {
  rows: TimesheetUploadRow[];
}

export const TIMESHEET_UPLOAD_SORTS = ['created_at', 'file_name', 'status'] as const;
