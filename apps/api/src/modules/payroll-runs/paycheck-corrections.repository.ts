/**
 * The SQL of voids, reissues and re-sent transfers (decision 0050): linked paychecks and transfers, the
 * year to date around a paycheck, the worker's current account, and what a run's paychecks were paid.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  bankAccounts,
  contractors,
  paycheckLines,
  paychecks,
  payrollRuns,
  payrollTransfers,
  users,
} from '../../db/schema/index.js';
import { nextTraceSequences } from './payroll-trace.repository.js';

export type PaycheckRow = typeof paychecks.$inferSelect;
export type TransferRow = typeof payrollTransfers.$inferSelect;

export async function lockPaycheck(tx: DbOrTx, id: string): Promise<PaycheckRow | undefined> {
  const [row] = await tx.select().from(paychecks).where(eq(paychecks.id, id)).for('update');
  return row;
}

export async function reversalOf(db: DbOrTx, id: string): Promise<PaycheckRow | undefined> {
  const [row] = await db.select().from(paychecks).where(eq(paychecks.reversalOfId, id));
  return row;
}

export async function reissueOf(db: DbOrTx, id: string): Promise<PaycheckRow | undefined> {
  const [row] = await db.select().from(paychecks).where(eq(paychecks.reissueOfId, id));
  return row;
}

/** What reversed and what reissued a paycheck (each at most one). */
export async function correctionLinksOf(db: DbOrTx, id: string) {
  const [reversal, reissue] = await Promise.all([reversalOf(db, id), reissueOf(db, id)]);
  return { reversedById: reversal?.id ?? null, reissuedById: reissue?.id ?? null };
}

/** Every transfer of a paycheck, oldest first (a re-send after the transfer it replaces). */
export async function transfersOfPaycheck(db: DbOrTx, paycheckId: string): Promise<TransferRow[]> {
  return (
    db
      .select()
      .from(payrollTransfers)
      .where(eq(payrollTransfers.paycheckId, paycheckId))
      // A split's transfers are written in one statement (one created_at): their sequence orders them.
      .orderBy(asc(payrollTransfers.createdAt), asc(payrollTransfers.sequence), asc(payrollTransfers.id))
  );
}

export async function linesOfPaycheck(db: DbOrTx, paycheckId: string) {
  return db
    .select()
    .from(paycheckLines)
    .where(eq(paycheckLines.paycheckId, paycheckId))
    .orderBy(paycheckLines.position);
}

/** Paychecks that count toward year to date: of a run approved or later (not failed), figured. */
const COUNTED = and(inArray(payrollRuns.status, ['processing', 'paid', 'partially_paid']), isNull(paychecks.refusal));

/** The person's latest counted year to date with the employer in a year (what the next paycheck starts from). */
export async function latestYtdOf(db: DbOrTx, q: { employerKey: string; personKey: string; year: number }) {
  const [row] = await db
    .select({ ytd: paychecks.ytd, checkDate: paychecks.checkDate })
    .from(paychecks)
    .innerJoin(payrollRuns, eq(payrollRuns.id, paychecks.payrollRunId))
    .where(
      and(
        eq(paychecks.employerKey, q.employerKey),
        eq(paychecks.personKey, q.personKey),
        COUNTED,
        sql`extract(year from ${paychecks.checkDate}) = ${q.year}`,
      ),
    )
    .orderBy(desc(paychecks.checkDate), desc(paychecks.createdAt))
    .limit(1);
  return row && { ytd: row.ytd as Record<string, unknown>, checkDate: row.checkDate };
}

