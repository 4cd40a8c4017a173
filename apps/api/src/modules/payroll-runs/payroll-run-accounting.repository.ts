/** The payroll runs an accounting export reads (decision 0091): a partner's paid ones, newest first. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payrollRuns } from '../../db/schema/index.js';

export async function paidRunsOfPartner(db: DbOrTx, partnerId: string, limit: number) {
  return db
    .select({
      id: payrollRuns.id,
      status: payrollRuns.status,
      payDate: payrollRuns.payDate,
      periodStart: payrollRuns.periodStart,
      periodEnd: payrollRuns.periodEnd,
      gross: payrollRuns.gross,
      employeeTaxes: payrollRuns.employeeTaxes,
      employerTaxes: payrollRuns.employerTaxes,
      net: payrollRuns.net,
    })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.partnerId, partnerId), inArray(payrollRuns.status, ['paid', 'partially_paid'])))
    .orderBy(desc(payrollRuns.payDate), desc(payrollRuns.id))
    .limit(limit);
}
