/**
 * The SQL of processing's funding, split deposits and per-format files (decision 0051): a run's funding
 * debit, its files by format, the paychecks still to pay with each worker's active deposit accounts, and
 * the deposits of one country for its file.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  bankAccounts,
  partners,
  paychecks,
  payrollFiles,
  payouts,
  payrollRunDebits,
  payrollRuns,
  payrollTransfers,
  users,
} from '../../db/schema/index.js';

export type PayrollRunDebitRow = typeof payrollRunDebits.$inferSelect;
export type PayrollFileFormat = (typeof payrollFiles.$inferInsert)['format'];

/** What processing needs of an approved run: its funding, partner and pay day. */
export async function runForFunding(db: DbOrTx, runId: string) {
  const [row] = await db
    .select({
      id: payrollRuns.id,
      status: payrollRuns.status,
      funding: payrollRuns.funding,
      partnerId: payrollRuns.partnerId,
      employerKey: payrollRuns.employerKey,
      payDate: payrollRuns.payDate,
    })
    .from(payrollRuns)
    .where(eq(payrollRuns.id, runId));
  return row;
}

/** The run's own funding debit (not a collection of it). */
const runsOwnDebit = (runId: string | AnyColumn) =>
  and(eq(payrollRunDebits.payrollRunId, runId), isNull(payrollRunDebits.collectsDebitId));

export async function findRunDebit(db: DbOrTx, runId: string): Promise<PayrollRunDebitRow | undefined> {
  const [row] = await db.select().from(payrollRunDebits).where(runsOwnDebit(runId));
  return row;
}

/** The run's own debit, locked (a collection or settlement decides on it). */
export async function lockRunDebit(tx: DbOrTx, runId: string): Promise<PayrollRunDebitRow | undefined> {
  const [row] = await tx.select().from(payrollRunDebits).where(runsOwnDebit(runId)).for('update');
  return row;
}

/** The debits that collect a returned one again, oldest first (decision 0113). */
export async function collectionsOfDebit(db: DbOrTx, debitId: string): Promise<PayrollRunDebitRow[]> {
  return db
    .select()
    .from(payrollRunDebits)
    .where(eq(payrollRunDebits.collectsDebitId, debitId))
    .orderBy(asc(payrollRunDebits.createdAt), asc(payrollRunDebits.id));
}

/** Collections still waiting for the bank's answer (a send cut off half-way): the payroll job sends them again. */
export async function collectionsWaiting(db: DbOrTx): Promise<PayrollRunDebitRow[]> {
  return db
    .select()
    .from(payrollRunDebits)
    .where(and(isNotNull(payrollRunDebits.collectsDebitId), eq(payrollRunDebits.status, 'processing')))
    .orderBy(asc(payrollRunDebits.createdAt));
}

/** A returned debit's notice sent again: a collection of it came back too, so it is owed again. */
export async function reopenReturnNotice(tx: DbOrTx, debitId: string) {
  // updatedAt moves too: the notice's Message-ID carries it, so the second notice is not taken for the first.
  await tx
    .update(payrollRunDebits)
    .set({ returnMailedAt: null, updatedAt: new Date() })
    .where(eq(payrollRunDebits.id, debitId));
}

export async function findDebit(db: DbOrTx, id: string): Promise<PayrollRunDebitRow | undefined> {
  const [row] = await db.select().from(payrollRunDebits).where(eq(payrollRunDebits.id, id));
  return row;
}

/**
 * A run's own debit that came back after its credits went (the workers were paid: the amount is owed), not
 * settled another way and not collected again by a debit that settled — for its run id or for a partner.
 */
const owedDebit = sql`${payrollRunDebits.collectsDebitId} is null and ${payrollRunDebits.status} = 'failed'
  and ${payrollRunDebits.settledAt} is null
  and exists (select 1 from ${payrollTransfers} t where t.payroll_run_id = ${payrollRunDebits.payrollRunId})
  and not exists (select 1 from ${payrollRunDebits} c
    where c.collects_debit_id = ${payrollRunDebits.id} and c.status = 'paid')`;

/** The partner's owed funding debits, oldest run first, with their runs' pay days (the approval hold). */
export async function owedDebitsOfPartner(db: DbOrTx, partnerId: string) {
  return db
    .select({ debit: payrollRunDebits, payDate: payrollRuns.payDate })
    .from(payrollRunDebits)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunDebits.payrollRunId))
    .where(and(eq(payrollRunDebits.partnerId, partnerId), owedDebit))
    .orderBy(asc(payrollRuns.payDate), asc(payrollRunDebits.id));
}

