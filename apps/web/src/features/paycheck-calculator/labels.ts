/** How the calculator's choices read: the engine's own stub labels for earnings and deductions. */
import type {
  EARNING_TYPES,
  FILING_STATUSES,
  PAYCHECK_CLASSIFICATIONS,
  PAYCHECK_FREQUENCIES,
  POST_TAX_TYPES,
  PRE_TAX_TYPES,
  PaycheckPreviewRequest,
} from '@app/domain';

export type Classification = (typeof PAYCHECK_CLASSIFICATIONS)[number];
export type Frequency = (typeof PAYCHECK_FREQUENCIES)[number];
export type EarningType = (typeof EARNING_TYPES)[number];
export type PreTaxType = (typeof PRE_TAX_TYPES)[number];
export type PostTaxType = (typeof POST_TAX_TYPES)[number];
export type FilingStatus = (typeof FILING_STATUSES)[number];

export const CLASSIFICATION_LABELS: Record<Classification, string> = {
  'w-2': 'W-2 employee',
  '1099': '1099 contractor',
  canada_t4: 'Canada (T4)',
  international_ic: 'International contractor',
  international_eor: 'International (EOR)',
};

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month',
  monthly: 'Monthly',
};

export const EARNING_LABELS: Record<EarningType, string> = {
  regular: 'Regular',
  overtime: 'Overtime',
  double_time: 'Double time',
  holiday: 'Holiday',
  pto: 'Paid time off',
  sick: 'Sick',
  salary: 'Salary',
  bonus: 'Bonus',
  commission: 'Commission',
  taxable_stipend: 'Taxable stipend',
  reimbursement: 'Reimbursement',
};

export const PRE_TAX_LABELS: Record<PreTaxType, string> = {
  traditional_401k: '401(k)',
  section_125: 'Section 125 benefits',
  rpp: 'Registered pension plan (Canada)',
  union_dues: 'Union dues (Canada)',
};

export const POST_TAX_LABELS: Record<PostTaxType, string> = {
  garnishment_child_support: 'Child support',
  garnishment_creditor: 'Garnishment',
  roth_401k: 'Roth 401(k)',
  loan: 'Loan repayment',
  advance: 'Advance repayment',
};

/** California's DE 4 filing statuses, as the form words them. */
export type De4FilingStatus = NonNullable<PaycheckPreviewRequest['state_form']>['filing_status'];
export const DE4_FILING_STATUS_LABELS: Record<De4FilingStatus, string> = {
  single: 'Single or married (with two or more incomes)',
  married: 'Married (one income)',
  head_of_household: 'Head of household',
};

/** Who employs the worker when it is not a self-employer partner (the API's name for it). */
export const PLATFORM_EMPLOYER_NAME = 'Platform (EOR)';

export const FILING_STATUS_LABELS: Record<FilingStatus, string> = {
  single: 'Single',
  married_filing_separately: 'Married filing separately',
  married_filing_jointly: 'Married filing jointly',
  head_of_household: 'Head of household',
};

/** `{ value, label }` options of a label map, in its order. */
export const optionsFrom = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
