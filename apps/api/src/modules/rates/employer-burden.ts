/**
 * The employer burden per hour behind every quoted and saved margin (the pricing calculator, an
 * assignment's margin): the payroll engine's employer cost — a year of paychecks at the pay, each on the
 * wages before it (@app/paybill `employerCostPerHour`) — with the employer's own SUTA and workers' comp
 * rates from its /company_taxes record. Decision 0045:
 * - Social Security, Medicare and FUTA come from the engine's tables for the year; for a year the engine
 *   has no tables for, the /rates burden settings answer as before.
 * - SUTA and workers' comp: the employer's company-taxes registration for the work state and year (and the
 *   class code's rate), else the /rates settings for the state (and code), else left out — and said so.
 */
import {
  canadaEmployerCostPerHour,
  carriesUsBurden,
  employerBurden,
  employerCostPerHour,
  internationalEmployerCostPerHour,
  PAYROLL_TABLES,
  STANDARD_ANNUAL_HOURS,
  type BurdenPerHour,
} from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import { employerTaxRatesFor, type EmployerTaxRates } from '../company-taxes/company-taxes.service.js';
import {
  burdenRatesFromSettings,
  loadSettings,
  settingValue,
  type SettingRow,
  type SettingScope,
} from './rate-settings.js';

/** Where a rate came from: the employer's company taxes, or the /rates settings for the state. */
export type RateSource = 'company_taxes' | 'rate_settings';

export interface BurdenBasis {
  /** `payroll_engine`: a year of paychecks through the engine; `rate_settings`: the flat /rates settings. */
  method: 'payroll_engine' | 'rate_settings';
  /** The SUTA rate and the state's wage base (null: uncapped, as a /rates row without a base). */
  suta: { rate_percent: string; wage_base: string | null; source: RateSource } | null;
  workers_comp_per_100: { value: string; source: RateSource } | null;
  /** What the burden's `other` part is: a Canadian employee's CPP/CPP2/EI, or an EOR employee's in-country cost. */
  other: 'canada_cpp_ei' | 'international_employer_cost' | null;
}

export interface BurdenScope extends SettingScope {
  /** The employer of record: 'platform', or a self-employer partner's id. */
  employerKey: string;
  /** The work's country (two letters): an international EOR employee's per-country cost. */
  country: string | null;
  classification: string;
}

const employerRatesKey = (s: {
  employerKey: string;
  region: string | null;
  date: string;
  workersCompCode: string | null;
}) => `${s.employerKey}|${s.region ?? ''}|${s.date.slice(0, 4)}|${s.workersCompCode ?? ''}`;

/** The settings and the employers' company-tax rates a set of burden figures needs, read once. */
export interface BurdenBook {
  settings: readonly SettingRow[];
  employerRates: ReadonlyMap<string, EmployerTaxRates>;
}

/** Reads the settings and each distinct employer × state × year × class code's rates once, for a page of margins. */
export async function loadBurdenBook(
  db: DbOrTx,
  scopes: readonly Omit<BurdenScope, 'classification' | 'partnerId' | 'country'>[],
) {
  const distinct = new Map(scopes.filter((s) => s.region).map((s) => [employerRatesKey(s), s]));
  const [settings, rates] = await Promise.all([
    loadSettings(db),
    Promise.all(
      [...distinct.values()].map(async (s) => {
        const q = {
          employerKey: s.employerKey,
          state: s.region!,
          year: Number(s.date.slice(0, 4)),
          workersCompCode: s.workersCompCode,
        };
        return [employerRatesKey(s), await employerTaxRatesFor(db, q)] as const;
      }),
    ),
  ]);
  return { settings, employerRates: new Map(rates) } satisfies BurdenBook;
}

/** The burden per hour of an hourly pay, and what it was figured from. */
export function burdenFor(
  book: BurdenBook,
  scope: BurdenScope,
  pay: string,
): { burden: BurdenPerHour; basis: BurdenBasis } {
  const year = Number(scope.date.slice(0, 4));
  const own = book.employerRates.get(employerRatesKey(scope));
  const wc = workersCompOf(own, book.settings, scope);
  const none = { suta: null, workers_comp_per_100: null, other: null };
  const canada = PAYROLL_TABLES.canada[year];
  if (scope.classification === 'canada_t4' && canada) {
    const burden = canadaEmployerCostPerHour({
      canada,
      pay,
      annualHours: STANDARD_ANNUAL_HOURS,
      workersCompPer100: wc?.value ?? null,
    });
    return { burden, basis: { ...none, method: 'payroll_engine', workers_comp_per_100: wc, other: 'canada_cpp_ei' } };
  }
  if (scope.classification === 'international_eor') {
    // The configured per-country table (/rates, by country), as the paycheck calculator reads it.
    const region = scope.country;
    const percent = region
      ? settingValue(book.settings, 'international_employer_cost_percent', { ...scope, region, workersCompCode: null })
      : null;
    if (percent !== null) {
      const burden = internationalEmployerCostPerHour(pay, percent);
      return { burden, basis: { ...none, method: 'payroll_engine', other: 'international_employer_cost' } };
    }
  }
  const federal = PAYROLL_TABLES.federal[year];
  if (!carriesUsBurden(scope.classification) || !federal) {
    const burden = employerBurden(pay, scope.classification, burdenRatesFromSettings(book.settings, scope));
    return { burden, basis: { ...none, method: 'rate_settings' } };
  }
  const suta = sutaOf(own, book.settings, scope);
  const burden = employerCostPerHour({
    federal,
    workState: scope.region,
    pay,
    annualHours: STANDARD_ANNUAL_HOURS,
    suta: suta && { ratePercent: suta.rate_percent, wageBase: suta.wage_base },
    workersCompPer100: wc?.value ?? null,
  });
  return { burden, basis: { method: 'payroll_engine', suta, workers_comp_per_100: wc, other: null } };
}

function sutaOf(own: EmployerTaxRates | undefined, settings: readonly SettingRow[], scope: SettingScope) {
  if (own?.suta)
    return { rate_percent: own.suta.ratePercent, wage_base: own.suta.wageBase, source: 'company_taxes' as const };
  const rate = settingValue(settings, 'suta_percent', scope);
  const base = settingValue(settings, 'suta_wage_base', scope);
  return rate !== null ? { rate_percent: rate, wage_base: base, source: 'rate_settings' as const } : null;
}

function workersCompOf(own: EmployerTaxRates | undefined, settings: readonly SettingRow[], scope: SettingScope) {
  if (own?.workersCompPer100) return { value: own.workersCompPer100, source: 'company_taxes' as const };
  const value = settingValue(settings, 'workers_comp_per_100', scope);
  return value !== null ? { value, source: 'rate_settings' as const } : null;
}
