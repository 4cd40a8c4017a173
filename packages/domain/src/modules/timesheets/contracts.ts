/**
 * Timesheets, approvals and project codes: request bodies, filters and answers shared by
 * the API and the web. Times travel as "HH:MM" (24-hour, local to the work location) and are stored
 * as integer minutes after local midnight; see docs/decisions/0018-timesheet-transitions.md.
 */
import { z } from 'zod';
import {
  PAY_CLASSES,
  TIMESHEET_ACTIONS,
  TIMESHEET_STATUSES,
  TIMESHEET_TYPES,
  type TimesheetAction,
} from '../../enums.js';
import { BULK_MAX_ENTRIES } from '../../value-lists.js';

/** The calendar dates time and pay work with: Postgres has no year 0, and a week past 9999 has no ISO form. */
const CALENDAR_DATE_MIN = '1900-01-01';
const CALENDAR_DATE_MAX = '2999-12-31';
/** A YYYY-MM-DD date from 1900 to 2999 (a 422 beside the field, never a database error). */
export const calendarDateSchema = (message = 'Enter a date as YYYY-MM-DD') =>
  z.iso.date(message).refine((v) => v >= CALENDAR_DATE_MIN && v <= CALENDAR_DATE_MAX, 'Enter a date from 1900 to 2999');
const isoDate = calendarDateSchema();
const uuid = z.string().uuid();

/** "HH:MM" → minutes after midnight (null when malformed). "24:00" is 1440 (an end at midnight). */
export function parseClock(value: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59) return null;
  if (h === 24 && min === 0) return 1440;
  if (h > 23) return null;
  return h * 60 + min;
}

/** Minutes after midnight → "HH:MM" (the form the inputs take). */
export function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Minutes after midnight → "9:00 AM" (the display form, `time_start_string`). */
export function displayClock(minutes: number): string {
  const total = minutes % 1440;
  const h = Math.floor(total / 60);
  const m = total % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The shift's length: an end at or before the start rolls to the next day (spec section 5). */
export function shiftSpanMinutes(start: number, end: number): number {
  return end > start ? end - start : end + 1440 - start;
}

/** Worked minutes: the span less the unpaid break (never below zero; the API refuses a break that long). */
export function minutesWorkedOf(start: number, end: number, breakMinutes: number): number {
  return Math.max(0, shiftSpanMinutes(start, end) - breakMinutes);
}

const clockStart = z
  .string()
  .trim()
  .refine((v) => {
    const m = parseClock(v);
    return m !== null && m < 1440;
  }, 'Enter a time as HH:MM');
const clockEnd = z
  .string()
  .trim()
  .refine((v) => parseClock(v) !== null, 'Enter a time as HH:MM');

/** Free-form extra data on an entry (a flat object of short values). */
export const timesheetMetadataSchema = z
  .record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((o) => Object.keys(o).length <= 30, 'At most 30 metadata fields');

const entryFields = {
  date: isoDate,
  time_start: clockStart,
  time_end: clockEnd,
  break_time_minutes: z.coerce.number().int().min(0, 'A break cannot be negative').max(1439),
  type: z.enum(TIMESHEET_TYPES),
  project_code_id: uuid.nullable(),
  task: z.string().trim().max(500).nullable(),
  /** Defaults to the assignment's work location. */
  work_location_id: uuid.nullable(),
  metadata: timesheetMetadataSchema,
};

function refineShift(b: { time_start?: string; time_end?: string; break_time_minutes?: number }, ctx: z.RefinementCtx) {
  if (b.time_start === undefined || b.time_end === undefined) return;
  const start = parseClock(b.time_start);
  const end = parseClock(b.time_end);
  if (start === null || end === null) return;
  const span = shiftSpanMinutes(start, end);
  if (span > 1440)
    ctx.addIssue({ code: 'custom', path: ['time_end'], message: 'A shift cannot be longer than 24 hours' });
  if (b.break_time_minutes !== undefined && b.break_time_minutes >= span)
    ctx.addIssue({
      code: 'custom',
      path: ['break_time_minutes'],
      message: 'The break must be shorter than the shift',
    });
}

export const timesheetCreateSchema = z
  .object({
    assignment_id: uuid,
    ...entryFields,
    break_time_minutes: entryFields.break_time_minutes.default(0),
    type: entryFields.type.default('regular'),
    project_code_id: entryFields.project_code_id.default(null),
    task: entryFields.task.default(null),
    work_location_id: entryFields.work_location_id.default(null),
    metadata: entryFields.metadata.default({}),
  })
  .strict()
  .superRefine(refineShift);
export type TimesheetCreate = z.infer<typeof timesheetCreateSchema>;

/** Changes to a pending or rejected, unlocked entry (a rejected entry stays rejected until unrejected). */
export const timesheetUpdateSchema = z
  .object(entryFields)
  .partial()
  .strict()
  .superRefine(refineShift)
  .refine((b) => Object.keys(b).length > 0, 'Change at least one field');
export type TimesheetUpdate = z.infer<typeof timesheetUpdateSchema>;

/** What an action carries besides its name: `reason` to reject; evidence and the e-mail to approve with evidence. */
const actionFields = {
  action: z.enum(TIMESHEET_ACTIONS),
  reason: z.string().trim().max(1000).nullable().optional(),
  approval_email: z.string().trim().toLowerCase().email('Enter an e-mail address').nullable().optional(),
  evidence_file_id: uuid.nullable().optional(),
};

/** The action's own input, beside its field (single and bulk alike). */
function refineActionInput(
  b: {
    action: TimesheetAction;
    reason?: string | null;
    approval_email?: string | null;
    evidence_file_id?: string | null;
  },
  ctx: z.RefinementCtx,
  what: 'entry' | 'entries',
) {
  if (b.action === 'reject' && !b.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: `Give a reason for rejecting the ${what}` });
  if (b.action === 'approve_with_evidence') {
    if (!b.evidence_file_id)
      ctx.addIssue({ code: 'custom', path: ['evidence_file_id'], message: "Attach the client's approval as evidence" });
    if (!b.approval_email)
      ctx.addIssue({ code: 'custom', path: ['approval_email'], message: "Enter the client approver's e-mail" });
  }
}

