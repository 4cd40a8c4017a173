import type {
  PaycheckDetail,
  PaycheckListRow,
  PayrollRunDetail,
  PayrollRunView,
  PayrollRunWorker,
  WorkPeriodView,
} from '@app/domain';
import { makePartner, makeUser } from '../../../test/factories';

export const ACME = '00000000-0000-4000-8000-0000000000a1';
export const BEACON = '00000000-0000-4000-8000-0000000000b1';
export const CASEY = '00000000-0000-4000-8000-0000000000c1';
export const NINA = '00000000-0000-4000-8000-0000000000c2';
export const OLIVE = '00000000-0000-4000-8000-0000000000c3';

const PAYROLL_LINKS = ['/payroll_runs', '/paychecks', '/timesheets', '/expenses'];

export const admin = makeUser({ user_type: 'admin', links: PAYROLL_LINKS, base_links: PAYROLL_LINKS });
export const eor = makeUser({ user_type: 'eor', role: 'admin', links: PAYROLL_LINKS, base_links: PAYROLL_LINKS });
/** Acme's owner: sees its payroll, but the platform employs its workers (read only). */
export const acmeOwner = makeUser({
  user_type: 'partner',
  role: 'owner',
  partner: { ...makePartner(), id: ACME, name: 'Acme Staffing' },
  links: PAYROLL_LINKS,
  base_links: PAYROLL_LINKS,
});
/** Beacon's owner: a self-employer, it runs its own payroll. */
export const beaconOwner = makeUser({
  user_type: 'partner',
  role: 'owner',
  partner: { ...makePartner({ self_employer: true }), id: BEACON, name: 'Beacon Health' },
  links: PAYROLL_LINKS,
  base_links: PAYROLL_LINKS,
});

/** Casey: a contractor reads its own paychecks. */
export const casey = makeUser({
  user_type: 'contractor',
  links: ['/paychecks', '/paychecks_lite'],
  base_links: ['/paychecks', '/paychecks_lite'],
});

/** A run as the API lists it (cast: the view may grow fields in later slices that these pages do not read). */
export const run = (over: Partial<PayrollRunView> = {}): PayrollRunView =>
  ({
    id: 'run-1',
    employer_key: 'platform',
    partner: { id: ACME, name: 'Acme Staffing' },
    kind: 'regular',
    status: 'pre_draft',
    funding: 'funded',
    period_start: '2026-10-19',
    period_end: '2026-10-25',
    pay_date: '2026-10-30',
    worker_count: 2,
    refused_count: 0,
    totals: {
      gross: '2100.00',
      employee_taxes: '310.25',
      deductions: '50.00',
      net: '1739.75',
      employer_taxes: '180.40',
    },
    previewed_at: '2026-11-26T10:00:00Z',
    funding_deadline: '2026-10-28',
    approved_at: null,
    pay_date_moved_from: null,
    processed_count: 0,
    off_cycle_reason: null,
    skip_recurring_deductions: false,
    gross_up: false,
    created_at: '2026-11-26T10:00:00Z',
    ...over,
  }) as PayrollRunView;

/** A worker of a run (cast, as the run: later slices add fields these pages do not read). */
export const worker = (over: Partial<PayrollRunWorker> = {}): PayrollRunWorker =>
  ({
    paycheck_id: 'pc-casey',
    contractor: { id: CASEY, name: 'Casey Contractor' },
    classification: 'w-2',
    work_state: 'TX',
    currency: 'USD',
    gross: '1200.00',
    employee_taxes: '180.25',
    deductions: '50.00',
    net: '969.75',
    employer_taxes: '100.40',
    excluded: false,
    refusal: null,
    warnings: [],
    item_count: 5,
    correction: null,
    transfer: null,
    ...over,
  }) as PayrollRunWorker;

const nina = worker({
  paycheck_id: 'pc-nina',
  contractor: { id: NINA, name: 'Nina Newton' },
  work_state: 'CA',
  gross: '900.00',
  employee_taxes: '130.00',
  deductions: '0.00',
  net: '770.00',
  employer_taxes: '80.00',
  item_count: 3,
});

export const detail = (over: Partial<PayrollRunDetail> = {}): PayrollRunDetail =>
  ({
    ...run(),
    workers: [worker(), nina],
    ...over,
  }) as PayrollRunDetail;

/** The same run with a worker the engine refused: it cannot be submitted. */
export const refusedDetail = (): PayrollRunDetail =>
  detail({
    refused_count: 1,
    workers: [
      worker(),
      nina,
      worker({
        paycheck_id: 'pc-olive',
        contractor: { id: OLIVE, name: 'Olive Overseas' },
        work_state: 'NY',
        gross: '0.00',
        employee_taxes: '0.00',
        net: '0.00',
        deductions: '0.00',
        employer_taxes: '0.00',
        refusal: 'No 2026 income tax withholding table for the work state NY',
        item_count: 2,
      }),
    ],
  });

