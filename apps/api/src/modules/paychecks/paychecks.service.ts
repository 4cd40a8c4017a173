/**
 * The paycheck calculator (issue 12): one paycheck through the payroll engine (@app/paybill
 * `computePaycheck`) from the request's inputs, with the margin beside a bill amount when one is given.
 * Nothing is read or written: the engine is pure and its tables are data. A case the engine refuses (a
 * state or tax year it has no table for, Quebec) answers 422 with its reason on the field it concerns.
 */
import Decimal from 'decimal.js';
import type { PaycheckPreviewRequest, PaycheckPreviewView } from '@app/domain';
import {
  computePaycheck,
  PAYROLL_TABLES,
  PayrollRefusal,
  type FederalW4,
  type PaycheckInput,
  type PaycheckLine,
} from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import { unprocessable } from '../../lib/errors.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { isSelfEmployerPartner as selfEmployerFlag } from '@app/domain';
import { employerTaxRatesFor } from '../company-taxes/company-taxes.service.js';
import { employerKeyFor, PLATFORM_EMPLOYER } from '../pay-calendars/pay-calendars.service.js';
import { loadSettings, settingValue } from '../rates/rate-settings.js';
import { isSelfEmployerPartner } from './paychecks.repository.js';

function w4Of(w4: PaycheckPreviewRequest['w4']): FederalW4 | undefined {
  if (!w4) return undefined;
  if (w4.form === '2019_or_earlier') {
    return { form: w4.form, maritalStatus: w4.marital_status, allowances: w4.allowances, extra: w4.extra };
  }
  return {
    form: w4.form,
    filingStatus: w4.filing_status,
    step2Checked: w4.step2_checked,
    step3Credits: w4.step3_credits,
    step4aOtherIncome: w4.step4a_other_income,
    step4bDeductions: w4.step4b_deductions,
    step4cExtra: w4.step4c_extra,
  };
}

/**
 * The employer's in-country cost for an international EOR employee: the /rates row for the contract's
 * country in effect on the check date (the caller's partner's own row first, then the platform's).
 */
