/**
 * Who reads and runs payroll (section 6 "see payroll"; decision 0047). Reading: staff every run, a
 * partner's users who see payroll their partner's runs. Running (create, recompute, exclude, submit): the
 * employer — an admin for any partner (the platform employs EOR workers), or the users of a self-employer
 * partner for its own; eor staff read only.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { isEmployer } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, unprocessable } from '../../lib/errors.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';
import { payrollRuns, paychecks } from '../../db/schema/index.js';

export const payrollRunScope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: payrollRuns.partnerId });
/** A contractor sees its own paychecks once their run is approved: a pre-draft or pending one is a preview. */
export function paycheckScope(p: Principal, db: DbOrTx): SQL | undefined {
  const rows = rowScope(p, db, { partnerId: paychecks.partnerId, contractorId: paychecks.contractorId });
  // On the paycheck's own columns (an exists, not a join), so the list's count reads it as the rows do.
  const approved = sql`exists (select 1 from ${payrollRuns} r where r.id = ${paychecks.payrollRunId}
                                and r.status in ('processing', 'paid', 'partially_paid'))`;
  return p.userType === 'contractor' ? and(rows, approved) : rows;
}

/** The partner a command runs payroll for: staff name it, a partner's users run their own. */
export function partnerToRun(p: Principal, requested: string | undefined): string {
  if (!isEmployer(p.subject)) throw forbidden('Only the employer runs payroll: an admin, or a self-employer partner');
  if (isStaff(p)) {
    if (!requested)
      throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Choose the partner whose workers to pay' }]);
    return requested;
  }
  return p.partnerId!;
}

/** A run the caller may change: the employer's own (an admin any). */
export function mustRunPayrollOf(p: Principal, partnerId: string): void {
  if (!isEmployer(p.subject)) throw forbidden('Only the employer runs payroll: an admin, or a self-employer partner');
  if (!isStaff(p) && p.partnerId !== partnerId) throw forbidden('Only the employer runs payroll');
}
