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