async function internationalCostPercent(deps: AppDeps, p: Principal, b: PaycheckPreviewRequest) {
  if (b.classification !== 'international_eor' || !b.international) return undefined;
  const rows = await loadSettings(deps.db);
  const scope = { date: b.check_date, partnerId: p.partnerId, region: b.international.country, workersCompCode: null };
  return settingValue(rows, 'international_employer_cost_percent', scope) ?? undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose company taxes the preview reads: a partner's users their own employer; staff the one they name. */
async function employerKeyOf(deps: AppDeps, p: Principal, b: PaycheckPreviewRequest): Promise<string> {
  if (!isStaff(p)) {
    const own = employerKeyFor({ id: p.partnerId!, selfEmployer: selfEmployerFlag(p.subject) });
    if (b.employer_key !== undefined && b.employer_key !== own) {
      throw unprocessable([
        { loc: ['body', 'employer_key'], msg: 'A partner previews paychecks for its own employer only' },
      ]);
    }
    return own;
  }
  const key = b.employer_key ?? PLATFORM_EMPLOYER;
  if (key === PLATFORM_EMPLOYER) return key;
  if (!UUID.test(key) || !(await isSelfEmployerPartner(deps.db, key))) {
    throw unprocessable([
      { loc: ['body', 'employer_key'], msg: 'Name the platform or a partner that employs its own workers' },
    ]);
  }
  return key;
}

type EmployerRates = PaycheckInput['employer'];

/**
 * The employer's SUTA and workers' comp: typed in the request, else its company taxes for the work state
 * and the check date's year (US W-2 paychecks only; others have neither).
 */
async function employerRatesOf(
  deps: AppDeps,
  p: Principal,
  b: PaycheckPreviewRequest,
): Promise<{
  rates: EmployerRates;
  source: 'request' | 'company_taxes' | 'none';
  employerKey: string | null;
  warnings: string[];
}> {
  // A named employer is checked whatever else the request carries.
  const named = b.employer_key !== undefined ? await employerKeyOf(deps, p, b) : null;
  if (b.employer) return { rates: requestedRates(b.employer), source: 'request', employerKey: null, warnings: [] };
  if (b.classification !== 'w-2') return { rates: undefined, source: 'none', employerKey: null, warnings: [] };
  const employerKey = named ?? (await employerKeyOf(deps, p, b));
  const own = await employerTaxRatesFor(deps.db, {
    employerKey,
    state: b.work_state,
    year: Number(b.check_date.slice(0, 4)),
    workersCompCode: b.workers_comp_code,
  });
  // A class code the employer has no rate for is said, not silently left out.
  const warnings =
    b.workers_comp_code && own.workersCompPer100 === null
      ? [
          `No workers' comp rate for class code ${b.workers_comp_code} in ${b.work_state} for ${b.check_date.slice(0, 4)} in the employer's company taxes: the employer cost leaves workers' comp out`,
        ]
      : [];
  if (!own.suta && own.workersCompPer100 === null) return { rates: undefined, source: 'none', employerKey, warnings };
  return {
    rates: { suta: own.suta ?? undefined, workersCompPer100: own.workersCompPer100 ?? undefined },
    source: 'company_taxes',
    employerKey,
    warnings,
  };
}

function requestedRates(e: NonNullable<PaycheckPreviewRequest['employer']>): EmployerRates {
  return {
    suta:
      e.suta_rate_percent !== undefined && e.suta_wage_base !== undefined
        ? { ratePercent: e.suta_rate_percent, wageBase: e.suta_wage_base }
        : undefined,
    workersCompPer100: e.workers_comp_per_100,
  };
}

function inputOf(
  b: PaycheckPreviewRequest,
  employerCostPercent: string | undefined,
  employer: EmployerRates,
): PaycheckInput {
  const y = b.ytd;
  return {
    classification: b.classification,
    checkDate: b.check_date,
    frequency: b.frequency,
    workState: b.work_state,
    earnings: b.earnings,
    preTax: b.pre_tax,
    postTax: b.post_tax,
    w4: w4Of(b.w4),
    stateForm: b.state_form && {
      filingStatus: b.state_form.filing_status,
      allowances: b.state_form.allowances,
      estimatedDeductionAllowances: b.state_form.estimated_deduction_allowances,
      additional: b.state_form.additional,
    },
    supplementalMethod: b.supplemental_method,
    backupWithholding: b.backup_withholding,
    supportsOthers: b.supports_others,
    supportTwelveWeeksInArrears: b.support_twelve_weeks_in_arrears,
    td1: b.td1 && {
      federalClaim: b.td1.federal_claim,
      provincialClaim: b.td1.provincial_claim,
      ontarioDependants: b.td1.ontario_dependants,
      extraTax: b.td1.extra_tax,
    },
    employer,
    international: b.international && {
      country: b.international.country,
      currency: b.international.currency,
      exchangeRate: b.international.exchange_rate,
      reportingCurrency: b.international.reporting_currency,
      employerCostPercent,
    },
    ytd: y && {
      ficaWages: y.fica_wages,
      socialSecurityTax: y.social_security_tax,
      futaWages: y.futa_wages,
      sutaWages: y.suta_wages,
      supplementalWages: y.supplemental_wages,
      gross: y.gross,
      federalIncomeTax: y.federal_income_tax,
      arrears: {},
      canadaPensionable: y.canada_pensionable,
      cpp: y.cpp,
      cpp2: y.cpp2,
      ei: y.ei,
      canadaBonusEnhancedCpp: y.canada_bonus_enhanced_cpp,
    },
  };
}

export async function previewPaycheck(
  deps: AppDeps,
  principal: Principal,
  b: PaycheckPreviewRequest,
): Promise<PaycheckPreviewView> {
  const [costPercent, employer] = await Promise.all([
    internationalCostPercent(deps, principal, b),
    employerRatesOf(deps, principal, b),
  ]);
  const input = inputOf(b, costPercent, employer.rates);
  let p;
  try {
    p = computePaycheck(PAYROLL_TABLES, input);
  } catch (e) {
    if (e instanceof PayrollRefusal) throw unprocessable([{ loc: ['body', e.field], msg: e.message }]);
    throw e;
  }
  const view = (lines: PaycheckLine[]) => lines.map((l) => ({ ...l }));
  const { arrears, ...ytd } = p.ytd;
  const margin = b.bill_amount === undefined ? null : new Decimal(b.bill_amount).minus(p.employerCost);
  return {
    currency: p.currency,
    exchange: p.exchange && {
      rate: p.exchange.rate,
      currency: p.exchange.currency,
      gross: p.exchange.gross,
      employer_cost: p.exchange.employerCost,
    },
    gross: p.gross,
    earnings: view(p.earnings),
    pre_tax_deductions: view(p.preTaxDeductions),
    employee_taxes: view(p.employeeTaxes),
    employer_taxes: view(p.employerTaxes),
    post_tax_deductions: view(p.postTaxDeductions),
    net: p.net,
    employer_cost: p.employerCost,
    warnings: [...p.warnings, ...employer.warnings],
    employer_rates: { source: employer.source, employer_key: employer.employerKey },
    margin: margin === null ? null : margin.toFixed(2),
    margin_percent:
      margin === null || new Decimal(b.bill_amount!).isZero()
        ? null
        : margin.dividedBy(b.bill_amount!).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    arrears: Object.fromEntries(Object.entries(arrears).map(([k, v]) => [k, new Decimal(v).toFixed(2)])),
    ytd: Object.fromEntries(
      Object.entries(ytd).flatMap(([k, v]) => (v === undefined ? [] : [[snake(k), new Decimal(v).toFixed(2)]])),
    ),
  };
}

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
