/**
 * Tax liabilities by jurisdiction (decision 0099): every employee and employer tax line of the paychecks
 * the payroll register lists (same filter, same caller), summed per month of check date, partner,
 * currency, country, jurisdiction and tax — US federal taxes (income tax, Social Security and Medicare in
 * both shares, FUTA) under Federal, each state's income tax, SDI, employee UC and SUTA under the work
 * state, Canada's CPP, EI and income taxes under the province worked in. Every line is kept (workers' comp
 * and an international employer cost included, named as such), so the totals are the register's employee
 * and employer tax totals to the cent.
 */
import Decimal from 'decimal.js';
import { money } from '@app/paybill';
import { paycheckTaxLineList } from '../payroll-runs/paycheck-tax-lines.service.js';
import { paycheckList } from '../payroll-runs/payroll-runs.service.js';
import { everyRow, totalsByCurrency, type ReportTable, type SourceContext } from './report-table.js';

interface Place {
  country: string;
  jurisdiction: string;
  tax: string;
}

const US_FEDERAL: Record<string, string> = {
  federal_income_tax: 'Federal income tax',
  social_security: 'Social Security (FICA)',
  social_security_employer: 'Social Security (FICA)',
  medicare: 'Medicare (FICA)',
  medicare_employer: 'Medicare (FICA)',
  additional_medicare: 'Additional Medicare',
  futa: 'FUTA',
  backup_withholding: 'Backup withholding',
};
const US_STATE: Record<string, string> = {
  state_income_tax: 'State income tax',
  sdi: 'State disability insurance (SDI)',
  state_unemployment_employee: 'State unemployment (employee)',
  suta: 'State unemployment (SUTA)',
  workers_comp: 'Workers’ compensation',
};
const CANADA: Record<string, string> = {
  cpp: 'CPP',
  cpp_employer: 'CPP',
  cpp2: 'CPP2',
  cpp2_employer: 'CPP2',
  ei: 'EI',
  ei_employer: 'EI',
  federal_income_tax: 'Federal income tax',
  provincial_income_tax: 'Provincial income tax',
  bonus_income_tax: 'Income tax on bonuses',
  workers_comp: 'Workers’ compensation',
};

/** Where a tax line is owed: the paycheck's classification and work state (or province) decide it. */
export function placeOf(code: string, label: string, classification: string, workState: string | null): Place {
  const state = workState ?? 'Unknown';
  if (classification === 'canada_t4')
    // Canadian lines are reported per province worked in (CPP, EI and both income taxes alike).
    return { country: 'CA', jurisdiction: state, tax: CANADA[code] ?? label };
  if (classification === 'international_ic' || classification === 'international_eor')
    return { country: 'International', jurisdiction: state, tax: label };
  if (US_FEDERAL[code]) return { country: 'US', jurisdiction: 'Federal', tax: US_FEDERAL[code] };
  return { country: 'US', jurisdiction: state, tax: US_STATE[code] ?? label };
}

interface Group extends Place {
  month: string;
  partner: string;
  currency: string;
  paychecks: Set<string>;
  withheld: Decimal;
  employer: Decimal;
}

export async function taxLiabilitiesByJurisdiction(ctx: SourceContext): Promise<ReportTable> {
  const { params: q } = ctx;
  const paychecks = await everyRow(ctx, { column: 'check_date', desc: false }, (page) =>
    paycheckList(ctx.deps.db, ctx.principal, {
      partnerId: ctx.partnerId,
      checkDateFrom: q.date_from,
      checkDateTo: q.date_to,
      ...page,
    }),
  );
  const byId = new Map(paychecks.map((p) => [p.id, p]));
  const lines = await paycheckTaxLineList(ctx.deps.db, ctx.principal, [...byId.keys()]);
  const groups = new Map<string, Group>();
  for (const l of lines) {
    const p = byId.get(l.paycheckId)!;
    const place = placeOf(l.code, l.label, p.classification, p.work_state);
    const month = p.check_date.slice(0, 7);
    const key = [month, p.partner.id, p.currency, place.country, place.jurisdiction, place.tax].join('|');
    const g = groups.get(key) ?? {
      ...place,
      month,
      partner: p.partner.name,
      currency: p.currency,
      paychecks: new Set<string>(),
      withheld: new Decimal(0),
      employer: new Decimal(0),
    };
    g.paychecks.add(p.id);
    if (l.section === 'employee_tax') g.withheld = g.withheld.plus(l.amount);
    else g.employer = g.employer.plus(l.amount);
    groups.set(key, g);
  }
  // Federal first within a country, then states or provinces by name.
  const order = (g: Group) => `${g.country}|${g.jurisdiction === 'Federal' ? '' : g.jurisdiction}|${g.tax}`;
  const rows = [...groups.values()].sort(
    (a, b) =>
      a.month.localeCompare(b.month) ||
      a.partner.localeCompare(b.partner) ||
      a.currency.localeCompare(b.currency) ||
      order(a).localeCompare(order(b)),
  );
  const header = [
    'Month',
    'Partner',
    'Currency',
    'Country',
    'Jurisdiction',
    'Tax',
    'Paychecks',
    'Employee taxes withheld',
    'Employer taxes',
    'Total liability',
  ];
  return {
    header,
    rows: rows.map((g) => [
      g.month,
      g.partner,
      g.currency,
      g.country,
      g.jurisdiction,
      g.tax,
      g.paychecks.size,
      money(g.withheld),
      money(g.employer),
      money(g.withheld.plus(g.employer)),
    ]),
    totals: totalsByCurrency(
      rows,
      (g) => g.currency,
      header.length,
      [
        { index: 7, value: (g) => g.withheld.toString() },
        { index: 8, value: (g) => g.employer.toString() },
        { index: 9, value: (g) => g.withheld.plus(g.employer).toString() },
      ],
      2,
    ),
  };
}
