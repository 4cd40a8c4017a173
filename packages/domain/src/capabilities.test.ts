import { describe, expect, it } from 'vitest';
import * as cap from './capabilities.js';
import { NO_PARTNER_FLAGS, type AccessSubject, type PartnerFlags } from './capabilities.js';
import { ROLES, USER_TYPES, type Role, type UserType } from './enums.js';

const NO_FLAGS: PartnerFlags = NO_PARTNER_FLAGS;
const subject = (
  userType: UserType,
  role: Role | null,
  partner: Partial<PartnerFlags> = {},
  extra: Partial<AccessSubject> = {},
): AccessSubject => ({
  userType,
  role,
  partner: { ...NO_FLAGS, ...partner },
  client: null,
  requiresW2Onboard: false,
  ...extra,
});

/** Each row: a rule of spec section 6, the roles that pass it for a partner user, and those that do not. */
const ROLE_RULES: [string, (s: AccessSubject) => boolean, Role[]][] = [
  ['sensitive data', cap.canSeeSensitive, ['owner', 'manager', 'finance', 'admin']],
  ['see bill', cap.canSeeBill, ['owner', 'manager', 'finance', 'admin', 'recruiter']],
  ['see payroll', cap.canSeePayroll, ['owner', 'manager', 'finance', 'admin', 'recruiter', 'recruiter_payroll']],
  [
    'see expenses',
    cap.canSeeExpenses,
    ['owner', 'manager', 'finance', 'admin', 'recruiter', 'recruiter_payroll', 'recruiter_sourcer'],
  ],
  [
    'see approvals (partner)',
    cap.canSeeApprovals,
    ['owner', 'admin', 'manager', 'finance', 'recruiter', 'recruiter_payroll', 'recruiter_sourcer'],
  ],
  ['export', cap.canExport, ROLES.filter((r) => r !== 'recruiter_sourcer')],
  ['invoice transactions (partner)', cap.canInvoiceTransactions, ['owner']],
  ['manage clients (partner)', cap.canManageClients, ['owner', 'manager', 'admin', 'recruiter']],
  ['manage contractors (partner)', cap.canManageContractors, ['owner', 'manager', 'admin', 'recruiter']],
  ['change payout methods (partner)', cap.canChangePayoutMethods, ['owner', 'manager', 'finance', 'admin']],
];

describe('role rules of section 6', () => {
  for (const [name, rule, allowed] of ROLE_RULES) {
    it.each(ROLES.map((r) => [r, allowed.includes(r)] as const))(`${name}: partner %s → %s`, (role, expected) => {
      expect(rule(subject('partner', role))).toBe(expected);
    });
  }

  it('lets the payee types change their own payout methods with a sensitive role, and admins, clients and contractors none', () => {
    for (const t of ['partner', 'sales_partner', 'eor'] as const) {
      expect(cap.canChangePayoutMethods(subject(t, 'finance'))).toBe(true);
      expect(cap.canChangePayoutMethods(subject(t, 'recruiter'))).toBe(false);
    }
    expect(cap.canChangePayoutMethods(subject('admin', 'admin'))).toBe(false);
    expect(cap.canChangePayoutMethods(subject('client', 'owner'))).toBe(false);
    expect(cap.canChangePayoutMethods(subject('contractor', null))).toBe(false);
  });

  it('never shows payroll or (role-based) expenses to clients and sales partners, whatever the role', () => {
    for (const t of ['client', 'sales_partner'] as const) {
      expect(cap.canSeePayroll(subject(t, 'owner'))).toBe(false);
      expect(cap.canSeeExpenses(subject(t, 'owner'))).toBe(false);
    }
  });

  it('shows approvals to admin-like users whatever their role, and never to clients, sales partners or contractors', () => {
    expect(cap.canSeeApprovals(subject('admin', 'admin'))).toBe(true);
    expect(cap.canSeeApprovals(subject('eor', 'document_verifier'))).toBe(true);
    expect(cap.canSeeApprovals(subject('client', 'owner'))).toBe(true);
    expect(cap.canSeeApprovals(subject('client', 'manager'))).toBe(true);
    expect(cap.canSeeApprovals(subject('sales_partner', 'owner'))).toBe(false);
    expect(cap.canSeeApprovals(subject('partner', 'document_verifier'))).toBe(false);
  });
});