/** One action on one entry. */
export const timesheetActionBodySchema = z
  .object(actionFields)
  .strict()
  .superRefine((b, ctx) => refineActionInput(b, ctx, 'entry'));
export type TimesheetActionBody = z.infer<typeof timesheetActionBodySchema>;

/** Query-string booleans: `paid=true` / `paid=false`. */
const boolFilter = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/**
 * The list filters (GET /v2/timesheets): `week_start` (that date and the six after it), or a
 * `date_from`/`date_to` period (both or neither), and the parties and status. `partner_id` is staff only.
 */
export const timesheetFilters = {
  week_start: isoDate.optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  client_id: uuid.optional(),
  contractor_id: uuid.optional(),
  assignment_id: uuid.optional(),
  partner_id: uuid.optional(),
  status: z.enum(TIMESHEET_STATUSES).optional(),
  type: z.enum(TIMESHEET_TYPES).optional(),
  paid: boolFilter,
  search: z.string().trim().max(100).optional(),
};
export const TIMESHEET_SORTS = ['date', 'status', 'contractor', 'client', 'hours_worked', 'created_date'] as const;
/** The same filters as a body (bulk decisions); no paging. */
export const timesheetFilterBodySchema = z
  .object({
    ...timesheetFilters,
    paid: z.boolean().optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (Boolean(f.date_from) !== Boolean(f.date_to))
      ctx.addIssue({
        code: 'custom',
        path: [f.date_from ? 'date_to' : 'date_from'],
        message: 'Both dates of the period are required',
      });
  });
export type TimesheetFilterBody = z.infer<typeof timesheetFilterBodySchema>;

/** Bulk: one action on the listed entries or on every entry a filter matches, all or nothing. */
export const timesheetBulkBodySchema = z
  .object({
    ...actionFields,
    ids: z.array(uuid).min(1).max(BULK_MAX_ENTRIES).optional(),
    filter: timesheetFilterBodySchema.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (Boolean(b.ids) === Boolean(b.filter))
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'Send either ids or a filter' });
    refineActionInput(b, ctx, 'entries');
  });
