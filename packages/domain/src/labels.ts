/**
 * How every enum value reads on screen: one label per value, so no screen shows `w-2`,
 * `independent_contractor` or `no_bill`. `labelOf('jobClassification', 'w-2')` → 'W-2'; the
 * per-enum maps are exported too for option lists (`optionsOf`).
 */
import {
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_STATUSES,
  ALLOCATION_SOURCES,
  BILL_STATUSES,
  EXPENSE_STATUSES,
  EXPENSE_TYPES,
  INVOICE_FREQUENCIES,
  INVOICE_GROUPINGS,
  INVOICE_LINE_KINDS,
  PAYMENT_ALLOCATION_STATUSES,
  PAYMENT_ALLOCATION_SUB_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_UPLOAD_STATUSES,
  PLATFORM_FEE_BASES,
  PO_OVERRUN_POLICIES,
  PURCHASE_ORDER_BUDGET_KINDS,
  PURCHASE_ORDER_STATUSES,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  JOB_CLASSIFICATIONS,
  LEDGER_ITEM_STATUSES,
  LEDGER_SIDES,
  MODES,
  ONBOARDING_STEPS,
  OVERTIME_RULES,
  PAY_CLASSES,
  PAYROLL_FREQUENCIES,
  PTO_ACCRUAL_METHODS,
  PTO_LEDGER_KINDS,
  REVIEW_STATUSES,
  ROLES,
  SCREENING_TYPES,
  SEARCH_OBJECT_TYPES,
  TAX_ID_TYPES,
  TIME_OFF_STATUSES,
  TIME_OFF_TYPES,
  TIMESHEET_ACTIONS,
  TIMESHEET_STATUSES,
  TIMESHEET_TYPES,
  TIMESHEET_UPLOAD_STATUSES,
  TRANSACTION_STATUSES,
  USER_TYPES,
} from './enums.js';
// From the schema-free module, not from the modules that validate them: a label loads no schema.
import {
  ASSIGNMENT_STATUS_VALUES,
  CONTRACTOR_STATUSES,
  FUNDING_TYPES,
  MEMBER_STATUSES,
  PRODUCT_LINES,
  SERVICE_LOG_STATUSES,
  VERIFICATION_STATUSES,
} from './value-lists.js';

type Labels<T extends readonly string[]> = Record<T[number], string>;

const PAY_CLASS_LABELS: Labels<typeof PAY_CLASSES> = {
  regular: 'Regular',
  overtime: 'Overtime',
  double_time: 'Double time',
  holiday: 'Holiday',
  pto: 'PTO',
  sick: 'Sick',
  bereavement: 'Bereavement',
  on_call: 'On call',
  expense: 'Expense',
};

