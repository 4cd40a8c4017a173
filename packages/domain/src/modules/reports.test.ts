import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../capabilities.js';
import {
  allowedReports,
  complianceSectionsOf,
  nextScheduleRun,
  reportCreateSchema,
  schedulePeriod,
} from './reports.js';

const subject = (over: Partial<AccessSubject>): AccessSubject => ({
  userType: 'partner',
  role: 'owner',
  partner: null,
  client: null,
  requiresW2Onboard: false,
  ...over,
});
const ALL = [
  '/reports',
  '/invoices',
  '/payments',
  '/paychecks',
  '/pto_accruals',
  '/contractor_documents',
  '/distributions',
];

describe('report catalogue', () => {
  it('allows a kind only with /reports, its page and its capability', () => {
    expect(allowedReports(subject({}), ALL)).toEqual([
      'billing_register',
      'ar_aging',
      'payments_received',
      'payroll_register',
      'pto_balances',
      'expiring_documents',
      'margin_by_client',
      'margin_by_placement',
      'margin_by_recruiter',
      'distributions',
      'tax_liabilities',
    ]);
    expect(allowedReports(subject({ userType: 'admin', role: 'admin' }), [...ALL, '/transaction_items'])).toEqual(
      expect.arrayContaining(['commissions', 'hours']),
    );
    expect(
      allowedReports(
        subject({}),
        ALL.filter((l) => l !== '/reports'),
      ),
    ).toEqual([]);
    expect(allowedReports(subject({}), ['/reports', '/invoices'])).toEqual([
      'billing_register',
      'ar_aging',
      'margin_by_client',
      'margin_by_placement',
      'margin_by_recruiter',
    ]);
    expect(allowedReports(subject({ userType: 'client' }), ALL)).toEqual([]);
    // A time_sheet_only user sees no bills nor paychecks.
    expect(allowedReports(subject({ role: 'time_sheet_only' }), ALL)).toEqual(['pto_balances', 'expiring_documents']);
  });

  it('gives the compliance report only the parts whose lists the caller may read', () => {
    const links = ['/reports', '/onboarding', '/licenses', '/i9_forms', '/screenings'];
    expect(complianceSectionsOf(subject({ userType: 'admin', role: 'admin' }), links)).toEqual([
      'licenses',
      'i9',
      'screenings',
    ]);
    // A partner's owner is no document verifier, and has no /licenses page.
    expect(complianceSectionsOf(subject({}), ['/reports', '/onboarding', '/i9_forms', '/screenings'])).toEqual([
      'screenings',
    ]);
    expect(complianceSectionsOf(subject({ role: 'document_verifier' }), ['/i9_forms'])).toEqual(['i9']);
    expect(allowedReports(subject({}), ['/reports', '/onboarding'])).toEqual([
      'onboarding_status',
      'compliance_status',
    ]);
  });

  it('refuses half a period, a reversed one, and a parameter the kind does not take', () => {
    const issues = (body: unknown) => reportCreateSchema.safeParse(body).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ kind: 'billing_register', params: { date_from: '2026-01-01', date_to: '2026-01-31' } })).toBe(
      undefined,
    );
    expect(issues({ kind: 'billing_register', params: { date_from: '2026-01-01' } })).toEqual(['params.date_to']);
    expect(issues({ kind: 'billing_register', params: { date_from: '2026-02-01', date_to: '2026-01-01' } })).toEqual([
      'params.date_to',
    ]);
    expect(issues({ kind: 'ar_aging', params: { date_from: '2026-01-01', date_to: '2026-01-31' } })).toEqual([
      'params.date_from',
    ]);
  });
});

describe('schedule dates', () => {
  it('weekly runs on the next Monday and reports the week before it', () => {
    expect(nextScheduleRun('weekly', '2026-11-27')).toBe('2026-11-30'); // a Friday
    expect(nextScheduleRun('weekly', '2026-11-30')).toBe('2026-12-07'); // a Monday: the next one
    expect(schedulePeriod('weekly', '2026-11-30')).toEqual({ date_from: '2026-11-23', date_to: '2026-11-29' });
  });

  it('monthly runs on the 1st and reports the month before it', () => {
    expect(nextScheduleRun('monthly', '2026-12-15')).toBe('2027-01-01');
    expect(nextScheduleRun('monthly', '2026-02-01')).toBe('2026-03-01');
    expect(schedulePeriod('monthly', '2027-01-01')).toEqual({ date_from: '2026-12-01', date_to: '2026-12-31' });
    expect(schedulePeriod('monthly', '2024-03-01')).toEqual({ date_from: '2024-02-01', date_to: '2024-02-29' });
  });
});
