/** The SQL of paycheck deductions: the rows, and what approved paychecks took of them (their lines). */
import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  contractors,
  paycheckDeductions,
  paycheckLines,
  paychecks,
  partners,
  payrollRuns,
} from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type DeductionRow = typeof paycheckDeductions.$inferSelect;
export type DeductionInsert = typeof paycheckDeductions.$inferInsert;
export interface DeductionJoined {
  deduction: DeductionRow;
  contractorName: string;
  partnerName: string;
}

/** A run counts once approved: from then on its paychecks are never edited (decision 0047). */
const APPROVED = ['processing', 'paid', 'partially_paid'] as const;

const contractorName = sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`;

export async function findWorker(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: contractors.id,
      partnerId: contractors.partnerId,
      classification: contractors.classification,
      name: contractorName,
    })
    .from(contractors)
    .where(eq(contractors.id, id));
  return row;
}

export async function insertDeduction(db: DbOrTx, values: DeductionInsert): Promise<DeductionRow> {
  const [row] = await db.insert(paycheckDeductions).values(values).returning();
  return row!;
}

export async function findDeduction(
  db: DbOrTx,
  id: string,
  scope: SQL | undefined,
): Promise<DeductionJoined | undefined> {
  const [row] = await db
    .select({ deduction: paycheckDeductions, contractorName, partnerName: partners.name })
    .from(paycheckDeductions)
    .innerJoin(contractors, eq(contractors.id, paycheckDeductions.contractorId))
    .innerJoin(partners, eq(partners.id, paycheckDeductions.partnerId))
    .where(and(eq(paycheckDeductions.id, id), scope));
  return row;
}

/** Locks the row for a command (a stop waits for another stop). */
export async function lockDeduction(tx: DbOrTx, id: string): Promise<DeductionRow | undefined> {
  const [row] = await tx.select().from(paycheckDeductions).where(eq(paycheckDeductions.id, id)).for('update');
  return row;
}

export async function stopDeduction(
  tx: DbOrTx,
  id: string,
  values: { stoppedAt: Date; stoppedBy: string; stopReason: string },
) {
  await tx
    .update(paycheckDeductions)
    .set(values)
    .where(and(eq(paycheckDeductions.id, id), isNull(paycheckDeductions.stoppedAt)));
}

export interface DeductionFilter extends ListRequest {
  scope: SQL | undefined;
  contractorId?: string | undefined;
  partnerId?: string | undefined;
  kind?: DeductionRow['kind'] | undefined;
  state?: 'open' | 'stopped' | undefined;
}

const SORTS: KeyMap = {
  created_at: paycheckDeductions.createdAt,
  start_date: paycheckDeductions.startDate,
  kind: paycheckDeductions.kind,
};

export function listDeductions(db: DbOrTx, f: DeductionFilter) {
  const t = paycheckDeductions;
  const where = and(
    f.scope,
    f.contractorId ? eq(t.contractorId, f.contractorId) : undefined,
    f.partnerId ? eq(t.partnerId, f.partnerId) : undefined,
    f.kind ? eq(t.kind, f.kind) : undefined,
    f.state === 'open' ? isNull(t.stoppedAt) : f.state === 'stopped' ? sql`${t.stoppedAt} is not null` : undefined,
  );
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({ deduction: t, contractorName, partnerName: partners.name, listKey })
        .from(t)
        .innerJoin(contractors, eq(contractors.id, t.contractorId))
        .innerJoin(partners, eq(partners.id, t.partnerId))
        .$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [t.id]),
    request: f,
    view: (r): DeductionJoined => ({
      deduction: r.deduction,
      contractorName: r.contractorName,
      partnerName: r.partnerName,
    }),
  });
}

/** The deductions a paycheck dated `checkDate` may take, of these workers: started, not stopped. */
export function deductionsStartedBy(db: DbOrTx, contractorIds: readonly string[], checkDate: string) {
  if (contractorIds.length === 0) return Promise.resolve([] as DeductionRow[]);
  return db
    .select()
    .from(paycheckDeductions)
    .where(
      and(
        inArray(paycheckDeductions.contractorId, [...contractorIds]),
        lte(paycheckDeductions.startDate, checkDate),
        isNull(paycheckDeductions.stoppedAt),
      ),
    )
    .orderBy(asc(paycheckDeductions.createdAt), asc(paycheckDeductions.id));
}

export interface ApprovedPaycheck {
  id: string;
  contractorId: string;
  payrollRunId: string;
  checkDate: string;
  /** The engine's arrears after this paycheck, by deduction key. */
  arrears: Record<string, string>;
}

/** The approved paychecks of these workers, oldest first, with the arrears each left. */
export async function approvedPaychecksOf(db: DbOrTx, contractorIds: readonly string[]): Promise<ApprovedPaycheck[]> {
  if (contractorIds.length === 0) return [];
  const rows = await db
    .select({
      id: paychecks.id,
      contractorId: paychecks.contractorId,
      payrollRunId: paychecks.payrollRunId,
      checkDate: paychecks.checkDate,
      arrears: sql<Record<string, string> | null>`${paychecks.ytd}->'arrears'`,
    })
    .from(paychecks)
    .innerJoin(payrollRuns, eq(payrollRuns.id, paychecks.payrollRunId))
    .where(
      and(
        inArray(paychecks.contractorId, [...contractorIds]),
        inArray(payrollRuns.status, [...APPROVED]),
        isNull(paychecks.refusal),
      ),
    )
    .orderBy(asc(paychecks.checkDate), asc(paychecks.createdAt));
  return rows.map((r) => ({ ...r, arrears: r.arrears ?? {} }));
}

/**
 * The lines of approved paychecks of these workers that took these keys (`deduction:<id>`, `benefit:<id>`):
 * found through the workers' paychecks (their index), then each paycheck's lines, not by scanning every line.
 */
export function approvedLinesOf(db: DbOrTx, contractorIds: readonly string[], keys: readonly string[]) {
  if (keys.length === 0 || contractorIds.length === 0) {
    return Promise.resolve([] as { paycheckId: string; code: string; base: string; amount: string }[]);
  }
  return db
    .select({
      paycheckId: paycheckLines.paycheckId,
      code: paycheckLines.code,
      base: paycheckLines.base,
      amount: paycheckLines.amount,
    })
    .from(paychecks)
    .innerJoin(payrollRuns, eq(payrollRuns.id, paychecks.payrollRunId))
    .innerJoin(paycheckLines, eq(paycheckLines.paycheckId, paychecks.id))
    .where(
      and(
        inArray(paychecks.contractorId, [...contractorIds]),
        inArray(payrollRuns.status, [...APPROVED]),
        inArray(paycheckLines.code, [...keys]),
      ),
    );
}