/** Whether this debit is owed (see `owedDebit`). */
export async function isDebitOwed(db: DbOrTx, debitId: string) {
  const [row] = await db
    .select({ id: payrollRunDebits.id })
    .from(payrollRunDebits)
    .where(and(eq(payrollRunDebits.id, debitId), owedDebit));
  return row !== undefined;
}

/** Owed debits nobody was told about yet (the notice; decision 0113), with their runs' pay days. */
export async function owedDebitsToMail(db: DbOrTx) {
  return db
    .select({
      debit: payrollRunDebits,
      payDate: payrollRuns.payDate,
      partnerName: partners.name,
      selfEmployer: partners.selfEmployer,
    })
    .from(payrollRunDebits)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunDebits.payrollRunId))
    .innerJoin(partners, eq(partners.id, payrollRunDebits.partnerId))
    .where(and(isNull(payrollRunDebits.returnMailedAt), owedDebit))
    .orderBy(asc(payrollRunDebits.id));
}

export async function markDebitsMailed(db: DbOrTx, ids: readonly string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(payrollRunDebits)
    .set({ returnMailedAt: at })
    .where(and(inArray(payrollRunDebits.id, [...ids]), isNull(payrollRunDebits.returnMailedAt)));
}

export async function settleDebit(tx: DbOrTx, id: string, values: { at: Date; by: string; note: string }) {
  await tx
    .update(payrollRunDebits)
    .set({ settledAt: values.at, settledBy: values.by, settlementNote: values.note, updatedAt: values.at })
    .where(eq(payrollRunDebits.id, id));
}

/** The funding debits with these trace numbers, locked (a return file's entries). */
export async function debitsByTrace(tx: DbOrTx, traces: readonly string[]): Promise<PayrollRunDebitRow[]> {
  if (traces.length === 0) return [];
  return tx
    .select()
    .from(payrollRunDebits)
    .where(inArray(payrollRunDebits.traceNumber, [...traces]))
    .for('update');
}

export async function insertRunDebit(tx: DbOrTx, values: typeof payrollRunDebits.$inferInsert) {
  const [row] = await tx.insert(payrollRunDebits).values(values).returning();
  return row!;
}

export async function setDebitResult(
  tx: DbOrTx,
  id: string,
  values: { traceNumber?: string; status?: 'processing' | 'paid' | 'failed'; returnCode?: string | null },
) {
  await tx
    .update(payrollRunDebits)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payrollRunDebits.id, id));
}

/** The run's net pay per currency: what its paychecks pay (refused and excluded ones pay nothing). */
export async function netPayByCurrency(db: DbOrTx, runId: string) {
  return db
    .select({ currency: paychecks.currency, net: sql<string>`coalesce(sum(${paychecks.net}), 0)::text` })
    .from(paychecks)
    .where(and(eq(paychecks.payrollRunId, runId), isNull(paychecks.refusal), eq(paychecks.excluded, false)))
    .groupBy(paychecks.currency);
}

export async function findFile(db: DbOrTx, runId: string, format: PayrollFileFormat) {
  const [row] = await db
    .select()
    .from(payrollFiles)
    .where(and(eq(payrollFiles.payrollRunId, runId), eq(payrollFiles.format, format)));
  return row;
}

export async function insertFile(tx: DbOrTx, values: typeof payrollFiles.$inferInsert) {
  const [row] = await tx.insert(payrollFiles).values(values).returning();
  return row!;
}

export async function markFileSent(tx: DbOrTx, fileId: string, bankReference: string, at: Date) {
  await tx.update(payrollFiles).set({ submittedAt: at, bankReference }).where(eq(payrollFiles.id, fileId));
}

/**
 * The run's bank files as their list shows them, without their text (decision 0066); a debit file's total
 * is its debit's amount (the file row keeps credits only).
 */
export async function filesOfRun(db: DbOrTx, runId: string) {
  return db
    .select({
      id: payrollFiles.id,
      format: payrollFiles.format,
      entryCount: payrollFiles.entryCount,
      prenoteCount: payrollFiles.prenoteCount,
      totalCredit: payrollFiles.totalCredit,
      debitAmount: payrollRunDebits.amount,
      createdAt: payrollFiles.createdAt,
      submittedAt: payrollFiles.submittedAt,
    })
    .from(payrollFiles)
    .leftJoin(payrollRunDebits, runsOwnDebit(payrollFiles.payrollRunId))
    .where(eq(payrollFiles.payrollRunId, runId))
    .orderBy(asc(payrollFiles.createdAt), asc(payrollFiles.format));
}