export type TimesheetBulkBody = z.infer<typeof timesheetBulkBodySchema>;

export const timesheetBulkResultSchema = z.object({
  action: z.enum(TIMESHEET_ACTIONS),
  /** Entries the action was applied to (all of them: a refusal changes nothing and answers 409). */
  count: z.number().int(),
  ids: z.array(z.string()),
});
export type TimesheetBulkResult = z.infer<typeof timesheetBulkResultSchema>;

/** approve_with_evidence: the client's approval (PDF, image, or a saved e-mail), uploaded first. */
export const TIMESHEET_EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const timesheetEvidenceUploadSchema = z
  .object({
    filename: z.string().trim().min(1, 'File name is required').max(200),
    content_base64: z
      .string()
      .min(1, 'The file is empty')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file content must be base64'),
  })
  .strict();
export type TimesheetEvidenceUpload = z.infer<typeof timesheetEvidenceUploadSchema>;
export const timesheetEvidenceViewSchema = z.object({
  id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});
export type TimesheetEvidenceView = z.infer<typeof timesheetEvidenceViewSchema>;

export const namedRefSchema = z.object({ id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** Minutes of an approved entry per pay class, from the ledger's pay items (null before approval). */
export const timesheetPaySplitSchema = z.object({
  regular: z.number(),
  overtime: z.number(),
  double_time: z.number(),
  /** holiday, pto, sick, bereavement and on_call minutes. */
  other: z.number(),
});
export type TimesheetPaySplit = z.infer<typeof timesheetPaySplitSchema>;

/** Every field of spec section 3 "Timesheet", plus the parties, the buttons and the pay split. */
export const timesheetViewSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** Minutes after local midnight; time_end past time_start's day is shown by `overnight`. */
  time_start: z.number().int(),
  time_end: z.number().int(),
  /** Display forms in the entry's time zone ("9:00 AM"). */
  time_start_string: z.string(),
  time_end_string: z.string(),
  /** The shift ends on the next day. */
  overnight: z.boolean(),
  break_time_minutes: z.number().int(),
  minutes_worked: z.number().int(),
  /** minutes_worked / 60, two decimals (display only: minutes are the truth). */
  hours_worked: z.number(),
  status: z.enum(TIMESHEET_STATUSES),
  type: z.enum(TIMESHEET_TYPES),
  paid: z.boolean(),
  /** The weekday of `date` ("Monday"). */
  day: z.string(),
  timezone: z.string(),
  approval_date: z.string().nullable(),
  approval_email: z.string().nullable(),
  approval_ip: z.string().nullable(),
  approval_user: namedRefSchema.nullable(),
  /** approve_with_evidence: the attached file (the client's approval). */
  approval_evidence_file_id: z.string().nullable(),
  signed_date: z.string().nullable(),
  project_code: z.object({ id: z.string(), code: z.string(), description: z.string().nullable() }).nullable(),
  task: z.string().nullable(),
  rejection_date: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  rejection_user: namedRefSchema.nullable(),
  entering_user: namedRefSchema.nullable(),
  editing_user: namedRefSchema.nullable(),
  created_date: z.string(),
  edited_date: z.string().nullable(),
  payroll_submission_date: z.string().nullable(),
  client_billing_invoice_date: z.string().nullable(),
  /** Either lock date is set: no edit, delete or unapprove. */
  locked: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
  assignment: z.object({ id: z.string(), job_title: z.string() }),
  work_location: z.object({
    id: z.string(),
    name: z.string(),
    timezone: z.string(),
    state: z.string().nullable(),
    country: z.string().nullable(),
  }),
  contractor: namedRefSchema,
  client: namedRefSchema.extend({
    requires_signature_for_approval: z.boolean(),
    requires_project_code: z.boolean(),
  }),
  partner: namedRefSchema,
  /** The rates in effect on the work date, per the caller's rate visibility (null: hidden or not set). */
  pay_rate: z.string().nullable(),
  bill_rate: z.string().nullable(),
  /** The buttons the caller may use now (the transition table). */
  actions: z.array(z.enum(TIMESHEET_ACTIONS)),
  /** May the caller change the entry's fields (PATCH)? */
  editable: z.boolean(),
  split: timesheetPaySplitSchema.nullable(),
});
export type TimesheetView = z.infer<typeof timesheetViewSchema>;

