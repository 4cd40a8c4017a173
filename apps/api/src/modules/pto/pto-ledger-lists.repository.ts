/** Reading the PTO accrual ledger: its rows and the balances they sum to, per contractor × rule. */
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PtoAccrualView, PtoBalanceView, PtoLedgerKind } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { contractors, ptoAccruals, ptoEnrollments, ptoRules } from '../../db/schema/index.js';
import { keysetOf } from '../../lib/keyset.js';
import { keysetList, type ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { contractorRowScope, fullName } from './pto-scope.js';

export interface AccrualListFilter extends ListRequest {
  contractorId?: string | undefined;
  ptoRuleId?: string | undefined;
  kind?: PtoLedgerKind | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

const SORTS = {
  effective_date: ptoAccruals.effectiveDate,
  created_at: ptoAccruals.createdAt,
  minutes: ptoAccruals.minutes,
  kind: ptoAccruals.kind,
} as const;

export function listPtoAccruals(db: DbOrTx, p: Principal, f: AccrualListFilter) {
  const where = and(
    contractorRowScope(p, db),
    f.contractorId ? eq(ptoAccruals.contractorId, f.contractorId) : undefined,
    f.ptoRuleId ? eq(ptoAccruals.ptoRuleId, f.ptoRuleId) : undefined,
    f.kind ? eq(ptoAccruals.kind, f.kind) : undefined,
    f.dateFrom ? gte(ptoAccruals.effectiveDate, f.dateFrom) : undefined,
    f.dateTo ? lte(ptoAccruals.effectiveDate, f.dateTo) : undefined,
  );
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({
          row: ptoAccruals,
          firstName: contractors.firstName,
          lastName: contractors.lastName,
          ruleName: ptoRules.name,
          listKey,
        })
        .from(ptoAccruals)
        .innerJoin(contractors, eq(contractors.id, ptoAccruals.contractorId))
        .innerJoin(ptoRules, eq(ptoRules.id, ptoAccruals.ptoRuleId))
        .$dynamic(),
    where,
    // The row scope reads the contractor.
    matching: db
      .select({ one: sql`1` })
      .from(ptoAccruals)
      .innerJoin(contractors, eq(contractors.id, ptoAccruals.contractorId))
      .where(where)
      .$dynamic(),
    // The latest row first among those of the same day.
    keyset: keysetOf(SORTS, f.sort, 'effective_date', [ptoAccruals.createdAt, ptoAccruals.id]),
    request: f,
    view: accrualView,
  });
}

function accrualView({
  row,
  ...r
}: {
  row: typeof ptoAccruals.$inferSelect;
  firstName: string;
  lastName: string;
  ruleName: string;
}): PtoAccrualView {
  return {
    id: row.id,
    contractor: { id: row.contractorId, name: fullName(r) },
    pto_rule: { id: row.ptoRuleId, name: r.ruleName },
    kind: row.kind,
    minutes: row.minutes,
    effective_date: row.effectiveDate,
    timesheet_id: row.timesheetId,
    time_off_request_id: row.timeOffRequestId,
    reverses_id: row.reversesId,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

const BALANCE_SORTS = { contractor: [contractors.lastName, contractors.firstName] } as const;

export interface BalanceFilter extends ListRequest {
  contractorId?: string | undefined;
  ptoRuleId?: string | undefined;
}

/**
 * Balances of every contractor × rule that is enrolled or has ledger rows (an unenrolled contractor
 * keeps what was earned). One row per pair, ordered by contractor name then rule name.
 */
export function listPtoBalances(db: DbOrTx, p: Principal, f: BalanceFilter) {
  const pairs = db.$with('pairs').as(
    db
      .select({ contractorId: ptoEnrollments.contractorId, ptoRuleId: ptoEnrollments.ptoRuleId })
      .from(ptoEnrollments)
      .union(db.select({ contractorId: ptoAccruals.contractorId, ptoRuleId: ptoAccruals.ptoRuleId }).from(ptoAccruals)),
  );
  const sumOf = (kinds: readonly PtoLedgerKind[] | null) =>
    sql<string>`(select coalesce(sum(a.minutes), 0) from pto_accruals a
      where a.contractor_id = ${pairs.contractorId} and a.pto_rule_id = ${pairs.ptoRuleId}
      ${
        kinds
          ? sql`and a.kind in (${sql.join(
              kinds.map((k) => sql`${k}`),
              sql`, `,
            )})`
          : sql``
      })`;
  const where = and(
    contractorRowScope(p, db),
    f.contractorId ? eq(pairs.contractorId, f.contractorId) : undefined,
    f.ptoRuleId ? eq(pairs.ptoRuleId, f.ptoRuleId) : undefined,
  );
  const select = (listKey: SQL<(string | null)[]>) =>
    db
      .with(pairs)
      .select({
        listKey,
        contractorId: pairs.contractorId,
        firstName: contractors.firstName,
        lastName: contractors.lastName,
        ruleId: ptoRules.id,
        ruleName: ptoRules.name,
        method: ptoRules.method,
        enrollmentId: ptoEnrollments.id,
        startDate: ptoEnrollments.startDate,
        balance: sumOf(null),
        accrued: sumOf(['accrual', 'reversal']),
        used: sumOf(['usage', 'usage_reversal']),
        forfeited: sumOf(['forfeit']),
      })
      .from(pairs)
      .innerJoin(contractors, eq(contractors.id, pairs.contractorId))
      .innerJoin(ptoRules, eq(ptoRules.id, pairs.ptoRuleId))
      .leftJoin(
        ptoEnrollments,
        and(eq(ptoEnrollments.contractorId, pairs.contractorId), eq(ptoEnrollments.ptoRuleId, pairs.ptoRuleId)),
      )
      .$dynamic();
  const matching = db
    .with(pairs)
    .select({ one: sql`1` })
    .from(pairs)
    .innerJoin(contractors, eq(contractors.id, pairs.contractorId))
    .where(where)
    .$dynamic();
  // By contractor name, then rule name; the ids make the order unique (two people may share a name).
  const keyset = keysetOf(BALANCE_SORTS, f.sort, 'contractor', [ptoRules.name, ptoRules.id, pairs.contractorId]);
  return keysetList(db, {
    select,
    where,
    matching,
    keyset,
    request: f,
    view: (r): PtoBalanceView => ({
      contractor: { id: r.contractorId, name: fullName(r) },
      pto_rule: { id: r.ruleId, name: r.ruleName, method: r.method },
      enrollment_id: r.enrollmentId,
      start_date: r.startDate,
      balance_minutes: Number(r.balance),
      accrued_minutes: Number(r.accrued),
      used_minutes: Number(r.used),
      forfeited_minutes: Number(r.forfeited),
    }),
  });
}
