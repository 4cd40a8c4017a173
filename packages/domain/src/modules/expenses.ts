/**
 * Expenses (spec sections 3 and 6): the eight types and their defaults, request bodies,
 * the answer shape, and the action table — who may take which action on an expense in which state.
 * The API enforces it; the web shows exactly the buttons it allows (decision 0022).
 */
import { z } from 'zod';
import {
  canDecideTimesheets,
  canInputTime,
  canSeeExpenses,
  timesheetButtons,
  type AccessSubject,
} from '../capabilities.js';
import { EXPENSE_STATUSES, EXPENSE_TYPES } from '../enums.js';
import { isAdminLike } from '../roles.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars, fileUploadSchema } from '../validators.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';

export type ExpenseType = (typeof EXPENSE_TYPES)[number];
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

export interface ExpenseTypeRule {
  label: string;
  /** Default: paid back to the worker (a pay-side ledger item). */
  reimbursable: boolean;
  /** Default: charged to the client (a bill-side ledger item). */
  billable: boolean;
  /** Wages for tax (payroll withholds on it) rather than a non-taxable reimbursement. */
  taxable: boolean;
  /** Bonuses and commissions: earned over a period, spread back over its weeks for the regular rate. */
  needsPeriod: boolean;
  /** Contractors enter only their own out-of-pocket costs; pay decisions are entered on their behalf. */
  contractorMayEnter: boolean;
}

/**
 * The eight types. Every type defaults to both sides: the employer of record passes what it pays
 * through to the client at cost (a bonus or commission a partner absorbs is entered billable: false).
 */
export const EXPENSE_TYPE_RULES: Record<ExpenseType, ExpenseTypeRule> = {
  reimbursement: {
    label: 'Reimbursement',
    reimbursable: true,
    billable: true,
    taxable: false,
    needsPeriod: false,
    contractorMayEnter: true,
  },
  reimbursement_taxable: {
    label: 'Reimbursement (taxable)',
    reimbursable: true,
    billable: true,
    taxable: true,
    needsPeriod: false,
    contractorMayEnter: true,
  },
  stipend: {
    label: 'Stipend',
    reimbursable: true,
    billable: true,
    taxable: true,
    needsPeriod: false,
    contractorMayEnter: false,
  },
  bonus: {
    label: 'Bonus',
    reimbursable: true,
    billable: true,
    taxable: true,
    needsPeriod: true,
    contractorMayEnter: false,
  },
  ic_expense: {
    label: 'IC expense',
    reimbursable: true,
    billable: true,
    taxable: false,
    needsPeriod: false,
    contractorMayEnter: false,
  },
  milestone: {
    label: 'Milestone',
    reimbursable: true,
    billable: true,
    taxable: true,
    needsPeriod: false,
    contractorMayEnter: false,
  },
  fixed: {
    label: 'Fixed fee',
    reimbursable: true,
    billable: true,
    taxable: true,
    needsPeriod: false,
    contractorMayEnter: false,
  },
  commission: {
    label: 'Commission',
    reimbursable: true,
    billable: true,
    taxable: true,
    needsPeriod: true,
    contractorMayEnter: false,
  },
};

export const CONTRACTOR_EXPENSE_TYPES = EXPENSE_TYPES.filter((t) => EXPENSE_TYPE_RULES[t].contractorMayEnter);

/** Receipts: PDF, PNG or JPEG, at most 5 MB, recognised by their bytes. */
export const EXPENSE_RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const EXPENSE_RECEIPT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type ExpenseReceiptType = (typeof EXPENSE_RECEIPT_TYPES)[number];
export const EXPENSE_RECEIPT_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';
/** The longest period a bonus or commission may cover. */
export const EXPENSE_PERIOD_MAX_DAYS = 366;

/** An amount in dollars and cents, more than zero, as a string (never a float). */
export const expenseAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Enter an amount with at most 2 decimals')
  .refine((v) => /[1-9]/.test(v), 'The amount must be more than zero');

/** 1900–2999: Postgres has no year 0, and the ledger's weeks need an ISO form. */
const isoDate = calendarDateSchema();
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE)
    .nullable()
    .transform((v) => (v ? v : null));

export const expenseReceiptUploadSchema = fileUploadSchema;
export type ExpenseReceiptUpload = z.infer<typeof expenseReceiptUploadSchema>;

interface PeriodFields {
  type: ExpenseType;
  period_start: string | null;
  period_end: string | null;
  reimbursable: boolean;
  billable: boolean;
}

