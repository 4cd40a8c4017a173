/**
 * The capability rules of spec section 6, written once. The web menu, the access guard, the
 * route table and the API policy all call these; `capabilities.test.ts` tables every rule.
 */
import type { Role, UserType } from './enums.js';
import { isAdminLike } from './roles.js';

export interface PartnerFlags {
  self_employer: boolean;
  self_funded: boolean;
  self_time_sheets: boolean;
  self_approve: boolean;
  is_payroll_disabled: boolean;
  is_canada_enabled: boolean;
  corp_to_corp: boolean;
  corp_to_corp_enabled: boolean;
}

/** A partner with no special arrangement: every flag off (new partners start here). */
export const NO_PARTNER_FLAGS: Readonly<PartnerFlags> = {
  self_employer: false,
  self_funded: false,
  self_time_sheets: false,
  self_approve: false,
  is_payroll_disabled: false,
  is_canada_enabled: false,
  corp_to_corp: false,
  corp_to_corp_enabled: false,
};

export interface ClientFlags {
  can_create_assignment: boolean;
  show_contractor_personal: boolean;
  requires_signature_for_approval: boolean;
}

/** Who is asking: enough to evaluate every rule without touching the database. */
export interface AccessSubject {
  userType: UserType;
  role: Role | null;
  /** The partner the user belongs to: its own for partner users, the client's or contractor's partner otherwise. */
  partner: PartnerFlags | null;
  /** Set for client users. */
  client: ClientFlags | null;
  /** Contractors only: W-2 onboarding applies to them. */
  requiresW2Onboard: boolean;
}

const SENSITIVE_ROLES: readonly Role[] = ['owner', 'manager', 'finance', 'admin'];
const BILL_ROLES: readonly Role[] = ['owner', 'manager', 'finance', 'admin', 'recruiter'];
const PAYROLL_ROLES: readonly Role[] = ['owner', 'manager', 'finance', 'admin', 'recruiter', 'recruiter_payroll'];
const APPROVAL_PARTNER_ROLES: readonly Role[] = [
  'owner',
  'admin',
  'manager',
  'finance',
  'recruiter',
  'recruiter_payroll',
  'recruiter_sourcer',
];

const hasRole = (s: AccessSubject, roles: readonly Role[]) => s.role !== null && roles.includes(s.role);
const partnerFlag = (s: AccessSubject, flag: keyof PartnerFlags) => s.partner?.[flag] === true;

export const canSeeSensitive = (s: AccessSubject) => hasRole(s, SENSITIVE_ROLES);
export const canSeeBill = (s: AccessSubject) => hasRole(s, BILL_ROLES);
export const canSeePayroll = (s: AccessSubject) =>
  s.userType !== 'client' && s.userType !== 'sales_partner' && hasRole(s, PAYROLL_ROLES);
export const canSeeExpenses = (s: AccessSubject) =>
  s.userType !== 'client' && s.userType !== 'sales_partner' && hasRole(s, [...PAYROLL_ROLES, 'recruiter_sourcer']);
/**
 * Section 6's rule, plus the client (issue 16, decision 0090): a client decides its own contractors'
 * time, so it opens the per-contractor × week approval view too (the API scopes it to its own rows).
 */
export const canSeeApprovals = (s: AccessSubject) =>
  isAdminLike(s.userType) ||
  s.userType === 'client' ||
  (s.userType === 'partner' && hasRole(s, APPROVAL_PARTNER_ROLES));
export const canExport = (s: AccessSubject) => s.role !== 'recruiter_sourcer';
/** Time is entered on the platform unless the partner keeps its own time sheets. */
export const canInputTime = (s: AccessSubject) => !partnerFlag(s, 'self_time_sheets');
export const isContractor = (s: AccessSubject) => s.userType === 'contractor';

/** A contractor keeps its own time: it enters and sees only its own entries; others enter on its behalf. */
export const keepsOwnTime = (s: AccessSubject) => isContractor(s);

/** A contractor enters its own expenses only, with the type's pay and bill defaults. */
export const entersOwnExpenses = (s: AccessSubject) => isContractor(s);

/** Who asks for time off (and edits a pending request): the contractor itself, its partner, staff; clients only decide. */
export const mayRequestTimeOff = (s: AccessSubject) =>
  isAdminLike(s.userType) || s.userType === 'partner' || s.userType === 'contractor';
export const isSelfEmployerPartner = (s: AccessSubject) => s.userType === 'partner' && partnerFlag(s, 'self_employer');
export const canDecideTimesheets = (s: AccessSubject) =>
  s.userType === 'client' ||
  isAdminLike(s.userType) ||
  (s.userType === 'partner' &&
    (partnerFlag(s, 'self_time_sheets') ||
      partnerFlag(s, 'self_funded') ||
      partnerFlag(s, 'self_employer') ||
      partnerFlag(s, 'self_approve')));