/** The answer to POST /v2/timesheets/:id/actions: the entry as it now is (null once deleted). */
export const timesheetActionResultSchema = z.object({
  action: z.enum(TIMESHEET_ACTIONS),
  deleted: z.boolean(),
  entry: timesheetViewSchema.nullable(),
});
export type TimesheetActionResult = z.infer<typeof timesheetActionResultSchema>;

/** One assignment a contractor (or someone entering on their behalf) may enter time for. */
export const timesheetAssignmentOptionSchema = z.object({
  id: z.string(),
  job_title: z.string(),
  client: namedRefSchema.extend({ requires_project_code: z.boolean() }),
  contractor: namedRefSchema,
  work_location: z.object({ id: z.string(), name: z.string(), timezone: z.string() }),
  start_date: z.string(),
  end_date: z.string().nullable(),
  project_codes: z.array(z.object({ id: z.string(), code: z.string(), description: z.string().nullable() })),
  /**
   * The pay rate in effect on each day of the asked week (decision 0090: the week's estimated gross);
   * null on a day before the first rate, and every day for a caller who sees no pay rates.
   */
  pay_rates: z.array(z.object({ date: z.string(), pay_rate: z.string().nullable() })),
});
export type TimesheetAssignmentOption = z.infer<typeof timesheetAssignmentOptionSchema>;

/** GET /v2/timesheets/week: one assignment's (or all the contractor's) entries for a week, day by day. */
export const timesheetWeekQuerySchema = z
  .object({
    week_start: isoDate.optional(),
    assignment_id: uuid.optional(),
    contractor_id: uuid.optional(),
  })
  .strict();
export type TimesheetWeekQuery = z.infer<typeof timesheetWeekQuerySchema>;

export const timesheetWeekViewSchema = z.object({
  /** The workweek's first and last local days (the employer's workweek; Monday by default). */
  week_start: z.string(),
  week_end: z.string(),
  previous_week_start: z.string(),
  next_week_start: z.string(),
  assignment_id: z.string().nullable(),
  assignments: z.array(timesheetAssignmentOptionSchema),
  days: z.array(
    z.object({
      date: z.string(),
      day: z.string(),
      entries: z.array(timesheetViewSchema),
      minutes_worked: z.number().int(),
    }),
  ),
  total_minutes: z.number().int(),
  /** The caller may add entries to this week (input time allowed, a live assignment). */
  can_enter: z.boolean(),
  /** A week with no assignment: the next one to start after it, if any (issue 16). */
  next_assignment: z
    .object({ id: z.string(), job_title: z.string(), client: namedRefSchema, start_date: z.string() })
    .nullable(),
});
export type TimesheetWeekView = z.infer<typeof timesheetWeekViewSchema>;

/** GET /v2/approvals: pending entries grouped per contractor × week. */
export const approvalFilters = {
  week_start: isoDate.optional(),
  client_id: uuid.optional(),
  contractor_id: uuid.optional(),
  partner_id: uuid.optional(),
  search: z.string().trim().max(100).optional(),
};
export const APPROVAL_SORTS = ['week_start', 'contractor', 'pending_minutes'] as const;

/** An approval group's id: `<contractor id>_<week start>`. */
const APPROVAL_GROUP_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_(\d{4}-\d{2}-\d{2})$/i;
export const approvalGroupIdSchema = z
  .string()
  .refine((v) => parseApprovalGroupId(v) !== null, 'Unknown approval group');
export const approvalGroupId = (contractorId: string, weekStart: string) => `${contractorId}_${weekStart}`;
/** The contractor and week of a group id, or null unless both are real (a uuid and a calendar date). */
export function parseApprovalGroupId(id: string): { contractorId: string; weekStart: string } | null {
  const m = APPROVAL_GROUP_ID.exec(id);
  return m && isoDate.safeParse(m[2]).success ? { contractorId: m[1]!, weekStart: m[2]! } : null;
}