const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The rules across fields, for create and for an edit merged onto the stored expense. */
export function expenseFieldIssues(e: PeriodFields): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (EXPENSE_TYPE_RULES[e.type].needsPeriod) {
    if (!e.period_start) issues.push({ path: 'period_start', message: 'Enter the first day the pay was earned over' });
    if (!e.period_end) issues.push({ path: 'period_end', message: 'Enter the last day the pay was earned over' });
    if (e.period_start && e.period_end) {
      const span = daysBetween(e.period_start, e.period_end);
      if (span < 0) issues.push({ path: 'period_end', message: 'The period must not end before it starts' });
      else if (span >= EXPENSE_PERIOD_MAX_DAYS)
        issues.push({ path: 'period_end', message: 'The period may cover at most a year' });
    }
  } else {
    if (e.period_start) issues.push({ path: 'period_start', message: 'Only bonuses and commissions cover a period' });
    if (e.period_end) issues.push({ path: 'period_end', message: 'Only bonuses and commissions cover a period' });
  }
  if (!e.reimbursable && !e.billable)
    issues.push({ path: 'billable', message: 'An expense is reimbursed to the worker, billed to the client, or both' });
  return issues;
}

const expenseFields = {
  type: z.enum(EXPENSE_TYPES),
  amount: expenseAmountSchema,
  date: isoDate,
  period_start: isoDate.nullable(),
  period_end: isoDate.nullable(),
  category: optionalText(100),
  description: optionalText(1000),
  business_purpose: optionalText(1000),
  reimbursable: z.boolean(),
  billable: z.boolean(),
};

export const expenseCreateSchema = z
  .object({
    assignment_id: z.string().uuid(),
    ...expenseFields,
    period_start: expenseFields.period_start.default(null),
    period_end: expenseFields.period_end.default(null),
    category: expenseFields.category.default(null),
    description: expenseFields.description.default(null),
    business_purpose: expenseFields.business_purpose.default(null),
    /** Omitted: the type's default. Contractors and clients always get the default. */
    reimbursable: z.boolean().optional(),
    billable: z.boolean().optional(),
    receipt: expenseReceiptUploadSchema.nullable().default(null),
  })
  .strict()
  .superRefine((b, ctx) => {
    const rule = EXPENSE_TYPE_RULES[b.type];
    for (const i of expenseFieldIssues({
      ...b,
      reimbursable: b.reimbursable ?? rule.reimbursable,
      billable: b.billable ?? rule.billable,
    }))
      ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
  });
export type ExpenseCreate = z.infer<typeof expenseCreateSchema>;
export type ExpenseCreateInput = z.input<typeof expenseCreateSchema>;

/** Changes to a pending expense (the cross-field rules run on the merged result). */
export const expenseUpdateSchema = z.object(expenseFields).partial().strict();
export type ExpenseUpdate = z.infer<typeof expenseUpdateSchema>;

/** Actions on a stored expense; `edit` and `delete` have their own calls but share the table. */
export const EXPENSE_ACTIONS = ['approve', 'reject', 'unapprove', 'unreject', 'paid', 'unpaid'] as const;
export type ExpenseAction = (typeof EXPENSE_ACTIONS)[number];
export type ExpenseButton = ExpenseAction | 'edit' | 'delete';

export const expenseActionSchema = z
  .object({
    action: z.enum(EXPENSE_ACTIONS),
    reason: z.string().trim().max(1000).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.action === 'reject' && !b.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the expense is rejected' });
  });
export type ExpenseActionBody = z.infer<typeof expenseActionSchema>;

/** What the state rules look at. */
export interface ExpenseState {
  type: ExpenseType;
  status: ExpenseStatus;
  paid: boolean;
  /** On a finalized invoice. */
  invoiceLocked: boolean;
  /** In an approved payroll run. */
  payrollLocked: boolean;
}

const LOCKED = 'This expense is on a finalized invoice or an approved payroll run';

/** Why the expense's state refuses the action (a 409), or null when the state allows it. */
export function expenseStateRefusal(button: ExpenseButton, e: ExpenseState): string | null {
  const locked = e.invoiceLocked || e.payrollLocked;
  switch (button) {
    case 'edit':
      if (e.status !== 'pending') return 'Only a pending expense can be changed';
      return locked ? LOCKED : null;
    case 'delete':
      if (e.status === 'approved') return 'An approved expense cannot be deleted; unapprove it first';
      return locked ? LOCKED : null;
    case 'approve':
      return e.status === 'pending' ? null : 'Only a pending expense can be approved';
    case 'reject':
      return e.status === 'pending' ? null : 'Only a pending expense can be rejected';
    case 'unapprove':
      if (e.status !== 'approved') return 'Only an approved expense can be unapproved';
      if (e.paid) return 'A paid expense cannot be unapproved; mark it unpaid first';
      return locked ? LOCKED : null;
    case 'unreject':
      return e.status === 'rejected' ? null : 'Only a rejected expense can be reopened';
    case 'paid':
      if (e.status !== 'approved') return 'Only an approved expense can be marked paid';
      return e.paid ? 'This expense is already marked paid' : null;
    case 'unpaid':
      if (!e.paid) return 'This expense is not marked paid';
      return e.payrollLocked ? 'This expense is in an approved payroll run' : null;
  }
}

