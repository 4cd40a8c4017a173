/**
 * POST /v2/expenses/bulk (decision 0109): approve or reject the chosen expenses with one reason, all or
 * nothing in one transaction like the timesheets' bulk. Each row passes the single-row checks (the
 * role's rule and the state rule of @app/domain) before the single-row write.
 */
import {
  expenseStateRefusal,
  subjectMayTake,
  type BulkDecisionBody,
  type BulkDecisionResult,
  type ExpenseActionBody,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { assertAllFound, decideEach, distinctIds } from '../../lib/bulk-decision.js';
import { conflict, forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { lockExpenseRows } from './expense-writes.repository.js';
import { findVisibleExpenses, stateOf, type JoinedExpense } from './expenses.repository.js';
import { writeExpenseAction } from './expenses.service.js';

const labelOf = (j: JoinedExpense) =>
  `${j.contractorName}, ${j.expense.date}, ${j.expense.amount} (expense ${j.expense.id})`;

export async function decideExpenses(
  deps: AppDeps,
  p: Principal,
  body: BulkDecisionBody,
  ip: string,
): Promise<BulkDecisionResult> {
  const ids = distinctIds(body.ids);
  const single: ExpenseActionBody = { action: body.action, reason: body.reason };
  return deps.db.transaction(async (tx) => {
    const seen = await findVisibleExpenses(tx, p, ids);
    assertAllFound(ids, new Set(seen.map((j) => j.expense.id)), 'expense');
    // The role rule for approve/reject does not depend on the row: refuse the call, not each row.
    if (!subjectMayTake(p.subject, body.action, stateOf(seen[0]!.expense)))
      throw forbidden(`Your role may not ${body.action} expenses`);
    const labels = new Map(seen.map((j) => [j.expense.id, labelOf(j)]));
    const rows = (await lockExpenseRows(tx, ids)).map((locked) => ({
      id: locked.id,
      label: labels.get(locked.id)!,
      status: locked.status,
      locked,
    }));
    return decideEach(body.action, rows, async ({ locked }) => {
      const refusal = expenseStateRefusal(body.action, stateOf(locked));
      if (refusal) throw conflict(refusal);
      await writeExpenseAction(tx, p, locked, single, ip);
    });
  });
}
