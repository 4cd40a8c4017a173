/**
 * /canada-payroll (issue 13; decision 0054): the Canadian side of payroll — the engine's TD1 defaults
 * and CPP/EI figures for the year, each employer's monthly CRA remittance (both shares of CPP, CPP2 and
 * EI, and the income tax withheld), the runs' CPA-005 deposit files, and each worker's T4 boxes.
 */
import Decimal from 'decimal.js';
import type { CanadaPayrollQuery, CanadaPayrollSummary, CanadaRemittance, T4WorkerRow } from '@app/domain';
import { PAYROLL_TABLES, type CanadaYear } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { PLATFORM_EMPLOYER_NAME } from '../company-taxes/company-taxes.policy.js';
import {
  depositFiles,
  listT4Workers,
  remittanceSums,
  type RemittanceSums,
  type T4Sums,
} from './canada-payroll.repository.js';
import { canadianFileScope, canadianPaycheckScope } from './canada-payroll.scope.js';

const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);
const employerName = (partnerName: string | null) => partnerName ?? PLATFORM_EMPLOYER_NAME;

/** EI's maximum insurable earnings: the year's maximum premium at its rate (1,123.07 / 1.63% = 68,900). */
const maxInsurable = (y: CanadaYear) => new Decimal(y.ei.maxPremium).dividedBy(y.ei.percent).times(100).toFixed(2);

function td1Of(y: CanadaYear | undefined): CanadaPayrollSummary['td1'] {
  if (!y) return null;
  return {
    federal: {
      basic_personal_amount: money(y.federal.bpaf.max),
      minimum_basic_personal_amount: money(y.federal.bpaf.min),
    },
    provinces: Object.entries(y.provinces).map(([province, t]) => ({
      province,
      basic_personal_amount: money(t.basicAmount),
    })),
    cpp: {
      percent: y.cpp.percent,
      ympe: money(y.cpp.ympe),
      basic_exemption: money(y.cpp.basicExemption),
      max_contribution: money(y.cpp.maxContribution),
    },
    cpp2: { percent: y.cpp2.percent, yampe: money(y.cpp2.yampe), max_contribution: money(y.cpp2.maxContribution) },
    ei: {
      percent: y.ei.percent,
      max_insurable: maxInsurable(y),
      max_premium: money(y.ei.maxPremium),
      employer_multiple: y.ei.employerMultiple,
    },
  };
}

const REMITTED = ['cpp', 'cppEmployer', 'cpp2', 'cpp2Employer', 'ei', 'eiEmployer', 'incomeTax'] as const;

function remittanceOf(r: RemittanceSums): CanadaRemittance {
  const total = REMITTED.reduce((a, k) => a.plus(r[k]), new Decimal(0));
  return {
    employer_key: r.employerKey,
    employer_name: employerName(r.employerPartnerName),
    month: r.month,
    paychecks: r.paychecks,
    gross: money(r.gross),
    cpp_employee: money(r.cpp),
    cpp_employer: money(r.cppEmployer),
    cpp2_employee: money(r.cpp2),
    cpp2_employer: money(r.cpp2Employer),
    ei_employee: money(r.ei),
    ei_employer: money(r.eiEmployer),
    income_tax: money(r.incomeTax),
    total: total.toFixed(2),
  };
}

type Totals = CanadaPayrollSummary['totals'];
const TOTAL_KEYS = [
  'gross',
  'cpp_employee',
  'cpp_employer',
  'cpp2_employee',
  'cpp2_employer',
  'ei_employee',
  'ei_employer',
  'income_tax',
  'total',
] as const;

function totalsOf(rows: CanadaRemittance[]): Totals {
  const sum = (k: (typeof TOTAL_KEYS)[number]) => rows.reduce((a, r) => a.plus(r[k]), new Decimal(0)).toFixed(2);
  return {
    paychecks: rows.reduce((a, r) => a + r.paychecks, 0),
    ...(Object.fromEntries(TOTAL_KEYS.map((k) => [k, sum(k)])) as Omit<Totals, 'paychecks'>),
  };
}

export const yearOf = (deps: AppDeps, q: { year?: number | undefined }) => q.year ?? deps.clock.now().getUTCFullYear();

export async function canadaPayrollSummary(
  deps: AppDeps,
  p: Principal,
  q: CanadaPayrollQuery,
): Promise<CanadaPayrollSummary> {
  const year = yearOf(deps, q);
  const filter = { year, partnerId: q.partner_id };
  const [sums, files] = await Promise.all([
    remittanceSums(deps.db, { ...filter, scope: canadianPaycheckScope(p, deps.db) }),
    depositFiles(deps.db, { ...filter, scope: canadianFileScope(p, deps.db) }),
  ]);
  const remittances = sums.map(remittanceOf);
  return {
    year,
    td1: td1Of(PAYROLL_TABLES.canada[year]),
    remittances,
    totals: totalsOf(remittances),
    files: files.map((f) => ({
      id: f.id,
      payroll_run_id: f.payrollRunId,
      partner: { id: f.partnerId, name: f.partnerName },
      pay_date: f.payDate,
      entry_count: f.entryCount,
      total_credit: money(f.totalCredit),
      submitted_at: f.submittedAt?.toISOString() ?? null,
      created_at: f.createdAt.toISOString(),
    })),
    note:
      'Each month is the paychecks dated in it, as a regular remitter reports them; the remitter type and its due ' +
      'dates are not recorded here, so none are given.',
  };
}

/** Box 24 and 26 stop at the year's maximums; with no tables for the year, the earnings as paid. */
function t4RowOf(year: CanadaYear | undefined) {
  const capped = (wages: string, max: string | undefined) =>
    max === undefined ? money(wages) : Decimal.min(wages, max).toFixed(2);
  return (r: T4Sums): T4WorkerRow => ({
    id: r.contractorId,
    contractor: { id: r.contractorId, name: r.name },
    partner: { id: r.partnerId, name: r.partnerName },
    employer_name: employerName(r.employerPartnerName),
    province: r.province,
    paychecks: r.paychecks,
    box_14: money(r.wages),
    box_16: money(r.cpp),
    box_16a: money(r.cpp2),
    box_18: money(r.ei),
    box_22: money(r.incomeTax),
    box_24: capped(r.wages, year && maxInsurable(year)),
    box_26: capped(r.wages, year?.cpp.ympe),
  });
}

export function t4Workers(db: DbOrTx, p: Principal, f: ListRequest & { year: number; partnerId: string | undefined }) {
  return listT4Workers(db, { ...f, scope: canadianPaycheckScope(p, db) }, t4RowOf(PAYROLL_TABLES.canada[f.year]));
}
