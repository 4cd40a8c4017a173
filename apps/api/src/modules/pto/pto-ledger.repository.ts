/**
 * The PTO accrual ledger's rows, one contractor × rule at a time: the balance they sum to, the row
 * locks that serialize writes of one contractor × rule, and the appends (the ledger is append-only:
 * a row is undone by a row pointing at it with `reverses_id`).
 */
import { and, asc, count, eq, inArray, like, lte, sql } from 'drizzle-orm';
import type { PtoLedgerKind } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { ptoAccruals, ptoEnrollments } from '../../db/schema/index.js';

export type LedgerRow = typeof ptoAccruals.$inferSelect;
export type NewLedgerRow = typeof ptoAccruals.$inferInsert;

/** No row reverses this one yet. */
const unreversed = sql`not exists (select 1 from ${ptoAccruals} r where r.reverses_id = ${ptoAccruals.id})`;

export async function balanceOf(db: DbOrTx, contractorId: string, ruleId: string, asOf?: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ptoAccruals.minutes}), 0)` })
    .from(ptoAccruals)
    .where(
      and(
        eq(ptoAccruals.contractorId, contractorId),
        eq(ptoAccruals.ptoRuleId, ruleId),
        asOf ? sql`${ptoAccruals.effectiveDate} <= ${asOf}` : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** Balance of one contractor under one rule (all dates), after locking the enrollment row. */
export async function lockedBalance(tx: DbOrTx, enrollmentId: string, contractorId: string, ruleId: string) {
  await tx
    .select({ id: ptoEnrollments.id })
    .from(ptoEnrollments)
    .where(eq(ptoEnrollments.id, enrollmentId))
    .for('update');
  return balanceOf(tx, contractorId, ruleId);
}

/** Locks the contractor's enrollment in the rule (if any), as accruals and usage do. */
export async function lockEnrollmentOf(tx: DbOrTx, ruleId: string, contractorId: string) {
  await tx
    .select({ id: ptoEnrollments.id })
    .from(ptoEnrollments)
    .where(and(eq(ptoEnrollments.ptoRuleId, ruleId), eq(ptoEnrollments.contractorId, contractorId)))
    .for('update');
}

export async function appendLedgerRow(tx: DbOrTx, row: NewLedgerRow): Promise<string> {
  const [inserted] = await tx.insert(ptoAccruals).values(row).returning({ id: ptoAccruals.id });
  return inserted!.id;
}

/** Accruals of these timesheet entries that no reversal points at yet, oldest first. */
export function openAccrualsOf(tx: DbOrTx, timesheetIds: string[]) {
  return tx
    .select({
      id: ptoAccruals.id,
      timesheetId: ptoAccruals.timesheetId,
      ptoRuleId: ptoAccruals.ptoRuleId,
      contractorId: ptoAccruals.contractorId,
      minutes: ptoAccruals.minutes,
      effectiveDate: ptoAccruals.effectiveDate,
      note: ptoAccruals.note,
    })
    .from(ptoAccruals)
    .where(and(inArray(ptoAccruals.timesheetId, timesheetIds), eq(ptoAccruals.kind, 'accrual'), unreversed))
    .orderBy(asc(ptoAccruals.createdAt), asc(ptoAccruals.id));
}

/** The usage rows of a time off request that no reversal points at yet. */
export function openUsagesOf(tx: DbOrTx, timeOffRequestId: string): Promise<LedgerRow[]> {
  return tx
    .select()
    .from(ptoAccruals)
    .where(and(eq(ptoAccruals.timeOffRequestId, timeOffRequestId), eq(ptoAccruals.kind, 'usage'), unreversed));
}

/**
 * Whether the contractor already has a row of `kind` under the rule with this note (or, with `prefix`,
 * a note starting with it), effective `effectiveDate` when given: what keeps the calendar runs idempotent.
 */
export async function hasLedgerRow(
  db: DbOrTx,
  key: {
    contractorId: string;
    ruleId: string;
    kind: PtoLedgerKind;
    note: string;
    prefix?: boolean;
    effectiveDate?: string;
  },
): Promise<boolean> {
  const [row] = await db
    .select({ id: ptoAccruals.id })
    .from(ptoAccruals)
    .where(
      and(
        eq(ptoAccruals.contractorId, key.contractorId),
        eq(ptoAccruals.ptoRuleId, key.ruleId),
        eq(ptoAccruals.kind, key.kind),
        key.effectiveDate ? eq(ptoAccruals.effectiveDate, key.effectiveDate) : undefined,
        key.prefix ? like(ptoAccruals.note, `${key.note}%`) : eq(ptoAccruals.note, key.note),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Contractors with ledger rows under the rule effective by `date`. */
export async function holdersOf(db: DbOrTx, ruleId: string, date: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ contractorId: ptoAccruals.contractorId })
    .from(ptoAccruals)
    .where(and(eq(ptoAccruals.ptoRuleId, ruleId), lte(ptoAccruals.effectiveDate, date)));
  return rows.map((r) => r.contractorId);
}

export async function ledgerRowCountOfRule(db: DbOrTx, ruleId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ptoAccruals).where(eq(ptoAccruals.ptoRuleId, ruleId));
  return row?.n ?? 0;
}
