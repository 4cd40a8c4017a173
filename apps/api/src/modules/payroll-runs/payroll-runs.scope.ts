/**
 * Which payroll runs and paychecks a caller sees (section 6 "see payroll"; decision 0047): staff every one,
 * a partner's users their partner's, a contractor its own paychecks once their run is approved.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payrollRuns, paychecks } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

export const payrollRunScope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: payrollRuns.partnerId });
/** A contractor sees its own paychecks once their run is approved: a pre-draft or pending one is a preview. */
export function paycheckScope(p: Principal, db: DbOrTx): SQL | undefined {
  const rows = rowScope(p, db, { partnerId: paychecks.partnerId, contractorId: paychecks.contractorId });
  // On the paycheck's own columns (an exists, not a join), so the list's count reads it as the rows do.
  const approved = sql`exists (select 1 from ${payrollRuns} r where r.id = ${paychecks.payrollRunId}
                                and r.status in ('processing', 'paid', 'partially_paid'))`;
  return p.userType === 'contractor' ? and(rows, approved) : rows;
}
