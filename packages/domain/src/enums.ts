/** Enumerations of spec section 3/4, one place for server and web. */
export const USER_TYPES = ['admin', 'eor', 'partner', 'sales_partner', 'client', 'contractor'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ROLES = [
  'owner',
  'manager',
  'finance',
  'admin',
  'recruiter',
  'recruiter_payroll',
  'recruiter_sourcer',
  'document_verifier',
  'time_sheet_only',
] as const;
export type Role = (typeof ROLES)[number];

export const JOB_CLASSIFICATIONS = [
  'w-2',
  'independent_contractor',
  'international_ic',
  'international_eor',
  'canada_t4',
] as const;
export type JobClassification = (typeof JOB_CLASSIFICATIONS)[number];
export const CANADA_CLASSIFICATIONS: readonly JobClassification[] = ['canada_t4'];

export const TAX_ID_TYPES = ['ssn', 'ein', 'itin', 'sin'] as const;
export type TaxIdType = (typeof TAX_ID_TYPES)[number];

export const SCREENING_TYPES = ['background_check', 'drug_test', 'training', 'health_check'] as const;
export const EXPENSE_TYPES = [
  'reimbursement',
  'reimbursement_taxable',
  'stipend',
  'bonus',
  'ic_expense',
  'milestone',
  'fixed',
  'commission',
] as const;
export const REVIEW_STATUSES = [
  'pending',
  'processing',
  'awaiting_approval',
  'approved',
  'rejected',
  'failed',
] as const;
export const SEARCH_OBJECT_TYPES = ['user', 'contractor', 'client', 'partner', 'invoice'] as const;
export type SearchObjectType = (typeof SEARCH_OBJECT_TYPES)[number];
export const PAYROLL_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export const MODES = ['local', 'sandbox', 'production'] as const;
export type Mode = (typeof MODES)[number];

export const ONBOARDING_STEPS = [
  'form_i9',
  'w9',
  'representative',
  'eor-related eeo',
  'final_acknowledge',
  'background_check_agreement',
  'contractor_1099_agreement_clickthru',
  'employee_timekeeping_policy',
  'employee_confidentiality_agreement',
  'partner_services_agreement_clickthru',
  'form_w4',
  'verification',
  'benefits_selection',
  'authorized_representative',
  'canada_tax_forms',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Time and the ledger. The transition table in `modules/timesheets/transitions.ts` moves between these. */
export const TIMESHEET_STATUSES = ['pending', 'approved', 'signed', 'rejected', 'no_bill'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
export const TIMESHEET_TYPES = ['regular', 'holiday', 'pto', 'sick', 'bereavement', 'on_call'] as const;
export type TimesheetType = (typeof TIMESHEET_TYPES)[number];
export const TIMESHEET_ACTIONS = [
  'delete',
  'approve',
  'approve_with_evidence',
  'sign',
  'reject',
  'unapprove',
  'unsign',
  'no_bill',
  'undo_no_bill',
  'paid',
  'unpaid',
  'unreject',
] as const;
export type TimesheetAction = (typeof TIMESHEET_ACTIONS)[number];
/** What a ledger item pays or bills for: the overtime engine's classes, plus expenses. */
export const PAY_CLASSES = [
  'regular',
  'overtime',
  'double_time',
  'holiday',
  'pto',
  'sick',
  'bereavement',
  'on_call',
  'expense',
] as const;
export type PayClass = (typeof PAY_CLASSES)[number];
export const LEDGER_SIDES = ['pay', 'bill'] as const;
export type LedgerSide = (typeof LEDGER_SIDES)[number];
/** Each side of a ledger item moves on its own: invoiced is the bill side's end, paid the pay side's. */
export const LEDGER_ITEM_STATUSES = ['pending', 'approved', 'hold', 'no_bill', 'invoiced', 'paid'] as const;
export type LedgerItemStatus = (typeof LEDGER_ITEM_STATUSES)[number];
/** Spec section 4's transaction statuses. */
export const TRANSACTION_STATUSES = ['complete', 'hold', 'approved'] as const;
export const EXPENSE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const TIME_OFF_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const TIME_OFF_TYPES = ['pto', 'sick', 'bereavement'] as const;
export const PTO_ACCRUAL_METHODS = ['per_hour_worked', 'per_period'] as const;
export const PTO_LEDGER_KINDS = [
  'accrual',
  'reversal',
  'usage',
  'usage_reversal',
  'carry_over',
  'forfeit',
  'adjustment',
] as const;
/** Which law classifies a work location's hours (chosen from its state or province; 'none' = not classified). */
export const OVERTIME_RULES = [
  'flsa',
  'california',
  'ontario',
  'british_columbia',
  'alberta',
  'canada_federal',
  'none',
] as const;
export type OvertimeRule = (typeof OVERTIME_RULES)[number];
export const TIMESHEET_UPLOAD_STATUSES = ['previewed', 'imported', 'partially_imported', 'discarded'] as const;

/** Invoices (billing issue): the statuses an invoice moves through, and what kind of document it is. */
export const INVOICE_STATUSES = ['draft', 'open', 'partially_paid', 'paid', 'void', 'written_off'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_TYPES = ['standard', 'supplemental', 'credit_memo', 'manual'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
/** How often a client is invoiced, and how one period's time is split into invoices. */
export const INVOICE_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export const INVOICE_GROUPINGS = ['single', 'work_location', 'contractor', 'purchase_order'] as const;
export const INVOICE_LINE_KINDS = ['time', 'expense', 'manual'] as const;

/** Payments (billing issue): how cash arrived, whether it stands, and how much of it is applied (spec section 4). */
export const PAYMENT_METHODS = ['ach', 'wire', 'check', 'card'] as const;
export const PAYMENT_STATUSES = ['received', 'returned'] as const;
export const PAYMENT_ALLOCATION_STATUSES = ['allocated', 'partially_allocated', 'pending'] as const;
export const PAYMENT_ALLOCATION_SUB_STATUSES = ['full', 'under_payment', 'over_payment'] as const;
/** What an allocation row applies to an invoice: cash, a credit memo's credit, a refund of one, or a write-off. */
export const ALLOCATION_SOURCES = ['payment', 'credit_memo', 'refund', 'write_off'] as const;
/** Payment uploads: a bank remittance file matched to invoices, previewed, then confirmed. */
export const PAYMENT_UPLOAD_STATUSES = ['imported', 'partially_imported'] as const;
/** NACHA return reason codes a returned payment may carry. */
export const ACH_RETURN_CODES = {
  R01: 'Insufficient funds',
  R02: 'Account closed',
  R03: 'No account / unable to locate account',
  R04: 'Invalid account number',
  R05: 'Unauthorized debit to consumer account',
  R07: 'Authorization revoked by customer',
  R08: 'Payment stopped',
  R09: 'Uncollected funds',
  R10: 'Customer advises not authorized',
  R16: 'Account frozen',
  R20: 'Non-transaction account',
  R29: 'Corporate customer advises not authorized',
} as const;
export type AchReturnCode = keyof typeof ACH_RETURN_CODES;

/** Adjustments (billing issue): pending until an invoice run charges them, invoiced once it is finalized. */
export const ADJUSTMENT_STATUSES = ['pending', 'charged', 'invoiced', 'void'] as const;
export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;

/** Purchase orders (billing issue): a client's budget in hours or money, and what approving past it does. */
export const PURCHASE_ORDER_BUDGET_KINDS = ['hours', 'amount'] as const;
export const PURCHASE_ORDER_STATUSES = ['active', 'closed'] as const;
export const PO_OVERRUN_POLICIES = ['refuse', 'flag'] as const;

/** Bills (billing issue): what the platform charges a partner per finalized invoice. */
export const PLATFORM_FEE_BASES = ['none', 'per_hour', 'per_invoice'] as const;
export const BILL_STATUSES = ['open', 'void'] as const;