/** The run approved late (its pay day moved) and processing: one of its two paychecks issued. */
export const processingDetail = (over: Partial<PayrollRunDetail> = {}): PayrollRunDetail =>
  detail({
    status: 'processing',
    approved_at: '2026-11-26T12:00:00Z',
    pay_date: '2026-12-01',
    pay_date_moved_from: '2026-10-30',
    processed_count: 1,
    ...over,
  });

/** A row of /v2/paychecks (cast, as the run). */
export const paycheckRow = (over: Partial<PaycheckListRow> = {}): PaycheckListRow =>
  ({
    id: 'pc-casey',
    payroll_run_id: 'run-1',
    run_status: 'paid',
    contractor: { id: CASEY, name: 'Casey Contractor' },
    partner: { id: ACME, name: 'Acme Staffing' },
    classification: 'w-2',
    work_state: 'TX',
    check_date: '2026-12-01',
    currency: 'USD',
    gross: '1200.00',
    employee_taxes: '180.25',
    deductions: '50.00',
    net: '969.75',
    employer_taxes: '100.40',
    transfer_status: 'paid',
    ...over,
  }) as PaycheckListRow;

export const periods = (): WorkPeriodView[] =>
  [
    ['2026-11-23', '2026-11-29', '2026-12-04', 'current'],
    ['2026-11-16', '2026-11-22', '2026-11-27', 'last'],
    ['2026-10-19', '2026-10-25', '2026-10-30', null],
  ].map(([start, end, pay, label]) => ({
    period_start_date: start!,
    period_end_date: end!,
    period_start_date_est: `${start}T05:00:00.000Z`,
    period_end_date_est: `${end}T05:00:00.000Z`,
    pay_date: pay!,
    label: label as WorkPeriodView['label'],
  }));

/** A paycheck (cast, as the run). */
export const paycheck = (over: Partial<PaycheckDetail> = {}): PaycheckDetail =>
  ({
    id: 'pc-casey',
    payroll_run_id: 'run-1',
    run_status: 'pre_draft',
    contractor: { id: CASEY, name: 'Casey Contractor' },
    partner: { id: ACME, name: 'Acme Staffing' },
    classification: 'w-2',
    work_state: 'TX',
    check_date: '2026-10-30',
    period_start: '2026-10-19',
    period_end: '2026-10-25',
    currency: 'USD',
    gross: '1200.00',
    net: '969.75',
    employer_cost: '1300.40',
    refusal: null,
    reversal_of_id: null,
    void_reason: null,
    reversed_by_id: null,
    reissue_of_id: null,
    reissued_by_id: null,
    transfers: [],
    lines: [
      { section: 'earning', code: 'regular', label: 'Regular', base: '1000.00', amount: '1000.00' },
      { section: 'earning', code: 'overtime', label: 'Overtime', base: '200.00', amount: '200.00' },
      { section: 'pre_tax', code: 'traditional_401k', label: '401(k)', base: '50.00', amount: '50.00' },
      {
        section: 'employee_tax',
        code: 'federal_income_tax',
        label: 'Federal income tax',
        base: '1150.00',
        amount: '88.45',
      },
      { section: 'employee_tax', code: 'social_security', label: 'Social Security', base: '1200.00', amount: '74.40' },
      { section: 'employee_tax', code: 'medicare', label: 'Medicare', base: '1200.00', amount: '17.40' },
      { section: 'employer_tax', code: 'social_security', label: 'Social Security', base: '1200.00', amount: '74.40' },
      { section: 'employer_tax', code: 'medicare', label: 'Medicare', base: '1200.00', amount: '17.40' },
      { section: 'employer_tax', code: 'futa', label: 'FUTA', base: '1200.00', amount: '7.20' },
      { section: 'employer_tax', code: 'suta', label: 'SUTA (TX)', base: '1200.00', amount: '1.40' },
    ],
    warnings: ['No W-4 on file: figured as single with no adjustments'],
    ytd: { gross: '1200', fica_wages: '1150', federal_income_tax: '88.45' },
    items: [
      {
        id: 'i1',
        earning: 'regular',
        work_date: '2026-10-19',
        pay_class: 'regular',
        minutes: 480,
        rate: '25.0000',
        amount: '200.00',
        timesheet_id: 'ts-1',
        expense_id: null,
      },
      {
        id: 'i2',
        earning: 'regular',
        work_date: '2026-10-20',
        pay_class: 'regular',
        minutes: 1920,
        rate: '25.0000',
        amount: '800.00',
        timesheet_id: 'ts-2',
        expense_id: null,
      },
      {
        id: 'i3',
        earning: 'overtime',
        work_date: '2026-10-23',
        pay_class: 'overtime',
        minutes: 320,
        rate: '37.5000',
        amount: '200.00',
        timesheet_id: 'ts-3',
        expense_id: null,
      },
    ],
    ...over,
  }) as PaycheckDetail;
