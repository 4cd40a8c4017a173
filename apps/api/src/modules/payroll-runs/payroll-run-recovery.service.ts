/**
 * How a run's pay comes back (issue 13: "a funded run is paid by the platform and recovered through the
 * client invoices"; decision 0056): per invoice, the pay of this run it bills and the share of it the
 * client's cash has paid; the pay no invoice carries yet; and the pay added on the run itself, which no
 * invoice ever carries. Read by whoever reads the run.
 */
import Decimal from 'decimal.js';
import type { InvoiceStatus, PayrollRecovery } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { effectiveSettings } from '../settings/settings.service.js';
import { recoveryInvoices, recoveryLedgerTotals, type RecoveryInvoiceRow } from './payroll-run-recovery.repository.js';
import { findPayrollRun } from './payroll-runs.repository.js';
import { payrollRunScope } from './payroll-runs.scope.js';

/** The pay × the invoice's paid share (allocated ÷ total due, at most all of it), half-up. */
function recoveredOf(i: RecoveryInvoiceRow): Decimal {
  const due = new Decimal(i.total_due);
  if (i.status === 'paid') return new Decimal(i.pay);
  if (due.lte(0)) return new Decimal(0);
  const share = Decimal.min(new Decimal(i.allocated_amount).dividedBy(due), 1);
  return new Decimal(i.pay).times(share).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export async function payrollRunRecovery(db: DbOrTx, p: Principal, id: string): Promise<PayrollRecovery> {
  const found = await findPayrollRun(db, id, payrollRunScope(p, db));
  if (!found) throw notFound();
  const { run, partnerName } = found;
  const [rows, ledger, settings] = await Promise.all([
    recoveryInvoices(db, id),
    recoveryLedgerTotals(db, id),
    effectiveSettings(db, null),
  ]);
  const invoices = rows.map((i) => ({
    id: i.id,
    number: i.number === null ? null : Number(i.number),
    status: i.status as InvoiceStatus,
    client: { id: i.client_id, name: i.client_name },
    due_date: i.due_date,
    total_due: new Decimal(i.total_due).toFixed(2),
    allocated_amount: new Decimal(i.allocated_amount).toFixed(2),
    pay: new Decimal(i.pay).toFixed(2),
    recovered: recoveredOf(i).toFixed(2),
  }));
  const sum = (k: 'pay' | 'recovered') => invoices.reduce((a, i) => a.plus(i[k]), new Decimal(0));
  const invoiced = sum('pay');
  const recovered = sum('recovered');
  // The run's gross less its ledger pay: one-off earnings and off-cycle amounts entered on the run.
  const added = Decimal.max(new Decimal(run.gross).minus(ledger.pay), 0);
  return {
    payroll_run_id: id,
    funding: run.funding,
    // The invoices' own words: a funded run's payroll funder is the platform (its brand), else the partner.
    funded_by: run.funding === 'funded' ? settings.brand_name : partnerName,
    pay_from_ledger: new Decimal(ledger.pay).toFixed(2),
    pay_added_on_run: added.toFixed(2),
    invoiced: invoiced.toFixed(2),
    recovered: recovered.toFixed(2),
    outstanding: invoiced.minus(recovered).toFixed(2),
    not_invoiced: new Decimal(ledger.not_invoiced).toFixed(2),
    invoices,
  };
}
