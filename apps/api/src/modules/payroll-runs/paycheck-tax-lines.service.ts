/**
 * What other modules ask of the paychecks' tax lines (the tax liabilities report, decision 0099): each
 * employee and employer tax line of the paychecks named, as the caller sees paychecks — so a report that
 * read the ids from the paychecks list sums exactly those paychecks' taxes.
 */
import type { DbOrTx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { paycheckScope } from './payroll-runs.scope.js';
import { taxLinesOfPaychecks } from './tax-liabilities.repository.js';

export interface PaycheckTaxLine {
  paycheckId: string;
  section: 'employee_tax' | 'employer_tax';
  code: string;
  label: string;
  amount: string;
}

/** A thousand ids a statement: one array parameter, read in order. */
const CHUNK = 1_000;

export async function paycheckTaxLineList(
  db: DbOrTx,
  p: Principal,
  paycheckIds: readonly string[],
): Promise<PaycheckTaxLine[]> {
  const out: PaycheckTaxLine[] = [];
  for (let at = 0; at < paycheckIds.length; at += CHUNK) {
    const rows = await taxLinesOfPaychecks(db, paycheckScope(p, db), paycheckIds.slice(at, at + CHUNK));
    for (const r of rows) out.push({ ...r, section: r.section as PaycheckTaxLine['section'] });
  }
  return out;
}