/** Every enum the screens show, by name, with its values: the label test walks this list. */
export const ENUM_VALUES = {
  userType: USER_TYPES,
  role: ROLES,
  jobClassification: JOB_CLASSIFICATIONS,
  taxIdType: TAX_ID_TYPES,
  screeningType: SCREENING_TYPES,
  expenseType: EXPENSE_TYPES,
  reviewStatus: REVIEW_STATUSES,
  searchObjectType: SEARCH_OBJECT_TYPES,
  payrollFrequency: PAYROLL_FREQUENCIES,
  mode: MODES,
  onboardingStep: ONBOARDING_STEPS,
  timesheetStatus: TIMESHEET_STATUSES,
  timesheetType: TIMESHEET_TYPES,
  timesheetAction: TIMESHEET_ACTIONS,
  payClass: PAY_CLASSES,
  ledgerSide: LEDGER_SIDES,
  ledgerItemStatus: LEDGER_ITEM_STATUSES,
  transactionStatus: TRANSACTION_STATUSES,
  expenseStatus: EXPENSE_STATUSES,
  timeOffStatus: TIME_OFF_STATUSES,
  timeOffType: TIME_OFF_TYPES,
  ptoAccrualMethod: PTO_ACCRUAL_METHODS,
  ptoLedgerKind: PTO_LEDGER_KINDS,
  overtimeRule: OVERTIME_RULES,
  timesheetUploadStatus: TIMESHEET_UPLOAD_STATUSES,
  serviceLogStatus: SERVICE_LOG_STATUSES,
  contractorStatus: CONTRACTOR_STATUSES,
  assignmentStatus: ASSIGNMENT_STATUS_VALUES,
  verificationStatus: VERIFICATION_STATUSES,
  memberStatus: MEMBER_STATUSES,
  productLine: PRODUCT_LINES,
  fundingType: FUNDING_TYPES,
  invoiceStatus: INVOICE_STATUSES,
  invoiceType: INVOICE_TYPES,
  invoiceFrequency: INVOICE_FREQUENCIES,
  invoiceGrouping: INVOICE_GROUPINGS,
  invoiceLineKind: INVOICE_LINE_KINDS,
  paymentMethod: PAYMENT_METHODS,
  paymentStatus: PAYMENT_STATUSES,
  paymentAllocationStatus: PAYMENT_ALLOCATION_STATUSES,
  paymentAllocationSubStatus: PAYMENT_ALLOCATION_SUB_STATUSES,
  adjustmentStatus: ADJUSTMENT_STATUSES,
  adjustmentDirection: ADJUSTMENT_DIRECTIONS,
  allocationSource: ALLOCATION_SOURCES,
  paymentUploadStatus: PAYMENT_UPLOAD_STATUSES,
  purchaseOrderBudgetKind: PURCHASE_ORDER_BUDGET_KINDS,
  purchaseOrderStatus: PURCHASE_ORDER_STATUSES,
  poOverrunPolicy: PO_OVERRUN_POLICIES,
  platformFeeBasis: PLATFORM_FEE_BASES,
  billStatus: BILL_STATUSES,
} as const;
export type EnumName = keyof typeof ENUM_VALUES;
export type EnumValue<N extends EnumName> = (typeof ENUM_VALUES)[N][number];