/** The employer of record for money movement: the platform (admin) or a self-employer partner. */
export const isEmployer = (s: AccessSubject) => s.userType === 'admin' || isSelfEmployerPartner(s);
export const canCreatePayment = (s: AccessSubject) =>
  isEmployer(s) || (s.userType === 'partner' && partnerFlag(s, 'self_funded'));
export const canEditPayment = (s: AccessSubject) => s.userType === 'admin';
export const canEditVerification = (s: AccessSubject) => s.userType === 'admin' || s.role === 'document_verifier';
export const canEditInvoices = isEmployer;
export const canSeeTransactions = isEmployer;
/** Reading an employer's books (pay calendar, pay/bill ledger): the employer, or platform staff (EOR reads). */
export const canReadEmployerBooks = (s: AccessSubject) => isEmployer(s) || isAdminLike(s.userType);
/**
 * An employer's tax data (/company_taxes: FEIN, state registrations, SUTA and workers' comp rates; section 6
 * sensitive data): platform staff read every employer's; a self-employer partner's owner, manager, finance
 * and admin read their own (decision 0044).
 */
export const canReadCompanyTaxes = (s: AccessSubject) =>
  isAdminLike(s.userType) || (isSelfEmployerPartner(s) && canSeeSensitive(s));
/** Changing it: an admin (any employer's), or those same partner roles (their own); EOR staff only read. */
export const canEditCompanyTaxes = (s: AccessSubject) =>
  s.userType === 'admin' || (isSelfEmployerPartner(s) && canSeeSensitive(s));
/**
 * A partner's payroll funding accounts (/payroll_bank_accounts; decision 0051): platform staff read every
 * partner's (an admin changes them); a self-funded or self-employer partner's owner, manager, finance and
 * admin (section 6 sensitive data) read and change their own.
 */
export const canReadPayrollBankAccounts = (s: AccessSubject) =>
  isAdminLike(s.userType) ||
  (s.userType === 'partner' &&
    (partnerFlag(s, 'self_funded') || partnerFlag(s, 'self_employer')) &&
    canSeeSensitive(s));
export const canEditPayrollBankAccounts = (s: AccessSubject) =>
  s.userType === 'admin' || (s.userType !== 'eor' && canReadPayrollBankAccounts(s));
/**
 * Payout accounts (/payout_methods; decision 0060), gated like payment methods by section 6's sensitive
 * roles: a partner's, a sales partner's or the EOR's owner, manager, finance and admin add, make default and
 * remove their own organization's; a platform admin reads every payee's (masked) and changes none.
 */
export const canChangePayoutMethods = (s: AccessSubject) =>
  (s.userType === 'partner' || s.userType === 'sales_partner' || s.userType === 'eor') && canSeeSensitive(s);
/**
 * A payroll run's bank files (GET /v2/payroll_runs/{id}/files; decision 0066): they carry full account
 * numbers, so only section 6's sensitive roles — of platform staff (every run) or of a self-employer partner,
 * the employer and originator of its own runs' files.
 */
export const canReadPayrollFiles = (s: AccessSubject) =>
  canSeeSensitive(s) && (isAdminLike(s.userType) || isSelfEmployerPartner(s));
export const canInvoiceTransactions = (s: AccessSubject) =>
  s.userType === 'admin' || (s.userType === 'partner' && s.role === 'owner');
export const canAddSalary = (s: AccessSubject) =>
  s.userType === 'partner' && (partnerFlag(s, 'self_funded') || partnerFlag(s, 'self_employer'));
export const canAddAdjustments = (s: AccessSubject) => canAddSalary(s) || isAdminLike(s.userType);
/** Marking a job salaried: platform staff, or a partner that may add salary (self-funded or self-employer). */
export const canCreateSalariedJobs = (s: AccessSubject) => canAddSalary(s) || isAdminLike(s.userType);
/** Setting an assignment's annual salary: platform staff, or a self-funded or self-employer partner. */
export const canSetAnnualSalary = (s: AccessSubject) => canAddSalary(s) || isAdminLike(s.userType);
export const clientCanCreateAssignment = (s: AccessSubject) =>
  s.userType === 'client' && s.client?.can_create_assignment === true && s.role === 'owner';
/** Clients see contractor personal data only when the client allows it; every other type may. */
export const canSeeContractorPersonal = (s: AccessSubject) =>
  s.userType !== 'client' || s.client?.show_contractor_personal === true;
export const canUseCorpToCorp = (s: AccessSubject) =>
  isAdminLike(s.userType) || (s.userType === 'partner' && partnerFlag(s, 'corp_to_corp_enabled'));
export const canSeeCanada = (s: AccessSubject) => isAdminLike(s.userType) || partnerFlag(s, 'is_canada_enabled');
/** Create and change a partner's clients: staff, or the partner's owner, manager, admin or recruiter. */
const CLIENT_MANAGING_ROLES: readonly Role[] = ['owner', 'manager', 'admin', 'recruiter'];
export const canManageClients = (s: AccessSubject) =>
  isAdminLike(s.userType) || (s.userType === 'partner' && hasRole(s, CLIENT_MANAGING_ROLES));
