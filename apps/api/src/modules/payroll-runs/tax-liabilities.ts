/**
 * A run's tax liabilities (issue 13): every employee tax withheld and employer tax owed, summed by the
 * agency and return it is paid through — US federal income tax, Social Security and Medicare (both shares)
 * on Form 941, FUTA on 940, backup withholding on 945; each state's income tax, SDI and employee UC with
 * its withholding, SUTA with its unemployment agency; Canada's CPP, CPP2, EI and income tax in one CRA
 * remittance. Workers' comp (an insurance premium) and an international employer's in-country cost are
 * not taxes owed here. Due dates depend on the employer's deposit schedule, which is not recorded: the
 * answer says so rather than guessing one.
 */
import Decimal from 'decimal.js';
import type { TaxLiabilities } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { taxLinesOfRun } from './payroll-runs.repository.js';

/** Where each line's money goes: agency, return, and the liability it is summed into (its code). */
function destinationOf(code: string, classification: string, state: string | null) {
  if (classification === 'canada_t4') {
    const liability = code.replace(/_employer$/, '');
    return { agency: 'CRA', form: 'Payroll remittance (PD7A)', code: liability };
  }
  const st = state ?? '??';
  switch (code) {
    case 'federal_income_tax':
    case 'additional_medicare':
      return { agency: 'IRS', form: '941', code };
    case 'social_security':
    case 'social_security_employer':
      return { agency: 'IRS', form: '941', code: 'social_security' };
    case 'medicare':
    case 'medicare_employer':
      return { agency: 'IRS', form: '941', code: 'medicare' };
    case 'backup_withholding':
      return { agency: 'IRS', form: '945', code };
    case 'futa':
      return { agency: 'IRS', form: '940', code };
    case 'state_income_tax':
    case 'sdi':
    case 'state_unemployment_employee':
      return { agency: st, form: `${st} withholding`, code: `${st.toLowerCase()}_${code}` };
    case 'suta':
      return { agency: st, form: `${st} unemployment`, code: `${st.toLowerCase()}_suta` };
    default:
      return null; // workers' comp, an international employer cost: not taxes owed to an agency
  }
}

const LABELS: Record<string, string> = {
  federal_income_tax: 'Federal income tax',
  social_security: 'Social Security (both shares)',
  medicare: 'Medicare (both shares)',
  additional_medicare: 'Additional Medicare',
  backup_withholding: 'Backup withholding',
  futa: 'FUTA',
  cpp: 'CPP (both shares)',
  cpp2: 'CPP2 (both shares)',
  ei: 'EI (employee and 1.4× employer)',
  provincial_income_tax: 'Provincial income tax',
  bonus_income_tax: 'Income tax on bonuses',
};

/** A tax line summed by section, code and the paycheck's classification and work state. */
export interface TaxLineSum {
  section: string;
  code: string;
  label: string;
  classification: string;
  workState: string | null;
  amount: string;
}

export const LIABILITIES_NOTE =
  "Deposits are due by the employer's schedule (IRS monthly or semiweekly, each state's own, the CRA remitter type), which is not recorded here: no due dates are given.";

/** Lines summed into liabilities by agency and return, with totals that foot to them. */
export function liabilitiesFrom(rows: readonly TaxLineSum[]): Pick<TaxLiabilities, 'liabilities' | 'totals'> {
  const by = new Map<
    string,
    { agency: string; form: string; code: string; label: string; withheld: Decimal; employer: Decimal }
  >();
  for (const r of rows) {
    const to = destinationOf(r.code, r.classification, r.workState);
    if (!to) continue;
    const key = `${to.agency}|${to.form}|${to.code}`;
    const entry = by.get(key) ?? {
      ...to,
      label: LABELS[to.code] ?? r.label,
      withheld: new Decimal(0),
      employer: new Decimal(0),
    };
    if (r.section === 'employee_tax') entry.withheld = entry.withheld.plus(r.amount);
    else entry.employer = entry.employer.plus(r.amount);
    by.set(key, entry);
  }
  const liabilities = [...by.values()]
    .sort((a, b) => a.agency.localeCompare(b.agency) || a.form.localeCompare(b.form) || a.code.localeCompare(b.code))
    .map((l) => ({
      agency: l.agency,
      form: l.form,
      code: l.code,
      label: l.label,
      withheld: l.withheld.toFixed(2),
      employer: l.employer.toFixed(2),
      total: l.withheld.plus(l.employer).toFixed(2),
    }));
  const sum = (k: 'withheld' | 'employer' | 'total') =>
    liabilities.reduce((a, l) => a.plus(l[k]), new Decimal(0)).toFixed(2);
  return { liabilities, totals: { withheld: sum('withheld'), employer: sum('employer'), total: sum('total') } };
}

export async function taxLiabilitiesOf(db: DbOrTx, run: { id: string; payDate: string }): Promise<TaxLiabilities> {
  const rows = await taxLinesOfRun(db, run.id);
  return { payroll_run_id: run.id, pay_date: run.payDate, ...liabilitiesFrom(rows), note: LIABILITIES_NOTE };
}