/** The status an allowed action leads to (paid and unpaid change only the flag). */
export function expenseStatusAfter(action: ExpenseAction, current: ExpenseStatus): ExpenseStatus {
  switch (action) {
    case 'approve':
      return 'approved';
    case 'reject':
      return 'rejected';
    case 'unapprove':
    case 'unreject':
      return 'pending';
    default:
      return current;
  }
}

/** Who may create expenses on someone's behalf (a contractor enters its own under the menu rule). */
export const canEnterExpensesForOthers = (s: AccessSubject) => isAdminLike(s.userType) || canSeeExpensesAsPartner(s);
const canSeeExpensesAsPartner = (s: AccessSubject) => s.userType === 'partner' && canSeeExpenses(s);
/** Contractors: W-2 onboarding required and time input allowed (spec, the Expenses menu rule). */
export const contractorMayEnterExpenses = (s: AccessSubject) =>
  s.userType === 'contractor' && s.requiresW2Onboard && canInputTime(s);

/**
 * Whether the caller's user type and role allow the button on this expense (its scope is the API's).
 * A contractor changes only the types it may enter itself, never a bonus entered for it.
 */
export function subjectMayTake(s: AccessSubject, button: ExpenseButton, e: Pick<ExpenseState, 'type'>): boolean {
  switch (button) {
    case 'edit':
    case 'delete':
      if (s.userType === 'contractor')
        return contractorMayEnterExpenses(s) && EXPENSE_TYPE_RULES[e.type].contractorMayEnter;
      return canEnterExpensesForOthers(s);
    case 'approve':
    case 'reject':
      return canDecideTimesheets(s);
    case 'unapprove':
      return timesheetButtons.unapprove(s);
    case 'unreject':
      return timesheetButtons.unreject(s);
    case 'paid':
      return timesheetButtons.paid(s);
    case 'unpaid':
      return timesheetButtons.unpaid(s);
  }
}

const BUTTONS: readonly ExpenseButton[] = ['edit', 'delete', ...EXPENSE_ACTIONS];

/** The buttons this subject gets on an expense it can see. */
export function expenseButtonsFor(s: AccessSubject, e: ExpenseState): ExpenseButton[] {
  return BUTTONS.filter((b) => subjectMayTake(s, b, e) && expenseStateRefusal(b, e) === null);
}

const expenseButtonSchema = z.enum(['edit', 'delete', ...EXPENSE_ACTIONS]);

export const expenseViewSchema = z.object({
  id: z.string(),
  assignment: z.object({ id: z.string(), job_title: z.string() }),
  partner: namedRefSchema,
  client: namedRefSchema,
  contractor: namedRefSchema,
  type: z.enum(EXPENSE_TYPES),
  amount: z.string(),
  date: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  business_purpose: z.string().nullable(),
  reimbursable: z.boolean(),
  billable: z.boolean(),
  receipt: z
    .object({ id: z.string(), filename: z.string(), content_type: z.string(), size_bytes: z.number() })
    .nullable(),
  status: z.enum(EXPENSE_STATUSES),
  paid: z.boolean(),
  paid_date: z.string().nullable(),
  approval_user: namedRefSchema.nullable(),
  approval_date: z.string().nullable(),
  /** Not shown to contractors. */
  approval_ip: z.string().nullable(),
  rejection_user: namedRefSchema.nullable(),
  rejection_date: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  entering_user: namedRefSchema.nullable(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  payroll_submission_date: z.string().nullable(),
  client_billing_invoice_date: z.string().nullable(),
  /** The latest ledger posting for this expense, if any. */
  pay_bill_transaction: z.string().nullable(),
  /** What the caller may do with it now. */
  actions: z.array(expenseButtonSchema),
});
export type ExpenseView = z.infer<typeof expenseViewSchema>;

/** List filters (besides the list convention's paging and sorting); the period's dates are calendar dates. */
export const expenseFilters = {
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  status: z.enum(EXPENSE_STATUSES).optional(),
  type: z.enum(EXPENSE_TYPES).optional(),
  client_id: z.string().uuid().optional(),
  contractor_id: z.string().uuid().optional(),
  assignment_id: z.string().uuid().optional(),
  paid: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(100).optional(),
};
export const EXPENSE_SORTS = ['date', 'amount', 'status', 'type', 'created_at'] as const;
