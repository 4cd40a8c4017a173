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
import type { Principal } from '../../lib/principal.js';
import { loadSettings, settingValue } from '../rates/rate-settings.js';

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

function inputOf(b: PaycheckPreviewRequest, employerCostPercent: string | undefined): PaycheckInput {
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
    employer: b.employer && {
      suta:
        b.employer.suta_rate_percent !== undefined && b.employer.suta_wage_base !== undefined
          ? { ratePercent: b.employer.suta_rate_percent, wageBase: b.employer.suta_wage_base }
          : undefined,
      workersCompPer100: b.employer.workers_comp_per_100,
    },
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
  const input = inputOf(b, await internationalCostPercent(deps, principal, b));
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
    warnings: p.warnings,
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
