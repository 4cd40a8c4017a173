/**
 * The shape every bulk decision on a list's chosen rows shares (decision 0109): the rows are read
 * through the caller's scope (an id it cannot see is named not found, and nothing is changed), then
 * decided one by one in the caller's transaction. A row already in the target state is reported as
 * unchanged; every other refusal is collected, and if there is any the whole batch is refused (409)
 * naming each refused row and why, so the transaction rolls back: all or nothing, like timesheets.
 */
import type { BulkDecisionResult, BulkDecision } from '@app/domain';
import { HttpError, conflict, notFound } from './errors.js';

export interface BulkRow {
  id: string;
  /** Names the row in a refusal: "Casey Contractor, 2026-03-02 (expense <id>)". */
  label: string;
  status: string;
}

/** The request's ids without repeats, in a stable (sorted) order so row locks are taken in one order. */
export const distinctIds = (ids: readonly string[]) => [...new Set(ids)].sort();

/** Throws 404 naming every id the caller cannot see; `kind` is "expense", "request"... */
export function assertAllFound(ids: readonly string[], found: ReadonlySet<string>, kind: string) {
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw notFound(`Not found: ${missing.map((id) => `${kind} ${id}`).join(', ')}; nothing was changed`);
}

/** The status a decision leads to, which is also the word a refusal uses ("cannot be approved"). */
const TARGET: Record<BulkDecision, string> = { approve: 'approved', reject: 'rejected' };

/**
 * Decides each row with `apply` (which throws an HttpError to refuse it). Must run inside the
 * transaction that wrote nothing else yet: the 409 it throws on any refusal rolls back the rows
 * decided before it. A database error is not caught (the transaction is no longer usable).
 */
export async function decideEach<R extends BulkRow>(
  action: BulkDecision,
  rows: readonly R[],
  apply: (row: R) => Promise<void>,
): Promise<BulkDecisionResult> {
  const changed: string[] = [];
  const unchanged: string[] = [];
  const refusals: string[] = [];
  for (const row of rows) {
    if (row.status === TARGET[action]) {
      unchanged.push(row.id);
      continue;
    }
    try {
      await apply(row);
      changed.push(row.id);
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      refusals.push(`${row.label}: ${err.message}`);
    }
  }
  if (refusals.length)
    throw conflict(
      `${refusals.length} of ${rows.length} cannot be ${TARGET[action]}, so none was. ${refusals.join('; ')}`,
    );
  return { action, count: changed.length, ids: changed, unchanged };
}