/** Create and change a partner's contractors and corp-to-corps: the same roles that manage its clients. */
export const canManageContractors = (s: AccessSubject) => canManageClients(s);
/** Adding a contractor: those who manage them, or a client's owner with can_create_assignment (section 6). */
export const canCreateContractors = (s: AccessSubject) => canManageContractors(s) || clientCanCreateAssignment(s);
/**
 * Who sees rows of more than one partner: staff every partner's, a sales partner its referred
 * partners' (the API's rowScope draws the same line). Lists and pages name each row's partner for
 * them only; whatever the role, since the row scope does not depend on it.
 */
export const seesSeveralPartners = (s: AccessSubject) => isAdminLike(s.userType) || s.userType === 'sales_partner';
/**
 * Who names the partner of a new row (a client, a contractor, a job, a reference row): platform
 * staff. Everyone else creates for their own partner, and the API refuses a `partner_id` from them.
 */
export const choosesPartner = (s: AccessSubject) => isAdminLike(s.userType);
export const canUseCommandPalette = (s: AccessSubject) => s.userType === 'admin' || s.userType === 'partner';
export const seesAdminColumns = (s: AccessSubject) => s.userType === 'admin';
export const isOwner = (s: AccessSubject) => s.role === 'owner';
export const isTimeSheetOnly = (s: AccessSubject) => s.role === 'time_sheet_only' && s.userType !== 'contractor';

/** Timesheet buttons (section 6). `clientRequiresSignature` comes from the entry's client. */
export const timesheetButtons = {
  sign: (_s: AccessSubject, clientRequiresSignature: boolean) => clientRequiresSignature,
  paid: (s: AccessSubject) => s.userType === 'admin',
  unpaid: (s: AccessSubject) => s.userType === 'admin',
  no_bill: (s: AccessSubject) => isAdminLike(s.userType) || s.userType === 'partner',
  undo_no_bill: (s: AccessSubject) => isAdminLike(s.userType) || s.userType === 'partner',
  unreject: (s: AccessSubject) =>
    s.userType === 'admin' || s.userType === 'eor' || s.userType === 'client' || isSelfEmployerPartner(s),
  unapprove: (s: AccessSubject) => canDecideTimesheets(s) || s.userType === 'partner',
} as const;

/** Named capabilities that route-table entries and menu items may require. */
export const CAPABILITIES = {
  see_bill: canSeeBill,
  see_payroll: canSeePayroll,
  /** Contractors see their own paychecks; everyone else needs the payroll roles. */
  see_paychecks: (s: AccessSubject) => s.userType === 'contractor' || canSeePayroll(s),
  see_expenses: canSeeExpenses,
  see_approvals: canSeeApprovals,
  sensitive: canSeeSensitive,
  input_time: canInputTime,
  is_contractor: isContractor,
  owner: isOwner,
  export: canExport,
  decide_timesheets: canDecideTimesheets,
  employer: isEmployer,
  employer_books: canReadEmployerBooks,
  company_taxes: canReadCompanyTaxes,
  payroll_bank_accounts: canReadPayrollBankAccounts,
  payroll_files: canReadPayrollFiles,
  create_payment: canCreatePayment,
  add_adjustments: canAddAdjustments,
  add_salary: canSetAnnualSalary,
  corp_to_corp: canUseCorpToCorp,
  client_create_assignment: (s: AccessSubject) => s.userType !== 'client' || clientCanCreateAssignment(s),
  canada: canSeeCanada,
  create_contractors: canCreateContractors,
  /** Contractor pages that only make sense under W-2 onboarding. */
  w2_contractor: (s: AccessSubject) => s.userType === 'contractor' && s.requiresW2Onboard,
  /** Expenses for contractors: W-2 onboarding and time input; for others the see-expenses roles. */
  expenses_menu: (s: AccessSubject) =>
    s.userType === 'contractor' ? s.requiresW2Onboard && canInputTime(s) : canSeeExpenses(s) || s.userType === 'client',
  document_verifier: (s: AccessSubject) => isAdminLike(s.userType) || s.role === 'document_verifier',
  /** Agreements (decision 0069): section 6's sensitive roles, and a contractor its own, to read and sign. */
  see_agreements: (s: AccessSubject) => s.userType === 'contractor' || canSeeSensitive(s),
} satisfies Record<string, (s: AccessSubject) => boolean>;
export type Capability = keyof typeof CAPABILITIES;

export function hasCapability(s: AccessSubject, c: Capability | readonly Capability[] | undefined): boolean {
  if (!c) return true;
  const list: readonly Capability[] = typeof c === 'string' ? [c] : c;
  return list.every((name) => CAPABILITIES[name](s));
}
