/** The SQL of a period's tax liabilities: approved runs' tax lines by check date, per employer. */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paycheckLines, paychecks, payrollRuns } from '../../db/schema/index.js';
import { arrayOf } from '../../lib/sql.js';

/**
 * Tax lines of paychecks dated in the period (a void's reversal counts in the period it is dated), of runs
 * approved and not failed, summed by employer, section, code, classification and work state.
 */
export async function taxLinesOfPeriod(
  db: DbOrTx,
  q: { scope: SQL | undefined; from: string; to: string; partnerId?: string | undefined },
) {
  return db
    .select({
      employerKey: paychecks.employerKey,
      section: paycheckLines.section,
      code: paycheckLines.code,
      label: sql<string>`min(${paycheckLines.label})`,
      classification: paychecks.classification,
      workState: paychecks.workState,
      amount: sql<string>`sum(${paycheckLines.amount})::text`,
    })
    .from(paycheckLines)
    .innerJoin(paychecks, eq(paychecks.id, paycheckLines.paycheckId))
    .innerJoin(payrollRuns, eq(payrollRuns.id, paychecks.payrollRunId))
    .where(
      and(
        q.scope,
        q.partnerId ? eq(payrollRuns.partnerId, q.partnerId) : undefined,
        inArray(payrollRuns.status, ['processing', 'paid', 'partially_paid']),
        isNull(paychecks.refusal),
        inArray(paycheckLines.section, ['employee_tax', 'employer_tax']),
        sql`${paychecks.checkDate} between ${q.from} and ${q.to}`,
      ),
    )
    .groupBy(
      paychecks.employerKey,
      paycheckLines.section,
      paycheckLines.code,
      paychecks.classification,
      paychecks.workState,
    );
}

/**
 * The tax lines (employee and employer sections) of these paychecks, within `scope` (the caller's
 * paychecks): a report sums them per jurisdiction beside the paychecks list it read the ids from.
 */
export async function taxLinesOfPaychecks(db: DbOrTx, scope: SQL | undefined, paycheckIds: readonly string[]) {
  if (paycheckIds.length === 0) return [];
  return db
    .select({
      paycheckId: paycheckLines.paycheckId,
      section: paycheckLines.section,
      code: paycheckLines.code,
      label: paycheckLines.label,
      amount: sql<string>`${paycheckLines.amount}::text`,
    })
    .from(paycheckLines)
    .innerJoin(paychecks, eq(paychecks.id, paycheckLines.paycheckId))
    .where(
      and(
        scope,
        sql`${paycheckLines.paycheckId} = any(${arrayOf([...paycheckIds], 'uuid')})`,
        inArray(paycheckLines.section, ['employee_tax', 'employer_tax']),
      ),
    )
    .orderBy(paycheckLines.paycheckId, paycheckLines.position);
}