/** One of the run's bank files with its text (the download). */
export async function fileOfRun(db: DbOrTx, runId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(payrollFiles)
    .where(and(eq(payrollFiles.payrollRunId, runId), eq(payrollFiles.id, fileId)));
  return row;
}

/**
 * How many CPA-005 files the platform's originator has written — the runs' deposit files and the payouts'
 * (decision 0068) — the next one's file creation number follows.
 */
export async function cpa005FileCount(db: DbOrTx) {
  const [runs] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payrollFiles)
    .where(eq(payrollFiles.format, 'cpa005'));
  const [paid] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payouts)
    .where(eq(payouts.format, 'cpa005'));
  return (runs?.n ?? 0) + (paid?.n ?? 0);
}

/**
 * Up to `limit` paychecks of the run that have no transfer yet, each with the worker's active deposit
 * accounts in their split order (none: paid by check) and each account's prenote (decision 0067).
 */
export async function paychecksToPay(tx: DbOrTx, runId: string, limit: number) {
  const checks = await tx
    .select({
      id: paychecks.id,
      partnerId: paychecks.partnerId,
      contractorId: paychecks.contractorId,
      net: paychecks.net,
      currency: paychecks.currency,
    })
    .from(paychecks)
    .where(
      and(
        eq(paychecks.payrollRunId, runId),
        isNull(paychecks.refusal),
        // `resent_from_id is null` means the same (a re-send follows an original) and lets the partial
        // one-per-paycheck index answer it instead of reading every transfer of the table.
        sql`not exists (select 1 from ${payrollTransfers} t where t.paycheck_id = ${paychecks.id} and t.resent_from_id is null)`,
      ),
    )
    .orderBy(paychecks.id)
    .limit(limit);
  const contractorIds = [...new Set(checks.map((c) => c.contractorId))];
  const accounts = contractorIds.length
    ? await tx
        .select({
          contractorId: users.contractorId,
          id: bankAccounts.id,
          country: bankAccounts.country,
          accountType: bankAccounts.accountType,
          accountLast4: bankAccounts.accountLast4,
          allocationKind: bankAccounts.allocationKind,
          allocationValue: bankAccounts.allocationValue,
          prenoteStatus: bankAccounts.prenoteStatus,
          prenoteClearsOn: bankAccounts.prenoteClearsOn,
          depositReturnCode: bankAccounts.depositReturnCode,
        })
        .from(bankAccounts)
        .innerJoin(users, eq(users.id, bankAccounts.userId))
        .where(and(inArray(users.contractorId, contractorIds), isNull(bankAccounts.retiredAt)))
        .orderBy(asc(bankAccounts.position), asc(bankAccounts.createdAt))
    : [];
  return checks.map((c) => ({ ...c, accounts: accounts.filter((a) => a.contractorId === c.contractorId) }));
}

/** How many of the run's paychecks have their transfers: the run page's progress. */
export async function paychecksPaidCount(tx: DbOrTx, runId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${payrollTransfers.paycheckId})::int` })
    .from(payrollTransfers)
    .where(eq(payrollTransfers.payrollRunId, runId));
  return row?.n ?? 0;
}

/** The run's direct deposits to accounts of one country, with what its file needs. */
export async function depositsOf(db: DbOrTx, runId: string, country: 'US' | 'CA') {
  return db
    .select({
      transferId: payrollTransfers.id,
      amount: payrollTransfers.amount,
      accountType: payrollTransfers.accountType,
      traceNumber: payrollTransfers.traceNumber,
      routingNumber: bankAccounts.routingNumber,
      accountNumberCiphertext: bankAccounts.accountNumberCiphertext,
      name: bankAccounts.accountHolder,
    })
    .from(payrollTransfers)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payrollTransfers.bankAccountId))
    .where(
      and(
        eq(payrollTransfers.payrollRunId, runId),
        eq(payrollTransfers.method, 'direct_deposit'),
        eq(bankAccounts.country, country),
        isNull(payrollTransfers.resentFromId),
      ),
    )
    .orderBy(payrollTransfers.id);
}

/** A paycheck's transfers in their split order: the pay stub's deposit split. */
export async function transfersOfPaycheck(db: DbOrTx, paycheckId: string) {
  return db
    .select()
    .from(payrollTransfers)
    .where(eq(payrollTransfers.paycheckId, paycheckId))
    .orderBy(asc(payrollTransfers.sequence), asc(payrollTransfers.createdAt));
}