export const ENUM_LABELS: { [N in EnumName]: Record<EnumValue<N>, string> } = {
  userType: {
    admin: 'Admin',
    eor: 'EOR',
    partner: 'Partner',
    sales_partner: 'Sales partner',
    client: 'Client',
    contractor: 'Contractor',
  },
  role: {
    owner: 'Owner',
    manager: 'Manager',
    finance: 'Finance',
    admin: 'Admin',
    recruiter: 'Recruiter',
    recruiter_payroll: 'Recruiter (payroll)',
    recruiter_sourcer: 'Recruiter (sourcer)',
    document_verifier: 'Document verifier',
    time_sheet_only: 'Timesheets only',
  },
  jobClassification: {
    'w-2': 'W-2',
    independent_contractor: 'Independent contractor (1099)',
    international_ic: 'International contractor',
    international_eor: 'International (EOR)',
    canada_t4: 'Canada (T4)',
  },
  taxIdType: { ssn: 'SSN', ein: 'EIN', itin: 'ITIN', sin: 'SIN' },
  screeningType: {
    background_check: 'Background check',
    drug_test: 'Drug test',
    training: 'Training',
    health_check: 'Health check',
  },
  expenseType: {
    reimbursement: 'Reimbursement',
    reimbursement_taxable: 'Taxable reimbursement',
    stipend: 'Stipend',
    bonus: 'Bonus',
    ic_expense: 'Contractor expense',
    milestone: 'Milestone',
    fixed: 'Fixed',
    commission: 'Commission',
  },
  reviewStatus: {
    pending: 'Pending',
    processing: 'Processing',
    awaiting_approval: 'Awaiting approval',
    approved: 'Approved',
    rejected: 'Rejected',
    failed: 'Failed',
  },
  searchObjectType: {
    user: 'User',
    contractor: 'Contractor',
    client: 'Client',
    partner: 'Partner',
    invoice: 'Invoice',
  },
  payrollFrequency: { weekly: 'Weekly', biweekly: 'Every two weeks', monthly: 'Monthly' },
  mode: { local: 'Local', sandbox: 'Sandbox', production: 'Production' },
  onboardingStep: {
    form_i9: 'Form I-9',
    w9: 'Form W-9',
    representative: 'Representative',
    'eor-related eeo': 'Equal employment opportunity survey',
    final_acknowledge: 'Final acknowledgement',
    background_check_agreement: 'Background check agreement',
    contractor_1099_agreement_clickthru: 'Contractor (1099) agreement',
    employee_timekeeping_policy: 'Timekeeping policy',
    employee_confidentiality_agreement: 'Confidentiality agreement',
    partner_services_agreement_clickthru: 'Partner services agreement',
    form_w4: 'Form W-4',
    verification: 'Identity verification',
    benefits_selection: 'Benefits selection',
    authorized_representative: 'Authorized representative',
    canada_tax_forms: 'Canadian tax forms',
  },
  timesheetStatus: {
    pending: 'Pending',
    approved: 'Approved',
    signed: 'Signed',
    rejected: 'Rejected',
    no_bill: 'No bill',
  },
  timesheetType: {
    regular: 'Regular',
    holiday: 'Holiday',
    pto: 'PTO',
    sick: 'Sick',
    bereavement: 'Bereavement',
    on_call: 'On call',
  },
  timesheetAction: {
    delete: 'Delete',
    approve: 'Approve',
    approve_with_evidence: 'Approve with evidence',
    sign: 'Sign',
    reject: 'Reject',
    unapprove: 'Unapprove',
    unsign: 'Unsign',
    no_bill: 'No bill',
    undo_no_bill: 'Undo no bill',
    paid: 'Mark paid',
    unpaid: 'Mark unpaid',
    unreject: 'Unreject',
  },
  payClass: PAY_CLASS_LABELS,
  ledgerSide: { pay: 'Pay', bill: 'Bill' },
  ledgerItemStatus: {
    pending: 'Pending',
    approved: 'Approved',
    hold: 'On hold',
    no_bill: 'No bill',
    invoiced: 'Invoiced',
    paid: 'Paid',
  },
  transactionStatus: { complete: 'Complete', hold: 'On hold', approved: 'Approved' },
  expenseStatus: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  timeOffStatus: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
  timeOffType: { pto: 'PTO', sick: 'Sick', bereavement: 'Bereavement' },
  ptoAccrualMethod: { per_hour_worked: 'Per hour worked', per_period: 'Per pay period' },
  ptoLedgerKind: {
    accrual: 'Accrual',
    reversal: 'Reversal',
    usage: 'Usage',
    usage_reversal: 'Usage reversed',
    carry_over: 'Carry-over',
    forfeit: 'Forfeit',
    adjustment: 'Adjustment',
  },
  overtimeRule: {
    flsa: 'FLSA (US federal)',
    california: 'California',
    ontario: 'Ontario',
    british_columbia: 'British Columbia',
    alberta: 'Alberta',
    canada_federal: 'Canada (federal)',
    none: 'Not classified',
  },
  timesheetUploadStatus: {
    previewed: 'Previewed',
    imported: 'Imported',
    partially_imported: 'Partially imported',
    discarded: 'Discarded',
  },
  serviceLogStatus: { success: 'Success', failure: 'Failure' },
  contractorStatus: { onboarding: 'Onboarding', active: 'Active', inactive: 'Inactive' },
  assignmentStatus: { pending: 'Pending', live: 'Live', ended: 'Ended' },
  verificationStatus: {
    pending: 'Pending',
    processing: 'Processing',
    awaiting_approval: 'Awaiting approval',
    approved: 'Approved',
    rejected: 'Rejected',
    failed: 'Failed',
  },
  memberStatus: { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' },
  productLine: { 'Self-Employer': 'Self-Employer', Eor: 'EOR' },
  fundingType: { 'Self funded': 'Self funded', Funded: 'Funded' },
  invoiceStatus: {
    draft: 'Draft',
    open: 'Open',
    partially_paid: 'Partially paid',
    paid: 'Paid',
    void: 'Void',
    written_off: 'Written off',
  },
  invoiceType: { standard: 'Standard', supplemental: 'Supplemental', credit_memo: 'Credit memo', manual: 'Manual' },
  invoiceFrequency: { weekly: 'Weekly', biweekly: 'Every two weeks', monthly: 'Monthly' },
  invoiceGrouping: {
    single: 'One invoice',
    work_location: 'Per work location',
    contractor: 'Per contractor',
    purchase_order: 'Per purchase order',
  },
  invoiceLineKind: { time: 'Time', expense: 'Expense', manual: 'Manual' },
  paymentMethod: { ach: 'ACH', wire: 'Wire', check: 'Check', card: 'Card' },
  paymentStatus: { received: 'Received', returned: 'Returned' },
  paymentAllocationStatus: { allocated: 'Allocated', partially_allocated: 'Partially allocated', pending: 'Unapplied' },
  paymentAllocationSubStatus: { full: 'Paid in full', under_payment: 'Short payment', over_payment: 'Overpayment' },
  adjustmentStatus: { pending: 'Pending', charged: 'On a draft invoice', invoiced: 'Invoiced', void: 'Void' },
  adjustmentDirection: { credit: 'Credit to the client', debit: 'Charge to the client' },
  allocationSource: { payment: 'Payment', credit_memo: 'Credit memo', refund: 'Refund', write_off: 'Write-off' },
  paymentUploadStatus: { imported: 'Imported', partially_imported: 'Partly imported' },
  purchaseOrderBudgetKind: { hours: 'Hours', amount: 'Amount' },
  purchaseOrderStatus: { active: 'Active', closed: 'Closed' },
  poOverrunPolicy: { refuse: 'Refuse approval past the budget', flag: 'Allow and flag' },
  platformFeeBasis: { none: 'No platform fee', per_hour: 'Per hour billed', per_invoice: 'Per invoice' },
  billStatus: { open: 'Open', void: 'Void' },
};

/**
 * The label of one value of a named enum. A value the enum does not hold (an older server, a
 * value added without a label) reads as itself humanised rather than raw: `new_kind` → 'New kind'.
 */
export function labelOf<N extends EnumName>(name: N, value: EnumValue<N> | (string & {})): string {
  const labels = ENUM_LABELS[name] as Record<string, string>;
  return Object.hasOwn(labels, value) ? labels[value]! : humanize(value);
}

/** Option lists for selects and filters: `[{ value, label }]` in the enum's order. */
export function enumOptions<N extends EnumName>(
  name: N,
  values: readonly EnumValue<N>[] = ENUM_VALUES[name] as readonly EnumValue<N>[],
): { value: EnumValue<N>; label: string }[] {
  return values.map((value) => ({ value, label: labelOf(name, value) }));
}

/** What each timesheet action did, as an activity line reads it ("Timesheet approved"). */
const TIMESHEET_ACTION_DONE: Record<(typeof TIMESHEET_ACTIONS)[number], string> = {
  delete: 'deleted',
  approve: 'approved',
  approve_with_evidence: 'approved with evidence',
  sign: 'signed',
  reject: 'rejected',
  unapprove: 'unapproved',
  unsign: 'unsigned',
  no_bill: 'marked no bill',
  undo_no_bill: 'returned to billing',
  paid: 'marked paid',
  unpaid: 'marked unpaid',
  unreject: 'unrejected',
};
const ACRONYMS: Record<string, string> = {
  pto: 'PTO',
  gsa: 'GSA',
  eor: 'EOR',
  i9: 'I-9',
  w4: 'W-4',
  w9: 'W-9',
  ip: 'IP',
};

/**
 * An audit row's action as a sentence fragment: `timesheet_approve` → 'Timesheet approved',
 * `pto_rule_created` → 'PTO rule created', `tax_id_revealed` → 'Tax id revealed'.
 */
export function auditActionLabel(action: string): string {
  const timesheet = /^timesheet_(.+)$/.exec(action)?.[1];
  const done =
    timesheet && Object.hasOwn(TIMESHEET_ACTION_DONE, timesheet)
      ? TIMESHEET_ACTION_DONE[timesheet as keyof typeof TIMESHEET_ACTION_DONE]
      : null;
  const words = (done ? `timesheet ${done}` : action.replace(/[_.-]+/g, ' ')).trim().split(/\s+/);
  const text = words.map((w) => ACRONYMS[w] ?? w).join(' ');
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}

function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}