/** The person's counted year to date just before a paycheck (same year): what that paycheck started from. */
export async function ytdBefore(db: DbOrTx, c: PaycheckRow) {
  const [row] = await db
    .select({ ytd: paychecks.ytd })
    .from(paychecks)
    .innerJoin(payrollRuns, eq(payrollRuns.id, paychecks.payrollRunId))
    .where(
      and(
        eq(paychecks.employerKey, c.employerKey),
        eq(paychecks.personKey, c.personKey),
        COUNTED,
        sql`extract(year from ${paychecks.checkDate}) = ${Number(c.checkDate.slice(0, 4))}`,
        sql`(${paychecks.checkDate}, ${paychecks.createdAt}) < (${c.checkDate}::date, ${c.createdAt.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(desc(paychecks.checkDate), desc(paychecks.createdAt))
    .limit(1);
  return row?.ytd as Record<string, unknown> | undefined;
}

export async function insertCorrectionPaycheck(
  tx: DbOrTx,
  paycheck: typeof paychecks.$inferInsert,
  lines: readonly Omit<typeof paycheckLines.$inferInsert, 'paycheckId'>[],
): Promise<string> {
  const [row] = await tx.insert(paychecks).values(paycheck).returning({ id: paychecks.id });
  if (lines.length > 0) await tx.insert(paycheckLines).values(lines.map((l) => ({ ...l, paycheckId: row!.id })));
  return row!.id;
}

/**
 * The worker's main US account now (the split's remainder account, not retired; the latest active US
 * account if none takes the remainder), with what a deposit needs: a re-send or reissue pays it whole.
 */
export async function currentBankAccountOf(db: DbOrTx, contractorId: string) {
  const [row] = await db
    .select({
      id: bankAccounts.id,
      accountType: bankAccounts.accountType,
      accountLast4: bankAccounts.accountLast4,
      routingNumber: bankAccounts.routingNumber,
      accountNumberCiphertext: bankAccounts.accountNumberCiphertext,
      holder: bankAccounts.accountHolder,
      prenoteStatus: bankAccounts.prenoteStatus,
      prenoteClearsOn: bankAccounts.prenoteClearsOn,
      depositReturnCode: bankAccounts.depositReturnCode,
    })
    .from(bankAccounts)
    .innerJoin(users, eq(users.id, bankAccounts.userId))
    .where(and(eq(users.contractorId, contractorId), isNull(bankAccounts.retiredAt), eq(bankAccounts.country, 'US')))
    .orderBy(sql`(${bankAccounts.allocationKind} = 'remainder') desc`, desc(bankAccounts.createdAt))
    .limit(1);
  return row;
}

export async function bankAccountById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      routingNumber: bankAccounts.routingNumber,
      accountNumberCiphertext: bankAccounts.accountNumberCiphertext,
      holder: bankAccounts.accountHolder,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, id));
  return row;
}

export async function findTransfer(db: DbOrTx, id: string): Promise<TransferRow | undefined> {
  const [row] = await db.select().from(payrollTransfers).where(eq(payrollTransfers.id, id));
  return row;
}

export async function insertTransfer(tx: DbOrTx, values: typeof payrollTransfers.$inferInsert): Promise<TransferRow> {
  const [row] = await tx.insert(payrollTransfers).values(values).returning();
  return row!;
}

/**
 * The next trace number of the originating bank for a transfer sent on its own: its sequence drawn from the
 * one every file draws from (`nextTraceSequences`), so it never repeats a run's or another send's.
 */
export async function nextTraceNumber(tx: DbOrTx, odfi: string): Promise<string> {
  // Past any number a file wrote before files drew from the sequence (their entries were numbered from 1).
  for (;;) {
    const [n] = await nextTraceSequences(tx, 1);
    const trace = `${odfi}${String(n).padStart(7, '0')}`;
    const [used] = await tx
      .select({ id: payrollTransfers.id })
      .from(payrollTransfers)
      .where(eq(payrollTransfers.traceNumber, trace));
    if (!used) return trace;
  }
}

export async function setTransferResult(tx: DbOrTx, id: string, status: 'paid' | 'failed', returnCode: string | null) {
  await tx
    .update(payrollTransfers)
    .set({ status, returnCode, updatedAt: sql`now()` })
    .where(and(eq(payrollTransfers.id, id), eq(payrollTransfers.status, 'processing')));
}

/**
 * How a run's paychecks stand now: per paycheck still owed pay (not voided, not a reversal), from its
 * current transfers (each split deposit's; a re-send standing for the failed transfer it replaced) —
 * processing if any is, failed if any failed, else paid.
 */
export async function runPaymentCounts(db: DbOrTx, runId: string) {
  const current = sql`from ${payrollTransfers} x where x.paycheck_id = ${paychecks.id}
    and not exists (select 1 from ${payrollTransfers} n where n.resent_from_id = x.id)`;
  const rows = await db
    .select({
      processing: sql<boolean>`exists (select 1 ${current} and x.status = 'processing')`,
      failed: sql<boolean>`exists (select 1 ${current} and x.status = 'failed')`,
    })
    .from(paychecks)
    .where(
      and(
        eq(paychecks.payrollRunId, runId),
        isNull(paychecks.refusal),
        isNull(paychecks.reversalOfId),
        sql`exists (select 1 from ${payrollTransfers} t where t.paycheck_id = ${paychecks.id})`,
        sql`not exists (select 1 from ${paychecks} r where r.reversal_of_id = ${paychecks.id})`,
      ),
    );
  const processing = rows.filter((r) => r.processing).length;
  const failed = rows.filter((r) => !r.processing && r.failed).length;
  return { total: rows.length, paid: rows.length - processing - failed, failed, processing };
}

export async function contractorEmailOf(db: DbOrTx, id: string) {
  const [row] = await db.select({ email: contractors.email }).from(contractors).where(eq(contractors.id, id));
  return row?.email;
}
