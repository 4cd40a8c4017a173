/**
 * Timesheet uploads: a CSV of shifts is parsed and validated into a stored preview with
 * per-row errors; nothing is written until the import, which takes the whole file or, when asked,
 * only its valid rows.
 */
import { z } from 'zod';
import { TIMESHEET_TYPES, TIMESHEET_UPLOAD_STATUSES } from '../enums.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from '../validators.js';
import { namedRefSchema, type TimesheetCreate } from './timesheets/contracts.js';

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
export const timesheetUploadIssueSchema = z.object({ loc: z.array(z.string()), msg: z.string() });
export type TimesheetUploadIssue = z.infer<typeof timesheetUploadIssueSchema>;

/** A valid row's entry as stored: the create body (already parsed, so plain types here). */
const timesheetUploadShiftSchema = z.object({
  assignment_id: z.string(),
  date: z.string(),
  time_start: z.string(),
  time_end: z.string(),
  break_time_minutes: z.number().int(),
  type: z.enum(TIMESHEET_TYPES),
  project_code_id: z.string().nullable(),
  task: z.string().nullable(),
  work_location_id: z.string().nullable(),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
}) satisfies z.ZodType<TimesheetCreate>;

export const timesheetUploadRowSchema = z.object({
  /** 1-based line of the file (the header is line 1). */
  line: z.number().int(),
  values: z.record(z.enum(TIMESHEET_UPLOAD_COLUMNS), z.string()),
  errors: z.array(timesheetUploadIssueSchema),
  /** Resolved when the row is valid: the body the entry is created from. */
  contractor_name: z.string().nullable(),
  shift: timesheetUploadShiftSchema.nullable(),
  /** Set once imported. */
  timesheet_id: z.string().nullable(),
});
export type TimesheetUploadRow = z.infer<typeof timesheetUploadRowSchema>;

export type TimesheetUploadStatus = (typeof TIMESHEET_UPLOAD_STATUSES)[number];

export const timesheetUploadViewSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  status: z.enum(TIMESHEET_UPLOAD_STATUSES),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  invalid_rows: z.number().int(),
  imported_rows: z.number().int(),
  partner: namedRefSchema.nullable(),
  client: namedRefSchema.nullable(),
  uploaded_by: namedRefSchema,
  created_at: z.string(),
  imported_at: z.string().nullable(),
});
export type TimesheetUploadView = z.infer<typeof timesheetUploadViewSchema>;

/** A file-level problem (a missing column, no rows) is a 422 on upload: only readable files are stored. */
export const timesheetUploadDetailSchema = timesheetUploadViewSchema.extend({
  rows: z.array(timesheetUploadRowSchema),
});
export type TimesheetUploadDetail = z.infer<typeof timesheetUploadDetailSchema>;

export const TIMESHEET_UPLOAD_SORTS = ['created_at', 'file_name', 'status'] as const;