export const approvalGroupViewSchema = z.object({
  id: z.string(),
  contractor: namedRefSchema,
  partner: namedRefSchema,
  clients: z.array(namedRefSchema),
  week_start: z.string(),
  week_end: z.string(),
  pending_count: z.number().int(),
  pending_minutes: z.number().int(),
  /** The pending entries counted here: what approving the week from the list decides (decision 0108). */
  pending_ids: z.array(z.string()),
  first_entered: z.string(),
  /**
   * What the week will bill once approved, per currency (decision 0108): the sum the week page shows as
   * `bill.total`, priced by the ledger's own preview. Absent (never zero) for a caller who may not see
   * bill figures.
   */
  bill_amounts: z.array(z.object({ currency: z.string(), amount: z.string() })).optional(),
});
export type ApprovalGroupView = z.infer<typeof approvalGroupViewSchema>;

/** One bill line the week owes for an entry: the overtime engine's class, minutes, rate and amount. */
export const approvalBillLineSchema = z.object({
  entry_id: z.string(),
  classification: z.enum(PAY_CLASSES),
  minutes: z.number().int(),
  /** Per hour, 4 dp. */
  rate: z.string(),
  /** minutes / 60 × rate, half-up to the cent; what the invoice carries. */
  amount: z.string(),
  /** The currency the entry bills in (its work location's country: 'cad' in Canada, else 'usd'). */
  currency: z.string(),
  /** False on a no-bill entry: shown, billing nothing. */
  billed: z.boolean(),
});
export type ApprovalBillLine = z.infer<typeof approvalBillLineSchema>;

export const approvalGroupDetailSchema = approvalGroupViewSchema.extend({
  /** Every entry of that contractor-week the caller may see, any status. */
  entries: z.array(timesheetViewSchema),
  total_minutes: z.number().int(),
  /**
   * What the week will bill once approved (pending taken as approved, rejected billing nothing), priced
   * by the ledger's own engine (decision 0090); null for a caller who may not see bill rates.
   */
  bill: z
    .object({
      lines: z.array(approvalBillLineSchema),
      /**
       * The billed lines' sums per currency (the list's `bill_amounts`): one figure per currency, since a
       * week at a Canadian and a US work location bills in both and no single total is right.
       */
      totals: z.array(z.object({ currency: z.string(), amount: z.string() })),
    })
    .nullable(),
});
export type ApprovalGroupDetail = z.infer<typeof approvalGroupDetailSchema>;

/* Project codes (per client; required on entries when the client's requires_project_code). */

const projectCodeFields = {
  client_id: z.string().uuid('Choose a client'),
  code: z.string().trim().min(1, 'Code is required').max(50),
  description: z.string().trim().max(500).nullable(),
  active: z.boolean(),
};
export const projectCodeCreateSchema = z
  .object({
    ...projectCodeFields,
    description: projectCodeFields.description.default(null),
    active: projectCodeFields.active.default(true),
  })
  .strict();
export type ProjectCodeCreate = z.infer<typeof projectCodeCreateSchema>;
/** The client of a code never changes (entries point at it). */
export const projectCodeUpdateSchema = z
  .object({
    code: projectCodeFields.code,
    description: projectCodeFields.description,
    active: projectCodeFields.active,
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Change at least one field');
export type ProjectCodeUpdate = z.infer<typeof projectCodeUpdateSchema>;
export const projectCodeFilters = {
  client_id: uuid.optional(),
  active: boolFilter,
};
export const PROJECT_CODE_SORTS = ['code', 'client', 'created_at'] as const;

export const projectCodeViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  client: namedRefSchema,
  partner: namedRefSchema,
  created_at: z.string(),
});
export type ProjectCodeView = z.infer<typeof projectCodeViewSchema>;

// Kept in the schema-free value-lists.ts (a screen needing only these loads no schema); re-exported here.
export { BULK_MAX_ENTRIES };
