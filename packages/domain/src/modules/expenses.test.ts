import { describe, expect, it } from 'vitest';
import { NO_PARTNER_FLAGS, type AccessSubject } from '../capabilities.js';
import {
  expenseAmountSchema,
  expenseButtonsFor,
  expenseCreateSchema,
  expenseStateRefusal,
  type ExpenseState,
} from './expenses.js';

const subject = (over: Partial<AccessSubject>): AccessSubject => ({
  userType: 'admin',
  role: 'admin',
  partner: null,
  client: null,
  requiresW2Onboard: false,
  ...over,
});
const admin = subject({});
const acmeOwner = subject({ userType: 'partner', role: 'owner', partner: NO_PARTNER_FLAGS });
const beaconOwner = subject({
  userType: 'partner',
  role: 'owner',
  partner: { ...NO_PARTNER_FLAGS, self_employer: true, self_funded: true },
});
const client = subject({ userType: 'client', role: 'owner', partner: NO_PARTNER_FLAGS });
const w2 = subject({ userType: 'contractor', role: null, partner: NO_PARTNER_FLAGS, requiresW2Onboard: true });

const state = (over: Partial<ExpenseState> = {}): ExpenseState => ({
  type: 'reimbursement',
  status: 'pending',
  paid: false,
  invoiceLocked: false,
  payrollLocked: false,
  ...over,
});

describe('expense amounts', () => {
  it.each([
    ['12.5', true],
    ['0.01', true],
    ['1000000', true],
    ['0', false],
    ['0.00', false],
    ['-5', false],
    ['1.234', false],
    ['1e3', false],
    ['', false],
  ])('%s → %s', (v, ok) => expect(expenseAmountSchema.safeParse(v).success).toBe(ok));
});

describe('expense bodies', () => {
  const base = { assignment_id: '00000000-0000-4000-8000-000000000001', amount: '10', date: '2026-03-02' };
  it('needs a period for bonuses and commissions, and refuses one for other types', () => {
    const bonus = expenseCreateSchema.safeParse({ ...base, type: 'bonus' });
    expect(bonus.error?.issues.map((i) => i.path[0])).toEqual(['period_start', 'period_end']);
    expect(
      expenseCreateSchema.safeParse({ ...base, type: 'bonus', period_start: '2026-03-09', period_end: '2026-03-01' })
        .error?.issues[0]?.message,
    ).toBe('The period must not end before it starts');
    expect(
      expenseCreateSchema.safeParse({
        ...base,
        type: 'commission',
        period_start: '2026-02-02',
        period_end: '2026-02-28',
      }).success,
    ).toBe(true);
    expect(
      expenseCreateSchema.safeParse({ ...base, type: 'stipend', period_start: '2026-02-02' }).error?.issues[0]?.path,
    ).toEqual(['period_start']);
  });
  it('refuses an expense neither reimbursed nor billed', () => {
    const r = expenseCreateSchema.safeParse({ ...base, type: 'fixed', reimbursable: false, billable: false });
    expect(r.error?.issues[0]?.path).toEqual(['billable']);
  });
});

describe('the expense action table', () => {
  it('lets deciders approve and reject pending expenses, and nobody else', () => {
    expect(expenseButtonsFor(admin, state())).toEqual(['edit', 'delete', 'approve', 'reject']);
    expect(expenseButtonsFor(beaconOwner, state())).toEqual(['edit', 'delete', 'approve', 'reject']);
    expect(expenseButtonsFor(acmeOwner, state())).toEqual(['edit', 'delete']);
    expect(expenseButtonsFor(client, state())).toEqual(['approve', 'reject']);
    expect(expenseButtonsFor(w2, state())).toEqual(['edit', 'delete']);
    expect(expenseButtonsFor(w2, state({ type: 'bonus' }))).toEqual([]);
    expect(expenseButtonsFor({ ...w2, requiresW2Onboard: false }, state())).toEqual([]);
  });
  it('keeps paid and unpaid to admins, and unapprove off paid or locked expenses', () => {
    expect(expenseButtonsFor(admin, state({ status: 'approved' }))).toEqual(['unapprove', 'paid']);
    expect(expenseButtonsFor(acmeOwner, state({ status: 'approved' }))).toEqual(['unapprove']);
    expect(expenseButtonsFor(admin, state({ status: 'approved', paid: true }))).toEqual(['unpaid']);
    expect(expenseButtonsFor(admin, state({ status: 'approved', invoiceLocked: true }))).toEqual(['paid']);
    expect(expenseButtonsFor(client, state({ status: 'rejected' }))).toEqual(['unreject']);
    expect(expenseButtonsFor(acmeOwner, state({ status: 'rejected' }))).toEqual(['delete']);
  });
  it('explains each refusal', () => {
    expect(expenseStateRefusal('approve', state({ status: 'approved' }))).toBe(
      'Only a pending expense can be approved',
    );
    expect(expenseStateRefusal('unapprove', state({ status: 'approved', paid: true }))).toMatch(/unpaid first/);
    expect(expenseStateRefusal('unapprove', state({ status: 'approved', payrollLocked: true }))).toMatch(/finalized/);
    expect(expenseStateRefusal('edit', state({ status: 'rejected' }))).toBe('Only a pending expense can be changed');
    expect(expenseStateRefusal('delete', state({ status: 'approved' }))).toMatch(/unapprove it first/);
    expect(expenseStateRefusal('unpaid', state({ status: 'approved', paid: true, payrollLocked: true }))).toMatch(
      /payroll run/,
    );
  });
});