describe('flag rules of section 6', () => {
  it('input time unless the partner uses self time sheets', () => {
    expect(cap.canInputTime(subject('contractor', null))).toBe(true);
    expect(cap.canInputTime(subject('contractor', null, { self_time_sheets: true }))).toBe(false);
    expect(cap.canInputTime(subject('admin', 'admin', {}, { partner: null }))).toBe(true);
  });

  it.each([
    [subject('client', 'owner'), true],
    [subject('eor', 'owner'), true],
    [subject('admin', 'admin'), true],
    [subject('partner', 'owner'), false],
    [subject('partner', 'owner', { self_time_sheets: true }), true],
    [subject('partner', 'owner', { self_funded: true }), true],
    [subject('partner', 'owner', { self_employer: true }), true],
    [subject('partner', 'owner', { self_approve: true }), true],
    [subject('contractor', null, { self_employer: true }), false],
    [subject('sales_partner', 'owner'), false],
  ])('decide timesheets %#', (s, expected) => expect(cap.canDecideTimesheets(s)).toBe(expected));

  it('timesheet buttons', () => {
    const b = cap.timesheetButtons;
    expect(b.sign(subject('client', 'owner'), true)).toBe(true);
    expect(b.sign(subject('client', 'owner'), false)).toBe(false);
    expect(b.paid(subject('admin', 'admin'))).toBe(true);
    expect(b.paid(subject('eor', 'owner'))).toBe(false);
    expect(b.unpaid(subject('partner', 'owner', { self_employer: true }))).toBe(false);
    expect(b.no_bill(subject('eor', 'owner'))).toBe(true);
    expect(b.no_bill(subject('partner', 'recruiter'))).toBe(true);
    expect(b.undo_no_bill(subject('client', 'owner'))).toBe(false);
    expect(b.unreject(subject('client', 'owner'))).toBe(true);
    expect(b.unreject(subject('partner', 'owner'))).toBe(false);
    expect(b.unreject(subject('partner', 'owner', { self_employer: true }))).toBe(true);
    expect(b.unapprove(subject('partner', 'owner'))).toBe(true);
    expect(b.unapprove(subject('contractor', null))).toBe(false);
    expect(b.unapprove(subject('client', 'manager'))).toBe(true);
  });

  it('money rules: payment, invoices, transactions, salary, adjustments', () => {
    const admin = subject('admin', 'admin');
    const eor = subject('eor', 'owner');
    const plain = subject('partner', 'owner');
    const selfEmployer = subject('partner', 'owner', { self_employer: true });
    const selfFunded = subject('partner', 'finance', { self_funded: true });
    expect([admin, eor, plain, selfEmployer, selfFunded].map(cap.canCreatePayment)).toEqual([
      true,
      false,
      false,
      true,
      true,
    ]);
    expect([admin, eor, plain, selfEmployer].map(cap.canEditPayment)).toEqual([true, false, false, false]);
    expect([admin, eor, plain, selfEmployer, selfFunded].map(cap.canEditInvoices)).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
    expect([admin, eor, plain, selfEmployer].map(cap.canSeeTransactions)).toEqual([true, false, false, true]);
    expect([admin, eor, plain, selfEmployer].map(cap.canReadEmployerBooks)).toEqual([true, true, false, true]);
    const selfEmployerRecruiter = subject('partner', 'recruiter', { self_employer: true });
    const selfEmployerFinance = subject('partner', 'finance', { self_employer: true });
    const who = [admin, eor, plain, selfEmployer, selfEmployerFinance, selfEmployerRecruiter, selfFunded];
    expect(who.map(cap.canReadCompanyTaxes)).toEqual([true, true, false, true, true, false, false]);
    expect(who.map(cap.canEditCompanyTaxes)).toEqual([true, false, false, true, true, false, false]);
    expect(cap.canReadCompanyTaxes(subject('client', 'owner'))).toBe(false);
    expect(cap.canReadCompanyTaxes(subject('sales_partner', 'owner'))).toBe(false);
    expect(cap.canReadCompanyTaxes(subject('contractor', null))).toBe(false);
    expect([admin, eor, plain, selfEmployer, selfFunded].map(cap.canAddSalary)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect([admin, eor, plain, selfEmployer, selfFunded].map((x) => cap.hasCapability(x, 'add_salary'))).toEqual([
      true,
      true,
      false,
      true,
      true,
    ]);
    expect([admin, eor, plain, selfEmployer, selfFunded].map(cap.canCreateSalariedJobs)).toEqual([
      true,
      true,
      false,
      true,
      true,
    ]);
    expect([admin, eor, plain, selfEmployer, selfFunded].map(cap.canAddAdjustments)).toEqual([
      true,
      true,
      false,
      true,
      true,
    ]);
  });

  it('verification edits: admin or document_verifier', () => {
    expect(cap.canEditVerification(subject('admin', 'admin'))).toBe(true);
    expect(cap.canEditVerification(subject('partner', 'document_verifier'))).toBe(true);
    expect(cap.canEditVerification(subject('eor', 'owner'))).toBe(false);
  });

  it('clients create contractors, jobs and assignments only with the flag and the owner role', () => {
    const flags = {
      can_create_assignment: true,
      show_contractor_personal: false,
      requires_signature_for_approval: false,
    };
    expect(cap.clientCanCreateAssignment(subject('client', 'owner', {}, { client: flags }))).toBe(true);
    expect(cap.clientCanCreateAssignment(subject('client', 'manager', {}, { client: flags }))).toBe(false);
    expect(
      cap.clientCanCreateAssignment(
        subject('client', 'owner', {}, { client: { ...flags, can_create_assignment: false } }),
      ),
    ).toBe(false);
  });

  it('contractor personal data for clients only when show_contractor_personal', () => {
    const flags = {
      can_create_assignment: false,
      show_contractor_personal: false,
      requires_signature_for_approval: false,
    };
    expect(cap.canSeeContractorPersonal(subject('client', 'owner', {}, { client: flags }))).toBe(false);
    expect(
      cap.canSeeContractorPersonal(
        subject('client', 'owner', {}, { client: { ...flags, show_contractor_personal: true } }),
      ),
    ).toBe(true);
    expect(cap.canSeeContractorPersonal(subject('partner', 'recruiter'))).toBe(true);
  });

  it('creating contractors: managers, staff, and a client owner only with can_create_assignment', () => {
    const flags = {
      can_create_assignment: true,
      show_contractor_personal: false,
      requires_signature_for_approval: false,
    };
    expect(cap.canCreateContractors(subject('admin', 'admin'))).toBe(true);
    expect(cap.canCreateContractors(subject('eor', 'owner'))).toBe(true);
    expect(cap.canCreateContractors(subject('partner', 'recruiter'))).toBe(true);
    expect(cap.canCreateContractors(subject('partner', 'finance'))).toBe(false);
    expect(cap.canCreateContractors(subject('sales_partner', 'owner'))).toBe(false);
    expect(cap.canCreateContractors(subject('client', 'owner', {}, { client: flags }))).toBe(true);
    expect(cap.canCreateContractors(subject('client', 'manager', {}, { client: flags }))).toBe(false);
    expect(
      cap.canCreateContractors(subject('client', 'owner', {}, { client: { ...flags, can_create_assignment: false } })),
    ).toBe(false);
    // Clients add contractors but never change them afterwards: that stays with the partner.
    expect(cap.canManageContractors(subject('client', 'owner', {}, { client: flags }))).toBe(false);
  });

  it('corp-to-corp, Canada, palette and admin columns', () => {
    expect(cap.canUseCorpToCorp(subject('eor', 'owner'))).toBe(true);
    expect(cap.canUseCorpToCorp(subject('partner', 'owner'))).toBe(false);
    expect(cap.canUseCorpToCorp(subject('partner', 'owner', { corp_to_corp_enabled: true }))).toBe(true);
    expect(cap.canSeeCanada(subject('partner', 'owner'))).toBe(false);
    expect(cap.canSeeCanada(subject('partner', 'owner', { is_canada_enabled: true }))).toBe(true);
    expect(cap.canSeeCanada(subject('admin', 'admin'))).toBe(true);
    expect(
      (['admin', 'eor', 'partner', 'sales_partner', 'client', 'contractor'] as const).map((t) =>
        cap.canUseCommandPalette(subject(t, 'owner')),
      ),
    ).toEqual([true, false, true, false, false, false]);
    expect(cap.seesAdminColumns(subject('eor', 'owner'))).toBe(false);
  });

  it('time_sheet_only applies to everyone but contractors', () => {
    expect(cap.isTimeSheetOnly(subject('partner', 'time_sheet_only'))).toBe(true);
    expect(cap.isTimeSheetOnly(subject('contractor', 'time_sheet_only'))).toBe(false);
  });
});

describe('whose own work a user enters (the web and the API ask the same rules)', () => {
  const types = ['admin', 'eor', 'partner', 'client', 'sales_partner', 'contractor'] as const;
  it('a contractor keeps its own time and enters its own expenses; everyone else enters on its behalf', () => {
    for (const t of types) {
      expect(cap.keepsOwnTime(subject(t, 'owner')), t).toBe(t === 'contractor');
      expect(cap.entersOwnExpenses(subject(t, 'owner')), t).toBe(t === 'contractor');
    }
  });

  it('staff, the partner and the contractor ask for time off; clients only decide, sales partners neither', () => {
    const asks = types.filter((t) => cap.mayRequestTimeOff(subject(t, 'owner')));
    expect(asks).toEqual(['admin', 'eor', 'partner', 'contractor']);
  });
});

describe('which partner a row belongs to (the web names it, the API scopes by it)', () => {
  /** Each user type's answer, the same for every role (and none): the rules read the user type only. */
  const EXPECTED: Record<UserType, { seesSeveralPartners: boolean; choosesPartner: boolean }> = {
    admin: { seesSeveralPartners: true, choosesPartner: true },
    eor: { seesSeveralPartners: true, choosesPartner: true },
    sales_partner: { seesSeveralPartners: true, choosesPartner: false },
    partner: { seesSeveralPartners: false, choosesPartner: false },
    client: { seesSeveralPartners: false, choosesPartner: false },
    contractor: { seesSeveralPartners: false, choosesPartner: false },
  };
  const cases = USER_TYPES.flatMap((t) => [...ROLES, null].map((r) => [t, r] as const));

  it.each(cases)('%s with role %s', (userType, role) => {
    const s = subject(userType, role);
    expect({ seesSeveralPartners: cap.seesSeveralPartners(s), choosesPartner: cap.choosesPartner(s) }).toEqual(
      EXPECTED[userType],
    );
  });
});
